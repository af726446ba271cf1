/**
 * The date filter options and their resolution to day bounds (src/domain/dateFilter.ts), and
 * the China day (src/domain/chinaTime.ts) they are counted in. `now` is a China wall-clock time
 * (UTC+8), so the answers are the same whatever the zone of the machine running the tests.
 */
import { describe, expect, it } from 'vitest';
import { DATE_FILTER_OPTIONS, type StatisticsFilter } from '@/api/statistics';
import { featureTextsZh } from '@/i18n/features';
import { featureTextsEn } from '@/i18n/featuresEn';
import {
  DATE_FILTER_CHOICES,
  DateFilterError,
  addDays,
  checkDateFilter,
  dateFilterParam,
  daysBetween,
  isDay,
  isDayInRange,
  resolveDateFilter,
} from '@/domain/dateFilter';
import { chinaClock, chinaDay, chinaDayNumber, chinaDayStart, dayOfNumber, fromChinaClock, numberOfDay } from '@/domain/chinaTime';

/** The instant it is `h`:`min` on y-m-d in China. */
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(Date.UTC(y, m - 1, d, h - 8, min));
/** Saturday 2024-06-01 09:00 in China. */
const SAT = at(2024, 6, 1, 9);
const resolve = (filter: StatisticsFilter, now: Date = SAT) => resolveDateFilter(filter, now);

describe('the option list', () => {
  it('has the 18 options of the spec in its order, each with a label in both languages', () => {
    expect(DATE_FILTER_CHOICES.map((choice) => choice.value)).toEqual([...DATE_FILTER_OPTIONS]);
    for (const choice of DATE_FILTER_CHOICES) {
      const name = choice.labelKey.split('.')[2] as keyof typeof featureTextsZh.dateFilter.options;
      expect(featureTextsZh.dateFilter.options[name]).toBeTruthy();
      expect(featureTextsEn.dateFilter.options[name]).toBeTruthy();
    }
  });

  it('says which options need days, a date or a range', () => {
    const byParam = (param: string) => DATE_FILTER_CHOICES.filter((choice) => choice.param === param).map((choice) => choice.value);
    expect(byParam('days')).toEqual(['afterPastDays', 'beforePastDays', 'inPastDays']);
    expect(byParam('date')).toEqual(['afterSpecifiedTime', 'beforeSpecifiedTime', 'specifiedTime']);
    expect(byParam('range')).toEqual(['specifyTimeRange']);
    expect(dateFilterParam('isNull')).toBe('none');
  });
});

