/**
 * After an order write (created, a flow step, edited, deleted): the order family's answers (lists,
 * tab counts, details) and the employer family's (his order counts and status) are asked again
 * where shown and go stale elsewhere, so pages kept alive in other tabs refetch when shown again.
 *
 * @example
 *   await create(body);
 *   void invalidateOrders();
 */
import { employerQueries } from '@/api/employer.queries';
import { orderQueries } from '@/api/order.queries';
import { queryClient } from '@/api/queryClient';

export const invalidateOrders = (): Promise<unknown> =>
  Promise.all([queryClient.invalidateQueries({ queryKey: orderQueries.all }), queryClient.invalidateQueries({ queryKey: employerQueries.all })]);
