/**
 * The zodiac animal of a birth date, by the lunar year: a lunar year starts at the Spring
 * Festival (正月初一), so someone born 1990-01-20 belongs to the snake year 1989 although the
 * Gregorian year 1990 is a horse year (the horse year began on 1990-01-27). Pure.
 *
 * The Spring Festival dates of 1900-2100 are a table (one base-32 digit a year: days after
 * 21 January, so 0 = 01-21 ... 30 = 02-20). It was generated with date-chinese 2.1.4 (an
 * astronomical computation on astronomia) and checked against lunar-javascript 1.7.7 (6tail's
 * own algorithm): the two agree on all 201 dates. tests/unit/zodiac.test.ts pins known dates
 * and checks every lunar year is 353-355 or 383-385 days long.
 *
 * Range: every date of the Gregorian years 1900-2100 has an answer (dates in January 1900 before
 * 1900-01-31 belong to lunar year 1899, the pig); outside those years the Spring Festival is not
 * in the table and the answer is null (unknown), never a guess.
 *
 * @example
 *   zodiacOfDate(1990, 1, 20) // 'snake'
 *   zodiacOfDate(1990, 1, 27) // 'horse'
 *   zodiacOfDate(1899, 12, 31) // null
 */
import type { ZodiacKey } from '@/api/aunt.types';
import { ZODIACS } from './auntCodes';

export const SPRING_FESTIVAL_FIRST_YEAR = 1900;
export const SPRING_FESTIVAL_LAST_YEAR = 2100;

/** Spring Festival of 1900 + i: days after 21 January, base 32 (see the file's comment). */
const OFFSETS =
  'ati8qe4nc1k9sg5od2lbui7qf3nc2k9rg5oe3lati6pf4nc1k8rg6od3masi7pf4nc0j9rg6pd2lash7qf4ncuj8rg6pe2kath7qf3mb1j8sh5od2kati7qf4mb1k8rg5nd2lati7pe3mb1k9rg5oc2lbti7pe3mc0j8rf5od2lath6pf3mc1j8rg5od3k9sh6pf4mb0j';

/** The Spring Festival of a Gregorian year as month and day, or null outside 1900-2100. */
export function springFestival(year: number): { month: 1 | 2; day: number } | null {
  if (!Number.isInteger(year) || year < SPRING_FESTIVAL_FIRST_YEAR || year > SPRING_FESTIVAL_LAST_YEAR) return null;
  const dayOfYear = 21 + parseInt(OFFSETS[year - SPRING_FESTIVAL_FIRST_YEAR], 32);
  return dayOfYear <= 31 ? { month: 1, day: dayOfYear } : { month: 2, day: dayOfYear - 31 };
}

/** The lunar year a Gregorian date falls in (the year before until its Spring Festival), or null outside 1900-2100. */
export function lunarYearOf(year: number, month: number, day: number): number | null {
  const festival = springFestival(year);
  if (!festival) return null;
  const before = month < festival.month || (month === festival.month && day < festival.day);
  return before ? year - 1 : year;
}

/** Zodiac animal of a lunar year (1900 rat, 1901 ox, ... 2019 pig, 2020 rat). */
export function zodiacOfYear(lunarYear: number): ZodiacKey {
  const index = (((lunarYear - 1900) % 12) + 12) % 12;
  return ZODIACS[index];
}

/** Zodiac animal of a birth date by the lunar year, or null outside 1900-2100. */
export function zodiacOfDate(year: number, month: number, day: number): ZodiacKey | null {
  const lunarYear = lunarYearOf(year, month, day);
  return lunarYear === null ? null : zodiacOfYear(lunarYear);
}

/** Zodiac animal of a 'YYYY-MM-DD' date, or null when it is not one or is outside 1900-2100. */
export function zodiacOfIsoDate(date: string): ZodiacKey | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? zodiacOfDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}
