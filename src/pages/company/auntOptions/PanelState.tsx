import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueryData } from '@/hooks/useQueryData';

/** A tab's loading and failed states around its content (the page's header and note stay). */
export function PanelState<T>({ data, children }: { data: QueryData<T>; children: ReactNode }) {
  const { t } = useTranslation();
  if (data.data !== null) return children;
  if (data.error)
    return (
      <Alert
        type="error"
        showIcon
        title={t('companyCatalogues.loadFailed', { message: data.error })}
        action={<Button onClick={data.reload}>{t('companyCatalogues.retry')}</Button>}
      />
    );
  return <Skeleton active paragraph={{ rows: 5 }} />;
}
