import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { browser } from './browser';
import { isLazyPageTimeout } from './lazyPage';
import { useBootLoginGone } from './bootLogin';
import styles from './RouteError.module.css';

/**
 * Shown when a route fails to load or render; offers to try again instead of a blank page.
 * A page that did not load within the lazy-page timeout says so, with a retry. Trying again
 * reloads the page: the router keeps a failed lazy route failed, a reload loads it afresh.
 * Plain markup rather than antd Result: this sits in the entry chunk of every page.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useBootLoginGone();
  const timedOut = isLazyPageTimeout(error);
  const detail = timedOut ? t('routeError.timeoutHint') : error instanceof Error ? error.message : undefined;
  return (
    <div className={styles.box} role="alert">
      <h2 className={styles.title}>{t(timedOut ? 'routeError.timeout' : 'routeError.title')}</h2>
      {detail && <p className={styles.detail}>{detail}</p>}
      {/* A plain button: antd's Button (its styles' code, wave and motion) would ship on /login for a page seldom shown. */}
      <button type="button" className={styles.reload} onClick={() => browser.reload()}>
        {t(timedOut ? 'routeError.retry' : 'routeError.reload')}
      </button>
    </div>
  );
}
