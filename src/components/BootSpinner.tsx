import styles from './BootSpinner.module.css';

/** Full-page spinner while the first route's loader (e.g. the user info) runs; pure CSS to stay light. */
export function BootSpinner() {
  return (
    <div className={styles.page} aria-busy="true" aria-live="polite">
      <span className={styles.spinner} />
    </div>
  );
}
