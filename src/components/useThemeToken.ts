import type { GlobalToken } from 'antd';
import { useDesignToken } from '@/patches/antdInternals';

/**
 * The current theme's design token, what antd's `theme.useToken().token` gives, without antd's
 * `theme` object: that brings all three algorithms (dark, compact) and getDesignToken with it,
 * about 0.8 kB gzip on the dashboard (the dark one loads when wanted: app/darkAlgorithm.ts).
 */
export function useThemeToken(): GlobalToken {
  return useDesignToken()[1];
}
