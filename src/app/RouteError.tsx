import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import styles from './RouteError.module.css';

/**
 * Shown when a route fails to load or render; offers a reload instead of a blank page.
 * Plain markup rather than antd Result: this sits in the entry chunk of every page.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <div className={styles.box} role="alert">
      <h2 className={styles.title}>{t('routeError.title')}</h2>
      {detail && <p className={styles.detail}>{detail}</p>}
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </div>
  );
}
