import { useNavigation } from 'react-router-dom';
import styles from './RouteProgress.module.css';

/** A thin bar at the top while a navigation loads (lazy chunk, loaders). */
export function RouteProgress() {
  const loading = useNavigation().state !== 'idle';
  return <div className={loading ? styles.loading : styles.idle} role="progressbar" aria-hidden={!loading} aria-busy={loading} />;
}
