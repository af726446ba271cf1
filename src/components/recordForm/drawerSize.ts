import { useIsMobile } from '@/layout/useIsMobile';

/** A record's drawer (add / edit, or show): 720 px. */
export const DRAWER_WIDTH = 720;

/** The drawer's size: the width asked (720 unless told), the full screen on a phone. */
export function useDrawerSize(width = DRAWER_WIDTH): number | '100%' {
  return useIsMobile() ? '100%' : width;
}
