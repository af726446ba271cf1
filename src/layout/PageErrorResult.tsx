import { Button, Result } from 'antd';
import { i18n } from '@/i18n';

/** What a page that failed to render shows (PageErrorBoundary): antd's Result, a lazy chunk. */
export default function PageErrorResult({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Result
      status="error"
      title={i18n.t('routeError.title')}
      subTitle={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          {i18n.t('routeError.retry')}
        </Button>
      }
    />
  );
}
