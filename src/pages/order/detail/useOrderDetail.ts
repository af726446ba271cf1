import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/api/errors';
import { getOrderDetail } from '@/api/order';
import type { OrderDetail } from '@/api/order.types';

/** Server code of a record that does not exist or is not visible to this company. */
const NOT_FOUND_CODE = 40401;

export type OrderLoadState = { status: 'loading' } | { status: 'ready'; order: OrderDetail } | { status: 'notFound' } | { status: 'error' };

/**
 * One order with its candidates, follow-ups, transfers and history (getOrderDetail). `reload()`
 * asks again and keeps the order on screen until the new answer lands (after each step).
 * An id that is not a positive integer is "not found" without a request.
 *
 * @example const { state, reload } = useOrderDetail(Number(params.orderId));
 */
export function useOrderDetail(orderId: number): { state: OrderLoadState; reload: () => void } {
  const valid = Number.isInteger(orderId) && orderId > 0;
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ orderId: number; state: OrderLoadState } | null>(null);

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    getOrderDetail({ orderId }, { signal: controller.signal, silent: true }).then(
      (order) => setResult({ orderId, state: { status: 'ready', order } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = isApiError(error) && error.kind === 'business' && error.code === NOT_FOUND_CODE;
        setResult((current) =>
          // A failed reload keeps the order shown; only a first load shows the failure.
          current?.orderId === orderId && current.state.status === 'ready' && !notFound ? current : { orderId, state: notFound ? { status: 'notFound' } : { status: 'error' } },
        );
      },
    );
    return () => controller.abort();
  }, [attempt, orderId, valid]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  let state: OrderLoadState;
  if (!valid) state = { status: 'notFound' };
  else state = result?.orderId === orderId ? result.state : { status: 'loading' };
  return { state, reload };
}
