import type { ReactNode } from 'react';
import { Alert, Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeaderCard } from '@/components/PageHeaderCard';
import { RecordLoading } from '@/components/RecordStates';

interface CatalogueFrameProps {
  title: string;
  subtitle: string;
  /** The page's main action (a manager's Add). */
  extra?: ReactNode;
  canManage: boolean;
  /** What the page loads: loading until data or an error. */
  state: { ready: boolean; error: string | null; reload: () => void };
  testId: string;
  children: ReactNode;
}

/** A catalogue settings page: header, the read-only note for those without company.manage, and the loading / failed states around its content. */
export function CatalogueFrame({ title, subtitle, extra, canManage, state, testId, children }: CatalogueFrameProps) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (state.ready) body = children;
  else if (state.error)
    body = (
      <Card>
        <Alert
          type="error"
          showIcon
          title={t('companyCatalogues.loadFailed', { message: state.error })}
          action={<Button onClick={state.reload}>{t('companyCatalogues.retry')}</Button>}
        />
      </Card>
    );
  else body = <RecordLoading testId={testId} rows={6} />;
  return (
    <Flex vertical gap={16}>
      <PageHeaderCard title={title} subtitle={subtitle} extra={canManage ? extra : undefined} />
      {!canManage && <Alert type="info" showIcon title={t('companyCatalogues.readOnly')} />}
      {body}
    </Flex>
  );
}
