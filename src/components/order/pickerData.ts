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
import { list as orderList } from '@/api/order';
import type { Order } from '@/api/order.types';
import type { ReadinessBasis } from '@/components/readiness/useReadinessBasis';
import { overlappingSigned, readiness, type Readiness } from '@/domain/readiness';

/** Order status 4 签约 (an aunt working there). */
const SIGNED = 4;

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
  // Her readiness (可上户), warned about before she is recommended.
  'idCard',
  'birthDate',
  'certificates',
  'certificateExpiries',
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

/** A chosen aunt the recommend asks about first: her readiness reasons, and her signed orders overlapping the job. */
export interface RecommendWarning {
  row: PickerRow;
  readiness: Readiness;
  busy: Order[];
}

/**
 * What to ask before recommending `rows` to order `orderId` starting on `jobStart`: each one not
 * ready (from her row: insurance and authorisation are not in it) or signed on an order whose
 * contract overlaps (one order list call per chosen aunt, at most RECOMMEND_MAX; a failed call
 * warns of nothing, the server keeps its own rules).
 */
export async function recommendWarnings(rows: readonly PickerRow[], orderId: number, jobStart: string, basis: ReadinessBasis): Promise<RecommendWarning[]> {
  const signed = await Promise.all(
    rows.map((row) =>
      orderList({ auntId: row.auntId, status: SIGNED, page: 1, pageSize: RECOMMEND_MAX }, { silent: true }).then(
        (answer) => answer.list.filter((order) => order.orderId !== orderId && order.auntId === row.auntId),
        () => [],
      ),
    ),
  );
  return rows
    .map((row, index) => ({
      row,
      readiness: readiness({ aunt: row, healthCertificateIds: basis.healthCertificateIds, insurance: null, consent: 'unknown', today: basis.today }),
      busy: overlappingSigned(signed[index] ?? [], jobStart),
    }))
    .filter((warning) => !warning.readiness.ready || warning.busy.length > 0);
}

export function formatSalaryRange(row: Pick<PickerRow, 'expectedSalary' | 'expectedSalaryMax'>): string {
  return moneyRange(row.expectedSalary, row.expectedSalaryMax, { per: 'month' });
}
