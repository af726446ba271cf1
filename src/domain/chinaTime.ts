/**
 * China time (Asia/Shanghai): the agencies' business day. UTC+8 all year (China has had no
 * daylight saving time since 1991), so a fixed offset is exact and needs no time-zone data.
 *
 * Every "which day is it" of the back office is a China day: order numbers (DD + the day of
 * creation), the date filters' "today" and period bounds (dateFilter.ts), the dashboard's days,
 * the created-date filters of the lists, plan expiry dates. Whatever the zone of the machine
 * that runs the mock server or the tests.
 *
 * Days are 'YYYY-MM-DD' strings; `chinaDayNumber` counts whole China days since 1970-01-01 for
 * code that buckets thousands of rows (no string formatting per row).
 *
 * @example
 *   chinaDay('2026-11-23T17:30:00Z')   // '2026-11-24' (01:30 in China)
 *   chinaDay('2026-11-23T15:59:00Z')   // '2026-11-23' (23:59 in China)
 *   chinaDayStart('2026-11-24')        // Date.parse('2026-11-23T16:00:00Z')
 */

export const CHINA_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

const instant = (time: number | string | Date): number => (typeof time === 'number' ? time : typeof time === 'string' ? Date.parse(time) : time.getTime());

/** Whole China days from 1970-01-01 to the China day holding `time` (an instant, an ISO string or a Date). */
export function chinaDayNumber(time: number | string | Date): number {
  return Math.floor((instant(time) + CHINA_OFFSET_MS) / DAY_MS);
}

/** 'YYYY-MM-DD' of day number `n` (see chinaDayNumber). */
export function dayOfNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** The day number of 'YYYY-MM-DD'. */
export function numberOfDay(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** 'YYYY-MM-DD' of an instant (ms, ISO string or Date) in China time. */
export function chinaDay(time: number | string | Date): string {
  return dayOfNumber(chinaDayNumber(time));
}

/** The instant (ms) China midnight begins `day` ('YYYY-MM-DD'). */
export function chinaDayStart(day: string): number {
  return numberOfDay(day) * DAY_MS - CHINA_OFFSET_MS;
}

/**
 * China wall-clock time 'YYYY-MM-DD HH:mm:ss' of an instant: how the chat service writes its
 * times (a China back end's habit), whatever the zone of the machine.
 */
export function chinaClock(time: number | string | Date): string {
  return new Date(instant(time) + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant (ms) of a China wall-clock 'YYYY-MM-DD HH:mm:ss' (see chinaClock); NaN when it is not one. */
export function fromChinaClock(text: string): number {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? Date.parse(`${text.replace(' ', 'T')}Z`) - CHINA_OFFSET_MS : Number.NaN;
}
