/**
 * What a record's page (a detail page, an edit form) shows instead of the record: a skeleton
 * while it loads; "not found" (404) or "could not load" with a retry, both with a way back to
 * the list. Texts come from the page.
 *
 * @example
 *   if (state.status === 'loading') return <RecordLoading testId="order-detail-loading" rows={8} />;
 *   if (state.status !== 'ready') return <RecordUnavailable notFound={state.status === 'notFound'} texts={…} onRetry={reload} listPath="/customer/jobs" />;
 */
import { Button, Card, Result, Skeleton } from 'antd';
import { Link } from 'react-router-dom';

export function RecordLoading({ testId, rows, avatar }: { testId: string; rows: number; avatar?: boolean }) {
  return (
    <Card data-testid={testId}>
      <Skeleton avatar={avatar} active paragraph={{ rows }} />
    </Card>
  );
}

interface RecordUnavailableProps {
  notFound: boolean;
  texts: {
    notFound: string;
    /** Under the title when not found. */
    notFoundHint?: string;
    loadFailed: string;
    retry: string;
    backToList: string;
  };
  onRetry: () => void;
  listPath: string;
}

export function RecordUnavailable({ notFound, texts, onRetry, listPath }: RecordUnavailableProps) {
  return (
    <Card>
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? texts.notFound : texts.loadFailed}
        subTitle={notFound ? texts.notFoundHint : undefined}
        extra={[
          !notFound && (
            <Button key="retry" type="primary" onClick={onRetry}>
              {texts.retry}
            </Button>
          ),
          <Link key="back" to={listPath}>
            <Button>{texts.backToList}</Button>
          </Link>,
        ]}
      />
    </Card>
  );
}
