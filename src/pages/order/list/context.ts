/**
 * What the order list's cells share without going through the column definitions (which stay
 * stable): may the user act on a row, and the delete action.
 */
import { createContext, useContext } from 'react';
import type { Order } from '@/api/order.types';

export interface OrderListContextValue {
  canAct: (row: Order) => boolean;
  remove: (row: Order) => Promise<boolean>;
}

export const OrderListContext = createContext<OrderListContextValue | null>(null);

export function useOrderList(): OrderListContextValue {
  const value = useContext(OrderListContext);
  if (!value) throw new Error('useOrderList outside the order list');
  return value;
}
