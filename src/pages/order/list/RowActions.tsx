import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Order } from '@/api/order.types';
import { IconButton } from '@/components/DataTable/IconButton';
import { DELETABLE_ORDER_STATUSES } from '@/domain/orderCodes';
import { useOrderList } from './context';
import styles from './OrderList.module.css';

/** The action column: detail, and delete into the recycle bin (confirmed) when the status and the user's rights allow. */
export function RowActions({ row }: { row: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canAct, remove } = useOrderList();
  const name = row.orderNo;
  const deletable = DELETABLE_ORDER_STATUSES.includes(row.status) && canAct(row);
  return (
    <span className={styles.rowActions}>
      <IconButton icon={<EyeOutlined />} label={t('order.actionOf', { action: t('order.actions.detail'), name })} onClick={() => navigate(`/customer/jobs/detail/${row.orderId}`)} />
      {deletable && (
        <Popconfirm
          title={t('order.confirmDelete.title', { orderNo: name })}
          description={t('order.confirmDelete.description')}
          okText={t('order.actions.delete')}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove(row).catch(() => undefined)}
        >
          <IconButton danger icon={<DeleteOutlined />} label={t('order.actionOf', { action: t('order.actions.delete'), name })} />
        </Popconfirm>
      )}
    </span>
  );
}
