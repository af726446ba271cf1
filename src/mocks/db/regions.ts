/**
 * Mock region dictionary: every prefecture-level division of mainland China (cities,
 * prefectures, leagues and autonomous prefectures) plus the four municipalities as single
 * entries, codes following GB/T 2260 at prefecture level, ordered by province code, then region
 * code. The table is data, kept as JSON (regions.json, one region per line); this module gives
 * it its type, the row's old name and the default region (Shanghai).
 */

import type { Region } from '@/api/sys';
import regionTable from './regions.json';

export const REGIONS = regionTable as Region[];

/** Kept under its old name for the mock's own modules. */
export type RegionRow = Region;

/** Shanghai: the city of a company that has none of its own (rules/unitedHall companyCity). */
export const DEFAULT_REGION_ID = 310100;
