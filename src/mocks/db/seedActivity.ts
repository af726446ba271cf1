/**
 * The daily activity table: per company and day, the new aunts, employers and orders and the
 * signings, with the day's orders by service type and its aunts by current work status. It
 * feeds /statistics/getChartData until the aunt, employer and order tables exist.
 *
 * The rows cover the 700 days up to the seed's day (the companies are 700 days old) and are
 * drawn from their own seeded generator, so seed steps added elsewhere do not change them.
 * They have weekly seasonality (busy weekends), a yearly swell before the Spring Festival,
 * slow growth and noise.
 *
 * Replay: the seed's calendar ends on 2024-06-01, but a dashboard asks about the real recent
 * past. The statistics handler therefore reads the table moved forward by whole weeks
 * (`activityReplayOffset`), so its last stored week lines up with the current one and every
 * weekday keeps its pattern: the same numbers always, ending at the current day.
 */
import { addDays, daysBetween } from '@/domain/dateFilter';
import { COMPANY_IDS } from './demoAccounts';
import { createRandom, type Random } from './random';
import type { DailyActivityRow, MockDb } from './schema';

/** The seed's day (SEED_NOW's date in China), fixed as text so no time zone can move it. */
export const ACTIVITY_LAST_DAY = '2024-06-01';
export const ACTIVITY_DAYS = 700;
export const ACTIVITY_FIRST_DAY = addDays(ACTIVITY_LAST_DAY, 1 - ACTIVITY_DAYS);
const ACTIVITY_SEED = 20240602;

/** Service types of the orders (company data, so the names are stored as a company keys them in). */
export const ACTIVITY_SERVICE_TYPES: readonly { serviceTypeId: number; serviceTypeName: string; weight: number }[] = [
  { serviceTypeId: 1, serviceTypeName: '住家保姆', weight: 30 },
  { serviceTypeId: 2, serviceTypeName: '月嫂', weight: 22 },
  { serviceTypeId: 3, serviceTypeName: '育儿嫂', weight: 20 },
  { serviceTypeId: 4, serviceTypeName: '钟点工', weight: 14 },
  { serviceTypeId: 5, serviceTypeName: '护工', weight: 8 },
  { serviceTypeId: 6, serviceTypeName: '保洁', weight: 6 },
];

/** Mean new records per day of the main company; the partner agency is smaller. */
const MEANS = { newAunts: 6, newEmployers: 5, newOrders: 4, signings: 1.8 } as const;
const COMPANY_SCALE: Readonly<Record<number, number>> = { [COMPANY_IDS.main]: 1, [COMPANY_IDS.partner]: 0.55 };
/** Sunday..Saturday: families look for help at the weekend. */
const WEEKDAY_FACTOR = [1.3, 0.95, 0.9, 0.9, 0.95, 1.05, 1.35] as const;

/** Work status weights (statuses 1..6) of an aunt registered `age` days before the seed's day. */
function statusWeights(age: number): readonly number[] {
  if (age < 14) return [50, 25, 10, 8, 5, 2];
  if (age < 90) return [25, 12, 8, 8, 42, 5];
  return [15, 3, 2, 3, 70, 7];
}

function noisy(random: Random, mean: number): number {
  return Math.max(0, Math.round(mean * (0.5 + random.next())));
}

/** Counts per bucket of `total` items drawn by weight. */
function spread(random: Random, total: number, weights: readonly number[]): number[] {
  const counts = weights.map(() => 0);
  const items = weights.map((weight, index) => [index, weight] as const);
  for (let i = 0; i < total; i += 1) counts[random.weighted(items)] += 1;
  return counts;
}

function drawCompany(rows: DailyActivityRow[], companyId: number, random: Random): void {
  const scale = COMPANY_SCALE[companyId] ?? 0.5;
  const typeWeights = ACTIVITY_SERVICE_TYPES.map((type) => type.weight);
  for (let index = 0; index < ACTIVITY_DAYS; index += 1) {
    const day = addDays(ACTIVITY_FIRST_DAY, index);
    const date = new Date(`${day}T12:00:00Z`);
    const growth = 0.75 + 0.45 * (index / ACTIVITY_DAYS);
    // Demand swells in the weeks before the Spring Festival (January) and dips in summer.
    const season = 1 + 0.15 * Math.cos(((date.getUTCMonth() - 0.5) / 12) * 2 * Math.PI);
    const factor = scale * growth * season * (WEEKDAY_FACTOR[date.getUTCDay()] ?? 1);
    const newAunts = noisy(random, MEANS.newAunts * factor);
    const newOrders = noisy(random, MEANS.newOrders * factor);
    const row: DailyActivityRow = {
      companyId,
      day,
      newAunts,
      newEmployers: noisy(random, MEANS.newEmployers * factor),
      newOrders,
      signings: Math.min(newOrders + 2, noisy(random, MEANS.signings * factor)),
      ordersByServiceType: spread(random, newOrders, typeWeights),
      auntsByWorkStatus: spread(random, newAunts, statusWeights(ACTIVITY_DAYS - 1 - index)),
    };
    rows.push(row);
  }
}

/**
 * The rows drawn for the last list of company ids. They depend on nothing else, and tests
 * reseed before every test: copying them is far cheaper than drawing 700 days again.
 */
let drawn: { companyIds: string; rows: readonly DailyActivityRow[] } | null = null;

/** Seed step: the activity of every company, from its own generator. */
export function seedActivity(db: MockDb): void {
  const companyIds = db.companies.map((company) => company.companyId).join(',');
  if (drawn?.companyIds !== companyIds) {
    const random = createRandom(ACTIVITY_SEED);
    const rows: DailyActivityRow[] = [];
    for (const company of db.companies) drawCompany(rows, company.companyId, random);
    drawn = { companyIds, rows };
  }
  for (const row of drawn.rows) {
    db.dailyActivity.push({ ...row, ordersByServiceType: [...row.ordersByServiceType], auntsByWorkStatus: [...row.auntsByWorkStatus] });
  }
}

/**
 * How many days the table is moved forward to end at `today` ('YYYY-MM-DD'): the smallest
 * whole number of weeks that reaches it (0 on or before the seed's day). A stored day D is
 * reported as D + offset; the real day d reads the stored day d - offset.
 */
export function activityReplayOffset(today: string): number {
  const behind = daysBetween(ACTIVITY_LAST_DAY, today);
  return behind <= 0 ? 0 : Math.ceil(behind / 7) * 7;
}
