import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/** Shown when a route fails to load or render; offers a reload instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Result
      status="error"
      title={t('routeError.title')}
      subTitle={detail}
      extra={<Button type="primary" onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>}
    />
  );
}
