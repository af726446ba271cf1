/**
 * True on phone-sized screens (under 576 px), where pinned columns would leave no room for the
 * rest: there DataTable scrolls every column together.
 */
import { useSyncExternalStore } from 'react';

export const NARROW_QUERY = '(max-width: 575.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW_QUERY).matches, () => false);
}
