/**
 * What the recommend-aunt picker asks the server for: the fields its columns show, the default
 * filter (找工作, the aunts free to take a job, and the order's service type), and which aunts
 * cannot be chosen and why.
 * Filter types and the debounced keys are the aunt list's (pages/aunt/list/listData.ts).
 */
import { getAunts } from '@/api/aunt';
import type { Aunt } from '@/api/aunt.types';
import { BLACKLISTED, SEEKING_WORK, WORKING } from '@/domain/orderGraph';
import type { TableFetch } from '@/hooks/useTable';
import type { AuntListFilter } from '@/pages/aunt/list/listData';
import { moneyRange } from '@/domain/format';

export { DEBOUNCED_FILTERS as PICKER_DEBOUNCED_FILTERS } from '@/pages/aunt/list/listData';

/** At most this many aunts per recommendAunt call (order.types RecommendAuntRequest). */
export const RECOMMEND_MAX = 20;

export const PICKER_TABLE_TYPE = 'recommend-aunt';

const PICKER_FIELDS = [
  'auntId',
  'auntName',
  'portrait',
  'age',
  'nativePlace',
  'workStatus',
  'serviceTypes',
  'expectedSalary',
  'expectedSalaryMax',
] as const satisfies readonly (keyof Aunt)[];
export type PickerRow = Pick<Aunt, (typeof PICKER_FIELDS)[number]>;

const PICKER_INITIAL_FILTER: AuntListFilter = { workStatus: [SEEKING_WORK] };

/** Where the picker starts: aunts seeking work, offering the order's service type when it has one. */
export function pickerInitialFilter(serviceType: number | undefined): AuntListFilter {
  return serviceType ? { ...PICKER_INITIAL_FILTER, serviceTypes: [serviceType] } : PICKER_INITIAL_FILTER;
}

export const fetchPickerPage: TableFetch<PickerRow, AuntListFilter> = (query, signal) =>
  getAunts({ ...query, scope: 'all', fields: [...PICKER_FIELDS] }, { signal, silent: true });

export type BlockReason = 'onOrder' | 'working' | 'blacklisted';

/** Why an aunt cannot be recommended, or null when she can. */
export function blockReason(row: Pick<PickerRow, 'auntId' | 'workStatus'>, excluded: ReadonlySet<number>): BlockReason | null {
  if (excluded.has(row.auntId)) return 'onOrder';
  if (row.workStatus === WORKING) return 'working';
  if (row.workStatus === BLACKLISTED) return 'blacklisted';
  return null;
}

export function formatSalaryRange(row: Pick<PickerRow, 'expectedSalary' | 'expectedSalaryMax'>): string {
  return moneyRange(row.expectedSalary, row.expectedSalaryMax, { per: 'month' });
}
