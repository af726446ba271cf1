/** Colours of the charts (the theme presets), shared by the dashboard's cards, the charts and their legends. */
import type { AuntWorkStatus } from '@/api/aunt.types';

/** Colours of series a, b, c... */
export const SERIES_COLORS = ['#F1A83C', '#1890FF', '#11A983', '#6959CD', '#F5222D', '#13C2C2'] as const;

export const colorOf = (index: number): string => SERIES_COLORS[index % SERIES_COLORS.length] ?? SERIES_COLORS[0];

/** Work statuses by meaning: working green, blacklist red, the steps towards work in between. */
export const WORK_STATUS_COLORS: Readonly<Record<AuntWorkStatus, string>> = {
  1: '#1890FF',
  2: '#13C2C2',
  3: '#6959CD',
  4: '#F1A83C',
  5: '#11A983',
  6: '#F5222D',
};
