/**
 * The 18 date filter options (first document, section 3): their order, labels (`dateFilter.options.*`),
 * which input each needs, and `resolveDateFilter`, which turns a filter into inclusive day
 * bounds. Pure and shared by the client (picker, pages) and the mock backend (getChartData).
 *
 * Rules (all days are China calendar days (chinaTime.ts), written 'YYYY-MM-DD', bounds inclusive;
 * "today" is the China day of `now`, whatever the zone of the machine):
 * - today / yesterday: that day;
 * - currentWeek / lastWeek: Monday to Sunday (weeks start on Monday whatever the locale);
 * - currentMonth / lastMonth, currentQuarter / lastQuarter (calendar quarters Jan-Mar, ...),
 *   currentYear / lastYear: the whole period, including its days still to come;
 * - inPastDays N: the last N days including today (N = 1 is today);
 * - afterPastDays N: after the day N days ago (start = today - N + 1, no end);
 * - beforePastDays N: before the day N days ago (end = today - N - 1, no start);
 * - afterSpecifiedTime D / beforeSpecifiedTime D: strictly after / before day D;
 * - specifiedTime D: day D; specifyTimeRange S..E: S to E (S must not be after E);
 * - isNull: records without a date ({ isNull: true }).
 * N is an integer from 1 to 3650; dates are 'YYYY-MM-DD' with a year 19xx or 20xx.
 *
 * @example
 *   resolveDateFilter({ dateFilter: 'inPastDays', days: 7 }, Date.parse('2024-06-01T04:00:00Z'))  // { start: '2024-05-26', end: '2024-06-01' }
 *   resolveDateFilter({ dateFilter: 'today' }, Date.parse('2026-11-23T17:30:00Z'))            // 2026-11-24 (01:30 in China)
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { DateFilterOption, StatisticsFilter } from '@/api/statistics';
import { chinaDay } from './chinaTime';

/** What an option needs besides its name. */
export type DateFilterParam = 'none' | 'days' | 'date' | 'range';

const CHOICES = [
  ['today', 'none'],
  ['yesterday', 'none'],
  ['currentWeek', 'none'],
  ['lastWeek', 'none'],
  ['currentMonth', 'none'],
  ['lastMonth', 'none'],
  ['currentQuarter', 'none'],
  ['lastQuarter', 'none'],
  ['currentYear', 'none'],
  ['lastYear', 'none'],
  ['afterPastDays', 'days'],
  ['beforePastDays', 'days'],
  ['inPastDays', 'days'],
  ['afterSpecifiedTime', 'date'],
  ['beforeSpecifiedTime', 'date'],
  ['specifiedTime', 'date'],
  ['specifyTimeRange', 'range'],
  ['isNull', 'none'],
] as const satisfies readonly (readonly [DateFilterOption, DateFilterParam])[];

// Compile-time check that every option of the API union has a row above.
type MissingOption = Exclude<DateFilterOption, (typeof CHOICES)[number][0]>;
const everyOptionListed: [MissingOption] extends [never] ? true : never = true;
void everyOptionListed;

export interface DateFilterChoice {
  value: DateFilterOption;
  /** i18n key of the option's label. */
  labelKey: `dateFilter.options.${DateFilterOption}`;
  param: DateFilterParam;
}

/** The options in display order. */
export const DATE_FILTER_CHOICES: readonly DateFilterChoice[] = CHOICES.map(([value, param]) => ({
  value,
  labelKey: `dateFilter.options.${value}` as const,
  param,
}));

const PARAM_OF = new Map<string, DateFilterParam>(CHOICES);

export const DAYS_MIN = 1;
export const DAYS_MAX = 3650;
export const DAY_FORMAT = 'YYYY-MM-DD';

export function isDateFilterOption(value: unknown): value is DateFilterOption {
  return typeof value === 'string' && PARAM_OF.has(value);
}

/** The input an option needs. */
export function dateFilterParam(option: DateFilterOption): DateFilterParam {
  return PARAM_OF.get(option) ?? 'none';
}

/** 'YYYY-MM-DD' with a year 19xx or 20xx that names a real day (section 5's date rule). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value)) return false;
  return dayjs(value).format(DAY_FORMAT) === value;
}

/** The day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  return dayjs(day).add(n, 'day').format(DAY_FORMAT);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayjs(to).diff(dayjs(from), 'day', true));
}

/** Inclusive day bounds of a filter; a missing bound is open. */
export interface ResolvedDateRange {
  start?: string;
  end?: string;
  isNull?: true;
}

/** Why a filter cannot be resolved. */
export type DateFilterIssue =
  | { field: 'dateFilter'; problem: 'unknown' }
  | { field: 'days' | 'startDate' | 'endDate'; problem: 'missing' | 'invalid' }
  | { field: 'endDate'; problem: 'beforeStart' };

export type DateFilterCheck = { ok: true; filter: StatisticsFilter } | { ok: false; issue: DateFilterIssue };

const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

