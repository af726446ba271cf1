import { useTranslation } from 'react-i18next';
import { useRouterNavigate } from '@/app/useRouterNavigate';
import type { Order } from '@/api/order.types';
import { RowActions as RowActionLinks } from '@/components/DataTable/RowActions';
import { DELETABLE_ORDER_STATUSES } from '@/domain/orderCodes';
import { useOrderList } from './context';
import { pageLink } from '@/app/pageLinks';

/** The action column (RowActions): detail, and delete into the recycle bin (confirmed) when the status and the user's rights allow. */
export function RowActions({ row }: { row: Order }) {
  const { t } = useTranslation();
  const navigate = useRouterNavigate();
  const { canAct, remove } = useOrderList();
  const deletable = DELETABLE_ORDER_STATUSES.includes(row.status) && canAct(row);
  return (
    <RowActionLinks
      actions={[
        { key: 'detail', label: t('order.actions.detail'), onClick: () => navigate(pageLink.orderDetail(row.orderId)) },
        deletable && {
          key: 'delete',
          label: t('order.actions.delete'),
          danger: true,
          confirm: {
            title: t('order.confirmDelete.title', { orderNo: row.orderNo }),
            description: t('order.confirmDelete.description'),
            okText: t('order.actions.delete'),
            onConfirm: () => remove(row),
          },
        },
      ]}
    />
  );
}
