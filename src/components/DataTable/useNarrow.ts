/**
 * True on phone-sized screens (under 576 px), where pinned columns would leave no room for the
 * rest: there DataTable scrolls every column together.
 */
import { useMediaQuery } from '@/hooks/useMediaQuery';

export const NARROW_QUERY = '(max-width: 575.98px)';

export function useNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY);
}