describe('resolveDateFilter on Saturday 2024-06-01', () => {
  it.each<[StatisticsFilter, object]>([
    [{ dateFilter: 'today' }, { start: '2024-06-01', end: '2024-06-01' }],
    [{ dateFilter: 'yesterday' }, { start: '2024-05-31', end: '2024-05-31' }],
    [{ dateFilter: 'currentWeek' }, { start: '2024-05-27', end: '2024-06-02' }],
    [{ dateFilter: 'lastWeek' }, { start: '2024-05-20', end: '2024-05-26' }],
    [{ dateFilter: 'currentMonth' }, { start: '2024-06-01', end: '2024-06-30' }],
    [{ dateFilter: 'lastMonth' }, { start: '2024-05-01', end: '2024-05-31' }],
    [{ dateFilter: 'currentQuarter' }, { start: '2024-04-01', end: '2024-06-30' }],
    [{ dateFilter: 'lastQuarter' }, { start: '2024-01-01', end: '2024-03-31' }],
    [{ dateFilter: 'currentYear' }, { start: '2024-01-01', end: '2024-12-31' }],
    [{ dateFilter: 'lastYear' }, { start: '2023-01-01', end: '2023-12-31' }],
    [
      { dateFilter: 'inPastDays', days: 1 },
      { start: '2024-06-01', end: '2024-06-01' },
    ],
    [
      { dateFilter: 'inPastDays', days: 7 },
      { start: '2024-05-26', end: '2024-06-01' },
    ],
    [
      { dateFilter: 'inPastDays', days: 30 },
      { start: '2024-05-03', end: '2024-06-01' },
    ],
    [{ dateFilter: 'afterPastDays', days: 7 }, { start: '2024-05-26' }],
    [{ dateFilter: 'beforePastDays', days: 7 }, { end: '2024-05-24' }],
    [{ dateFilter: 'beforePastDays', days: 1 }, { end: '2024-05-30' }],
    [{ dateFilter: 'afterSpecifiedTime', startDate: '2024-02-28' }, { start: '2024-02-29' }],
    [{ dateFilter: 'beforeSpecifiedTime', startDate: '2024-03-01' }, { end: '2024-02-29' }],
    [
      { dateFilter: 'specifiedTime', startDate: '1999-12-31' },
      { start: '1999-12-31', end: '1999-12-31' },
    ],
    [
      { dateFilter: 'specifyTimeRange', startDate: '2024-01-15', endDate: '2024-02-15' },
      { start: '2024-01-15', end: '2024-02-15' },
    ],
    [
      { dateFilter: 'specifyTimeRange', startDate: '2024-01-15', endDate: '2024-01-15' },
      { start: '2024-01-15', end: '2024-01-15' },
    ],
    [{ dateFilter: 'isNull' }, { isNull: true }],
  ])('%o', (filter, expected) => {
    expect(resolve(filter)).toEqual(expected);
  });

  it('ignores the fields an option does not use', () => {
    expect(resolve({ dateFilter: 'today', days: 5, startDate: '2020-01-01' })).toEqual({ start: '2024-06-01', end: '2024-06-01' });
  });

  it('accepts the clock as a number and defaults to now', () => {
    expect(resolveDateFilter({ dateFilter: 'today' }, SAT.getTime())).toEqual({ start: '2024-06-01', end: '2024-06-01' });
    expect(resolveDateFilter({ dateFilter: 'inPastDays', days: 2 }).end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('period edges', () => {
  it('weeks start on Monday: on a Sunday and on a Monday', () => {
    expect(resolve({ dateFilter: 'currentWeek' }, at(2024, 6, 2, 23))).toEqual({ start: '2024-05-27', end: '2024-06-02' });
    expect(resolve({ dateFilter: 'currentWeek' }, at(2024, 6, 3, 0))).toEqual({ start: '2024-06-03', end: '2024-06-09' });
    expect(resolve({ dateFilter: 'lastWeek' }, at(2024, 6, 3, 0))).toEqual({ start: '2024-05-27', end: '2024-06-02' });
  });

  it('weeks, quarters and years across New Year (Wednesday 2025-01-01)', () => {
    const newYear = at(2025, 1, 1, 0);
    expect(resolve({ dateFilter: 'currentWeek' }, newYear)).toEqual({ start: '2024-12-30', end: '2025-01-05' });
    expect(resolve({ dateFilter: 'lastWeek' }, newYear)).toEqual({ start: '2024-12-23', end: '2024-12-29' });
    expect(resolve({ dateFilter: 'currentQuarter' }, newYear)).toEqual({ start: '2025-01-01', end: '2025-03-31' });
    expect(resolve({ dateFilter: 'lastQuarter' }, newYear)).toEqual({ start: '2024-10-01', end: '2024-12-31' });
    expect(resolve({ dateFilter: 'lastMonth' }, newYear)).toEqual({ start: '2024-12-01', end: '2024-12-31' });
    expect(resolve({ dateFilter: 'lastYear' }, newYear)).toEqual({ start: '2024-01-01', end: '2024-12-31' });
    expect(resolve({ dateFilter: 'yesterday' }, newYear)).toEqual({ start: '2024-12-31', end: '2024-12-31' });
    expect(resolve({ dateFilter: 'inPastDays', days: 3 }, newYear)).toEqual({ start: '2024-12-30', end: '2025-01-01' });
  });

  it('quarters on their last and first days, December 31 and leap February', () => {
    expect(resolve({ dateFilter: 'currentQuarter' }, at(2024, 3, 31, 23))).toEqual({ start: '2024-01-01', end: '2024-03-31' });
    expect(resolve({ dateFilter: 'currentQuarter' }, at(2024, 4, 1, 0))).toEqual({ start: '2024-04-01', end: '2024-06-30' });
    expect(resolve({ dateFilter: 'lastQuarter' }, at(2024, 4, 1, 0))).toEqual({ start: '2024-01-01', end: '2024-03-31' });
    expect(resolve({ dateFilter: 'currentQuarter' }, at(2024, 12, 31, 23))).toEqual({ start: '2024-10-01', end: '2024-12-31' });
    expect(resolve({ dateFilter: 'lastQuarter' }, at(2024, 8, 31))).toEqual({ start: '2024-04-01', end: '2024-06-30' });
    expect(resolve({ dateFilter: 'currentYear' }, at(2024, 12, 31, 23))).toEqual({ start: '2024-01-01', end: '2024-12-31' });
    expect(resolve({ dateFilter: 'lastMonth' }, at(2024, 3, 31))).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(resolve({ dateFilter: 'currentMonth' }, at(2023, 2, 10))).toEqual({ start: '2023-02-01', end: '2023-02-28' });
  });
});

describe('China days', () => {
  it('a day is the China day: 01:30 in China is already tomorrow on a UTC clock', () => {
    expect(chinaDay('2026-11-23T17:30:00.000Z')).toBe('2026-11-24');
    expect(chinaDay(Date.parse('2026-11-23T15:59:59.999Z'))).toBe('2026-11-23');
    expect(chinaDay(new Date('2026-11-23T16:00:00.000Z'))).toBe('2026-11-24');
    expect(chinaDayStart('2026-11-24')).toBe(Date.parse('2026-11-23T16:00:00.000Z'));
    expect(dayOfNumber(chinaDayNumber('2024-02-28T16:00:00.000Z'))).toBe('2024-02-29');
    expect(numberOfDay('1970-01-02')).toBe(1);
  });

  it("a China wall-clock time (the chat service's times) and back, whatever the zone of the machine", () => {
    expect(chinaClock('2026-11-23T17:30:05.000Z')).toBe('2026-11-24 01:30:05');
    expect(fromChinaClock('2026-11-24 01:30:05')).toBe(Date.parse('2026-11-23T17:30:05.000Z'));
    expect(fromChinaClock(chinaClock(1_700_000_000_000))).toBe(1_700_000_000_000);
    expect(fromChinaClock('2026-11-24T01:30:05')).toBeNaN();
    expect(fromChinaClock('')).toBeNaN();
  });

  it('"today" at 01:30 in China (17:30 UTC the day before) is the China day', () => {
    const early = Date.parse('2026-11-23T17:30:00.000Z');
    expect(resolveDateFilter({ dateFilter: 'today' }, early)).toEqual({ start: '2026-11-24', end: '2026-11-24' });
    expect(resolveDateFilter({ dateFilter: 'yesterday' }, early)).toEqual({ start: '2026-11-23', end: '2026-11-23' });
    expect(resolveDateFilter({ dateFilter: 'today' }, Date.parse('2026-11-23T15:59:00.000Z'))).toEqual({ start: '2026-11-23', end: '2026-11-23' });
  });

  // 2026-12-31T16:30Z is Friday 2027-01-01 00:30 in China: every period has already turned.
  it.each<[StatisticsFilter, object]>([
    [{ dateFilter: 'today' }, { start: '2027-01-01', end: '2027-01-01' }],
    [{ dateFilter: 'yesterday' }, { start: '2026-12-31', end: '2026-12-31' }],
    [{ dateFilter: 'currentWeek' }, { start: '2026-12-28', end: '2027-01-03' }],
    [{ dateFilter: 'lastWeek' }, { start: '2026-12-21', end: '2026-12-27' }],
    [{ dateFilter: 'currentMonth' }, { start: '2027-01-01', end: '2027-01-31' }],
    [{ dateFilter: 'lastMonth' }, { start: '2026-12-01', end: '2026-12-31' }],
    [{ dateFilter: 'currentQuarter' }, { start: '2027-01-01', end: '2027-03-31' }],
    [{ dateFilter: 'lastQuarter' }, { start: '2026-10-01', end: '2026-12-31' }],
    [{ dateFilter: 'currentYear' }, { start: '2027-01-01', end: '2027-12-31' }],
    [{ dateFilter: 'lastYear' }, { start: '2026-01-01', end: '2026-12-31' }],
    [{ dateFilter: 'afterPastDays', days: 3 }, { start: '2026-12-30' }],
    [{ dateFilter: 'beforePastDays', days: 3 }, { end: '2026-12-28' }],
    [
      { dateFilter: 'inPastDays', days: 3 },
      { start: '2026-12-30', end: '2027-01-01' },
    ],
    [{ dateFilter: 'afterSpecifiedTime', startDate: '2026-12-31' }, { start: '2027-01-01' }],
    [{ dateFilter: 'beforeSpecifiedTime', startDate: '2027-01-01' }, { end: '2026-12-31' }],
    [
      { dateFilter: 'specifiedTime', startDate: '2026-12-31' },
      { start: '2026-12-31', end: '2026-12-31' },
    ],
    [
      { dateFilter: 'specifyTimeRange', startDate: '2026-12-31', endDate: '2027-01-01' },
      { start: '2026-12-31', end: '2027-01-01' },
    ],
    [{ dateFilter: 'isNull' }, { isNull: true }],
  ])('at 2026-12-31T16:30Z (New Year 00:30 in China): %o', (filter, expected) => {
    expect(resolveDateFilter(filter, Date.parse('2026-12-31T16:30:00.000Z'))).toEqual(expected);
  });
});

describe('checking a filter', () => {
  it.each<[unknown, object]>([
    [{ dateFilter: 'tomorrow' }, { field: 'dateFilter', problem: 'unknown' }],
    [{}, { field: 'dateFilter', problem: 'unknown' }],
    [null, { field: 'dateFilter', problem: 'unknown' }],
    [{ dateFilter: 'inPastDays' }, { field: 'days', problem: 'missing' }],
    [
      { dateFilter: 'afterPastDays', days: '' },
      { field: 'days', problem: 'missing' },
    ],
    [
      { dateFilter: 'inPastDays', days: 0 },
      { field: 'days', problem: 'invalid' },
    ],
    [
      { dateFilter: 'inPastDays', days: 3651 },
      { field: 'days', problem: 'invalid' },
    ],
    [
      { dateFilter: 'beforePastDays', days: 1.5 },
      { field: 'days', problem: 'invalid' },
    ],
    [{ dateFilter: 'specifiedTime' }, { field: 'startDate', problem: 'missing' }],
    [
      { dateFilter: 'afterSpecifiedTime', startDate: '2024/06/01' },
      { field: 'startDate', problem: 'invalid' },
    ],
    [
      { dateFilter: 'beforeSpecifiedTime', startDate: '2023-02-29' },
      { field: 'startDate', problem: 'invalid' },
    ],
    [
      { dateFilter: 'specifiedTime', startDate: '1899-12-31' },
      { field: 'startDate', problem: 'invalid' },
    ],
    [
      { dateFilter: 'specifyTimeRange', startDate: '2024-01-01' },
      { field: 'endDate', problem: 'missing' },
    ],
    [
      { dateFilter: 'specifyTimeRange', startDate: '2024-01-02', endDate: '2024-01-01' },
      { field: 'endDate', problem: 'beforeStart' },
    ],
  ])('refuses %o', (input, issue) => {
    expect(checkDateFilter(input)).toEqual({ ok: false, issue });
    if (input && typeof input === 'object') expect(() => resolveDateFilter(input as StatisticsFilter, SAT)).toThrow(DateFilterError);
  });

  it('keeps only the fields the option uses and reads days given as digits', () => {
    expect(checkDateFilter({ dateFilter: 'inPastDays', days: '30', startDate: 'x' })).toEqual({ ok: true, filter: { dateFilter: 'inPastDays', days: 30 } });
    expect(checkDateFilter({ dateFilter: 'inPastDays', days: 3650 })).toEqual({ ok: true, filter: { dateFilter: 'inPastDays', days: 3650 } });
    expect(checkDateFilter({ dateFilter: 'isNull', days: 'x' })).toEqual({ ok: true, filter: { dateFilter: 'isNull' } });
  });
});

describe('day helpers', () => {
  it('validate, add and count days across month ends and leap years', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2023-02-29')).toBe(false);
    expect(isDay('2024-6-1')).toBe(false);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2023-06-01', '2024-06-01')).toBe(366);
    expect(daysBetween('2024-06-01', '2024-05-31')).toBe(-1);
  });

  it('tests membership of resolved bounds, open ends included', () => {
    expect(isDayInRange('2024-06-01', { start: '2024-06-01', end: '2024-06-01' })).toBe(true);
    expect(isDayInRange('2024-06-02', { start: '2024-06-01', end: '2024-06-01' })).toBe(false);
    expect(isDayInRange('1990-01-01', { end: '2024-06-01' })).toBe(true);
    expect(isDayInRange('2099-01-01', { start: '2024-06-01' })).toBe(true);
    expect(isDayInRange('2024-06-01', { isNull: true })).toBe(false);
  });
});
