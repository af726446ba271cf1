import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/errors';
import { getOrderDetail } from '@/api/order';
import type { OrderDetail } from '@/api/order.types';
import { STALE_AFTER_MS } from '@/hooks/listPaging';

/** Server code of a record that does not exist or is not visible to this company. */
const NOT_FOUND_CODE = 40401;

export type OrderLoadState = { status: 'loading' } | { status: 'ready'; order: OrderDetail } | { status: 'notFound' } | { status: 'error' };

/**
 * One order with its candidates, follow-ups, transfers and history (getOrderDetail). `reload()`
 * asks again and keeps the order on screen until the new answer lands (after each step).
 * An id that is not a positive integer is "not found" without a request. Like useTable, a
 * kept-alive page shown again asks nothing unless its answer is older than STALE_AFTER_MS.
 *
 * @example const { state, reload } = useOrderDetail(Number(params.orderId));
 */
export function useOrderDetail(orderId: number): { state: OrderLoadState; reload: () => void } {
  const valid = Number.isInteger(orderId) && orderId > 0;
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ orderId: number; state: OrderLoadState } | null>(null);
  /** The last answer that landed: for which id and attempt, and when. */
  const landed = useRef<{ key: string; at: number } | null>(null);

  useEffect(() => {
    if (!valid) return;
    const key = `${orderId}#${attempt}`;
    if (landed.current?.key === key && Date.now() - landed.current.at < STALE_AFTER_MS) return;
    const controller = new AbortController();
    getOrderDetail({ orderId }, { signal: controller.signal, silent: true }).then(
      (order) => {
        landed.current = { key, at: Date.now() };
        setResult({ orderId, state: { status: 'ready', order } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = isApiError(error) && error.kind === 'business' && error.code === NOT_FOUND_CODE;
        setResult((current) =>
          // A failed reload keeps the order shown; only a first load shows the failure.
          current?.orderId === orderId && current.state.status === 'ready' && !notFound
            ? current
            : { orderId, state: notFound ? { status: 'notFound' } : { status: 'error' } },
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
