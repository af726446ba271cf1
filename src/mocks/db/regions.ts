/**
 * Mock region dictionary: every prefecture-level division of mainland China plus the four
 * municipalities. The table itself is data only (regionData.ts); this module is what the mock's
 * modules import, with the row's old name and the default region (Shanghai).
 */

import type { Region } from '@/api/sys';

export { REGIONS } from './regionData';

/** Kept under its old name for the mock's own modules. */
export type RegionRow = Region;

/** Shanghai: the city of a company that has none of its own (rules/unitedHall companyCity). */
export const DEFAULT_REGION_ID = 310100;
