/**
 * Moves an order into the recycle bin (setOrder isDeleted 1), says so, and announces the change
 * so the lists refetch, asked first when `confirm` is given (useConfirmedMutation). A refusal (e.g.
 * an aunt in interview or trial) shows the server's reason; it resolves whether the order went.
 *
 * @example const deleteOrder = useDeleteOrder(); if (await deleteOrder(row)) navigate(list);
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { setOrder } from '@/api/order';
import type { Order } from '@/api/order.types';
import { useConfirmedMutation, type ConfirmPrompt } from '@/hooks/useConfirmedMutation';
import { invalidateOrders } from './orderChanges';

export function useDeleteOrder(): (order: Pick<Order, 'orderId' | 'orderNo'>, confirm?: ConfirmPrompt) => Promise<boolean> {
  const { t } = useTranslation();
  const { run } = useConfirmedMutation();
  return useCallback(
    (order, confirm) =>
      run({
        key: order.orderId,
        confirm,
        mutate: (options) => setOrder({ orderId: order.orderId, isDeleted: 1 }, options),
        success: t('order.deleted', { orderNo: order.orderNo }),
        onDone: () => void invalidateOrders(),
      }),
    [run, t],
  );
}
