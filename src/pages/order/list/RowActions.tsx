import { Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouterNavigate } from '@/app/useRouterNavigate';
import type { Order } from '@/api/order.types';
import { IconButton } from '@/components/DataTable/IconButton';
import { glyph } from '@/components/DataTable/glyph';
import { useOnDemandPopup } from '@/components/DataTable/useOnDemandPopup';
import { DELETABLE_ORDER_STATUSES } from '@/domain/orderCodes';
import { useOrderList } from './context';
import { pageLink } from '@/app/pageLinks';
import styles from './OrderList.module.css';

/**
 * The action column: detail, and delete into the recycle bin (confirmed) when the status and the
 * user's rights allow. The confirmation is mounted when the user reaches for it (useOnDemandPopup).
 */
export function RowActions({ row }: { row: Order }) {
  const { t } = useTranslation();
  const navigate = useRouterNavigate();
  const { canAct, remove } = useOrderList();
  const name = row.orderNo;
  const deletable = DELETABLE_ORDER_STATUSES.includes(row.status) && canAct(row);
  const confirm = useOnDemandPopup();
  return (
    <span className={styles.rowActions}>
      <IconButton
        icon={glyph('eye')}
        label={t('order.actionOf', { action: t('order.actions.detail'), name })}
        onClick={() => navigate(pageLink.orderDetail(row.orderId))}
      />
      {deletable && (
        <IconButton danger icon={glyph('delete')} label={t('order.actionOf', { action: t('order.actions.delete'), name })} {...confirm.triggerProps} />
      )}
      {deletable && confirm.mounted && (
        <Popconfirm
          title={t('order.confirmDelete.title', { orderNo: name })}
          description={t('order.confirmDelete.description')}
          okText={t('order.actions.delete')}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove(row)}
          {...confirm.popupProps}
        >
          {confirm.anchor}
        </Popconfirm>
      )}
    </span>
  );
}
