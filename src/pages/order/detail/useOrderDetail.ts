import { isApiError } from '@/api/errors';
import { orderQueries } from '@/api/order.queries';
import { queryClient } from '@/api/queryClient';
import type { OrderDetail } from '@/api/order.types';
import { useQueryData } from '@/hooks/useQueryData';

/** Server code of a record that does not exist or is not visible to this company. */
const NOT_FOUND_CODE = 40401;

export type OrderLoadState = { status: 'loading' } | { status: 'ready'; order: OrderDetail } | { status: 'notFound' } | { status: 'error' };

/**
 * One order with its candidates, follow-ups, transfers and history (orderQueries.detail).
 * `reload()` asks again and keeps the order on screen until the new answer lands (after each
 * step). An id that is not a positive integer is "not found" without a request. A kept-alive
 * page shown again asks nothing unless its answer is stale (useQueryData's rule).
 *
 * @example const { state, reload } = useOrderDetail(Number(params.orderId));
 */
export function useOrderDetail(orderId: number): { state: OrderLoadState; reload: () => void } {
  const valid = Number.isInteger(orderId) && orderId > 0;
  const query = orderQueries.detail(orderId);
  const detail = useQueryData(query, { enabled: valid });
  const notFound = isApiError(detail.cause) && detail.cause.kind === 'business' && detail.cause.code === NOT_FOUND_CODE;
  // A failed reload keeps the order shown (the cache still has it); only a first load shows the failure.
  const order = detail.loading && detail.data?.orderId !== orderId ? null : (detail.data ?? (notFound ? undefined : queryClient.getQueryData(query.queryKey)));
  let state: OrderLoadState;
  if (!valid || notFound) state = { status: 'notFound' };
  else if (order) state = { status: 'ready', order };
  else state = detail.error ? { status: 'error' } : { status: 'loading' };
  return { state, reload: detail.reload };
}
