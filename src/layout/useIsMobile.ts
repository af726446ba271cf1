import { useMediaQuery } from '@/hooks/useMediaQuery';

/** Widths under 992 px count as mobile (spec). */
export const MOBILE_QUERY = '(max-width: 991.98px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
