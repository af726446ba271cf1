/**
 * Time display of section 9 (src/domain/time.ts): every threshold on both sides, both
 * languages, every accepted input kind. Times are built from local components so the tests
 * pass in any time zone.
 */
import { describe, expect, it } from 'vitest';
import { dateTime } from '@/domain/format';
import { formatRelative, formatTime, toEpochMs } from '@/domain/time';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Saturday 2024-06-01 09:00 local time. */
const NOW = new Date(2024, 5, 1, 9, 0, 0).getTime();
const ago = (ms: number) => NOW - ms;

describe('formatTime', () => {
  it.each([
    ['now', 0, '09:00', '09:00'],
    ['23:59 ago', 23 * HOUR + 59 * MINUTE, '09:01', '09:01'],
    ['1 ms under 24 h', DAY - 1, '09:00', '09:00'],
    ['exactly 24 h', DAY, '昨天 09:00', 'Yesterday 09:00'],
    ['47:59 ago', 47 * HOUR + 59 * MINUTE, '昨天 09:01', 'Yesterday 09:01'],
    ['exactly 48 h', 2 * DAY, '05-30', '05-30'],
    ['359 days ago', 359 * DAY, '06-08', '06-08'],
    ['1 ms under 360 days', 360 * DAY - 1, '06-07', '06-07'],
    ['exactly 360 days', 360 * DAY, '2023-06-07', '2023-06-07'],
    ['three years ago', 3 * 365 * DAY + DAY, '2021-06-01', '2021-06-01'],
  ])('%s', (_label, elapsed, zh, en) => {
    expect(formatTime(ago(elapsed), { now: NOW })).toBe(zh);
    expect(formatTime(ago(elapsed), { now: NOW, lang: 'zh' })).toBe(zh);
    expect(formatTime(ago(elapsed), { now: NOW, lang: 'en' })).toBe(en);
  });

  it('counts elapsed time, not calendar days: 20 h ago is yesterday but shows the time only', () => {
    expect(formatTime(new Date(2024, 4, 31, 13, 0), { now: NOW, lang: 'en' })).toBe('13:00');
    expect(formatTime(new Date(2024, 4, 30, 17, 0), { now: NOW, lang: 'zh' })).toBe('昨天 17:00');
  });

  it.each([
    ['1 h ahead', -HOUR, '10:00', '10:00'],
    ['1 ms under 24 h ahead', -(DAY - 1), '08:59', '08:59'],
    ['24 h ahead', -DAY, '2024-06-02', '2024-06-02'],
    ['a year ahead', -366 * DAY, '2025-06-02', '2025-06-02'],
  ])('future: %s', (_label, elapsed, zh, en) => {
    expect(formatTime(ago(elapsed), { now: NOW, lang: 'zh' })).toBe(zh);
    expect(formatTime(ago(elapsed), { now: NOW, lang: 'en' })).toBe(en);
  });

  it('accepts a Date as now and defaults now to the clock', () => {
    expect(formatTime(ago(30 * HOUR), { now: new Date(NOW), lang: 'en' })).toBe('Yesterday 03:00');
    const fiveMinutesAgo = Date.now() - 5 * MINUTE;
    expect(formatTime(fiveMinutesAgo)).toMatch(/^\d{2}:\d{2}$/);
  });
});

describe('formatRelative', () => {
  it.each([
    ['now', 0, '刚刚', 'just now'],
    ['29.999 s ago', 30 * SECOND - 1, '刚刚', 'just now'],
    ['30 s ago', 30 * SECOND, '1分钟前', '1 minute ago'],
    ['2 min ago', 2 * MINUTE, '2分钟前', '2 minutes ago'],
    ['59 min ago', 59 * MINUTE, '59分钟前', '59 minutes ago'],
    ['1 ms under 1 h', HOUR - 1, '59分钟前', '59 minutes ago'],
    ['60 min ago', HOUR, '1小时前', '1 hour ago'],
    ['23:59 ago', 23 * HOUR + 59 * MINUTE, '23小时前', '23 hours ago'],
    ['24 h ago', DAY, '1天前', '1 day ago'],
    ['47:59 ago', 47 * HOUR + 59 * MINUTE, '1天前', '1 day ago'],
    ['48 h ago', 2 * DAY, '05-30', '05-30'],
    ['1 ms under 360 days', 360 * DAY - 1, '06-07', '06-07'],
    ['360 days ago', 360 * DAY, '2023-06-07', '2023-06-07'],
  ])('%s', (_label, elapsed, zh, en) => {
    expect(formatRelative(ago(elapsed), { now: NOW })).toBe(zh);
    expect(formatRelative(ago(elapsed), { now: NOW, lang: 'en' })).toBe(en);
  });

  it.each([
    ['10 s ahead (clock skew)', -10 * SECOND, '刚刚', 'just now'],
    ['30 s ahead', -30 * SECOND, '刚刚', 'just now'],
    ['31 s ahead', -31 * SECOND, '09:00', '09:00'],
    ['2 h ahead', -2 * HOUR, '11:00', '11:00'],
    ['3 days ahead', -3 * DAY, '2024-06-04', '2024-06-04'],
  ])('future: %s', (_label, elapsed, zh, en) => {
    expect(formatRelative(ago(elapsed), { now: NOW, lang: 'zh' })).toBe(zh);
    expect(formatRelative(ago(elapsed), { now: NOW, lang: 'en' })).toBe(en);
  });
});

describe('inputs', () => {
  const iso = new Date(NOW - 3 * HOUR).toISOString();

  it('reads ISO strings, milliseconds, 10-digit seconds (number or digit string) and Dates', () => {
    const expected = NOW - 3 * HOUR;
    expect(toEpochMs(iso)).toBe(expected);
    expect(toEpochMs(expected)).toBe(expected);
    expect(toEpochMs(expected / 1000)).toBe(expected);
    expect(toEpochMs(String(expected / 1000))).toBe(expected);
    expect(toEpochMs(String(expected))).toBe(expected);
    expect(toEpochMs(new Date(expected))).toBe(expected);
    for (const value of [iso, expected, expected / 1000, new Date(expected)]) {
      expect(formatRelative(value, { now: NOW, lang: 'en' })).toBe('3 hours ago');
      expect(formatTime(value, { now: NOW })).toBe('06:00');
    }
  });

  it.each([
    ['garbage', 'not a date'],
    ['empty', ''],
    ['blank', '   '],
    ['NaN', Number.NaN],
    ['Infinity', Infinity],
    ['invalid Date', new Date('x')],
    ['null', null],
    ['undefined', undefined],
  ])('gives an empty string for %s', (_label, value) => {
    expect(formatTime(value, { now: NOW })).toBe('');
    expect(formatRelative(value, { now: NOW, lang: 'en' })).toBe('');
    expect(dateTime(value)).toBe('');
  });
});

describe('dateTime', () => {
  it('shows the full local date and time whatever the distance', () => {
    expect(dateTime(new Date(2026, 10, 25, 10, 0).toISOString())).toBe('2026-11-25 10:00');
    expect(dateTime(new Date(2020, 0, 2, 7, 5))).toBe('2020-01-02 07:05');
    expect(dateTime(NOW)).toBe('2024-06-01 09:00');
  });
});
