import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The dashboard's figures failed to load: why, and a retry. A lazy chunk (shown only on failure). */
export default function ChartError({ error, onRetry }: { error: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('dashboard.error')}
      description={error}
      action={
        <Button size="small" onClick={onRetry}>
          {t('dashboard.retry')}
        </Button>
      }
    />
  );
}
