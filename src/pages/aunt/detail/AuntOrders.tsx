import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The orders an aunt is part of. Orders arrive with a later issue: until then this shows the
 * empty state; the component already takes the aunt id it will load them for.
 */
export function AuntOrders({ auntId }: { auntId: number }) {
  const { t } = useTranslation();
  return <Empty data-aunt-id={auntId} description={t('auntDetail.orders.empty')} style={{ padding: '24px 0' }} />;
}
