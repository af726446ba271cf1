import { Alert, Button } from 'antd';

/**
 * Something of the dashboard failed to load: what, why, and a retry. A lazy chunk (shown only on
 * failure), so the dashboard's first load does not carry antd's Alert.
 */
export default function LoadFailedAlert({ title, error, retryLabel, onRetry }: { title: string; error?: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={error}
      action={
        <Button size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
