/**
 * Moves an order into the recycle bin (setOrder isDeleted 1), says so, and announces the change
 * so the lists refetch. A refusal (e.g. an aunt in interview or trial) rejects after the request
 * layer has shown the server's reason; callers decide what happens next.
 *
 * @example const deleteOrder = useDeleteOrder(); await deleteOrder(row);
 */
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { setOrder } from '@/api/order';
import type { Order } from '@/api/order.types';
import { announceOrderChange } from './orderChanges';

export function useDeleteOrder(): (order: Pick<Order, 'orderId' | 'orderNo'>) => Promise<void> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useCallback(
    async (order) => {
      await setOrder({ orderId: order.orderId, isDeleted: 1 });
      void message.success(t('order.deleted', { orderNo: order.orderNo }));
      announceOrderChange();
    },
    [message, t],
  );
}
