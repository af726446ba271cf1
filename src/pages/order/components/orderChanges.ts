/**
 * A signal that orders changed somewhere (created, a flow step, edited, deleted), so pages kept
 * alive in other tabs (the order list, an employer's orders) refetch when shown again instead of
 * waiting for their rows to go stale: the `orders` event of the event storage (stores/events).
 *
 * @example
 *   announceOrderChange();                                  // after a successful change
 *   useOnOrderChange(() => { table.refresh(); counts.reload(); });
 */
import { announceEvent, useOnEvent } from '@/stores/events';

export const announceOrderChange = (): void => announceEvent('orders');

/**
 * Calls `onChange` after each change announced since the component mounted, or, on a page
 * mounted again from its memory, since the page last saw the signal (stores/events useOnEvent).
 */
export const useOnOrderChange = (onChange: () => void): void => useOnEvent('orders', onChange);