function readDays(raw: unknown): number | null {
  const value = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value >= DAYS_MIN && value <= DAYS_MAX ? value : null;
}

/**
 * Checks a filter as received (from a form or a request body) and returns it cleaned: only
 * the fields its option uses, days as a number. Fields an option does not use are ignored.
 */
export function checkDateFilter(input: unknown): DateFilterCheck {
  const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const option = source.dateFilter;
  if (!isDateFilterOption(option)) return { ok: false, issue: { field: 'dateFilter', problem: 'unknown' } };
  const param = dateFilterParam(option);
  if (param === 'days') {
    if (isAbsent(source.days)) return { ok: false, issue: { field: 'days', problem: 'missing' } };
    const days = readDays(source.days);
    if (days === null) return { ok: false, issue: { field: 'days', problem: 'invalid' } };
    return { ok: true, filter: { dateFilter: option, days } };
  }
  if (param === 'date' || param === 'range') {
    const fields = param === 'date' ? (['startDate'] as const) : (['startDate', 'endDate'] as const);
    for (const field of fields) {
      if (isAbsent(source[field])) return { ok: false, issue: { field, problem: 'missing' } };
      if (!isDay(source[field])) return { ok: false, issue: { field, problem: 'invalid' } };
    }
    const startDate = source.startDate as string;
    if (param === 'date') return { ok: true, filter: { dateFilter: option, startDate } };
    const endDate = source.endDate as string;
    if (endDate < startDate) return { ok: false, issue: { field: 'endDate', problem: 'beforeStart' } };
    return { ok: true, filter: { dateFilter: option, startDate, endDate } };
  }
  return { ok: true, filter: { dateFilter: option } };
}

/** Thrown by resolveDateFilter for a filter that checkDateFilter refuses. */
export class DateFilterError extends Error {
  constructor(readonly issue: DateFilterIssue) {
    super(`date filter: ${issue.field} ${issue.problem}`);
    this.name = 'DateFilterError';
  }
}

const span = (from: Dayjs, to: Dayjs): ResolvedDateRange => ({ start: from.format(DAY_FORMAT), end: to.format(DAY_FORMAT) });

/** First day of the calendar quarter `offset` quarters from the one holding `day`. */
function quarterStart(day: Dayjs, offset: number): Dayjs {
  return dayjs(new Date(day.year(), Math.floor(day.month() / 3) * 3 + offset * 3, 1));
}

/** Inclusive China-day bounds of a filter at time `now`; throws DateFilterError when it is incomplete. */
export function resolveDateFilter(filter: StatisticsFilter, now: number | Date = Date.now()): ResolvedDateRange {
  const checked = checkDateFilter(filter);
  if (!checked.ok) throw new DateFilterError(checked.issue);
  const { dateFilter, days = 0, startDate = '', endDate = '' } = checked.filter;
  // The China day as a plain calendar day: the arithmetic below never meets a zone.
  const today = dayjs(chinaDay(now));
  const monday = today.subtract((today.day() + 6) % 7, 'day');
  switch (dateFilter) {
    case 'today':
      return span(today, today);
    case 'yesterday':
      return span(today.subtract(1, 'day'), today.subtract(1, 'day'));
    case 'currentWeek':
      return span(monday, monday.add(6, 'day'));
    case 'lastWeek':
      return span(monday.subtract(7, 'day'), monday.subtract(1, 'day'));
    case 'currentMonth':
      return span(today.startOf('month'), today.endOf('month'));
    case 'lastMonth': {
      const previous = today.startOf('month').subtract(1, 'day');
      return span(previous.startOf('month'), previous);
    }
    case 'currentQuarter':
      return span(quarterStart(today, 0), quarterStart(today, 1).subtract(1, 'day'));
    case 'lastQuarter':
      return span(quarterStart(today, -1), quarterStart(today, 0).subtract(1, 'day'));
    case 'currentYear':
      return span(today.startOf('year'), today.endOf('year'));
    case 'lastYear': {
      const previous = today.startOf('year').subtract(1, 'day');
      return span(previous.startOf('year'), previous);
    }
    case 'afterPastDays':
      return { start: today.subtract(days - 1, 'day').format(DAY_FORMAT) };
    case 'beforePastDays':
      return { end: today.subtract(days + 1, 'day').format(DAY_FORMAT) };
    case 'inPastDays':
      return span(today.subtract(days - 1, 'day'), today);
    case 'afterSpecifiedTime':
      return { start: addDays(startDate, 1) };
    case 'beforeSpecifiedTime':
      return { end: addDays(startDate, -1) };
    case 'specifiedTime':
      return { start: startDate, end: startDate };
    case 'specifyTimeRange':
      return { start: startDate, end: endDate };
    case 'isNull':
      return { isNull: true };
  }
}

/** Whether a day lies within resolved bounds (never, for isNull). */
export function isDayInRange(day: string, range: ResolvedDateRange): boolean {
  if (range.isNull) return false;
  return (range.start === undefined || day >= range.start) && (range.end === undefined || day <= range.end);
}
