/**
 * The identity-number rule and what derives from it (first document, sections 3 and 5). Pure.
 *
 * The spec's rule, and only it: 18 characters; a non-zero first digit; a six-digit region; birth
 * year 1900 to 2019; month 01-12; day up to 31; three digits; a final digit or X. A number whose
 * birth date is not on the calendar (04-31, 02-30, 02-29 outside a leap year — 1900 was not one)
 * follows the rule and is saved, as the Vue app saved it: `birthDateExists` feeds a warning only,
 * and the derived fields are read from the digits as written (birth date '1990-02-31'). The
 * ISO 7064 MOD 11-2 check digit is not part of the rule either: `hasValidCheckDigit` warns.
 *
 * Derivations: gender from the 17th digit (odd male 1, even female 0); the zodiac animal by the
 * lunar year of the birth date (zodiac.ts: born 1990-01-20, before that year's Spring Festival on
 * 01-27, is a snake); the constellation by month-day; the age in full years at `today`.
 *
 * @example
 *   validateIdCard('11010519491231002X')              // null (valid)
 *   deriveFromIdCard('11010519491231002X', new Date()) // { birthDate: '1949-12-31', gender: 0, zodiac: 'ox', ... }
 */
import type { ConstellationKey, Gender, ZodiacKey } from '@/api/aunt.types';
import { CONSTELLATIONS } from './auntCodes';
import { zodiacOfDate } from './zodiac';

export const ID_CARD_LENGTH = 18;
export const ID_CARD_MIN_YEAR = 1900;
export const ID_CARD_MAX_YEAR = 2019;

/** Why a number is refused: each maps to its own message (`auntForm.idCard.<reason>`). */
export type IdCardProblem = 'empty' | 'length' | 'format' | 'year' | 'month' | 'day';

/** Region (non-zero first digit + five digits), date part (eight digits), three digits, final digit or X. */
const SHAPE = /^[1-9]\d{16}[\dXx]$/;

/** Trims and upper-cases the final x. */
export function normalizeIdCard(value: string): string {
  return value.trim().toUpperCase();
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The first problem of the number, or null when it follows the rule. */
export function validateIdCard(value: string | null | undefined): IdCardProblem | null {
  const text = (value ?? '').trim();
  if (text === '') return 'empty';
  if (text.length !== ID_CARD_LENGTH) return 'length';
  if (!SHAPE.test(text)) return 'format';
  const year = Number(text.slice(6, 10));
  const month = Number(text.slice(10, 12));
  const day = Number(text.slice(12, 14));
  if (year < ID_CARD_MIN_YEAR || year > ID_CARD_MAX_YEAR) return 'year';
  if (month < 1 || month > 12) return 'month';
  if (day < 1 || day > 31) return 'day';
  return null;
}

/**
 * Whether the birth date of a number that follows the rule is on the calendar (false for
 * 1990-02-31 or 1989-02-29; true for a number that does not follow the rule: it has other problems).
 */
export function birthDateExists(value: string | null | undefined): boolean {
  if (validateIdCard(value) !== null) return true;
  const text = normalizeIdCard(value ?? '');
  return Number(text.slice(12, 14)) <= daysInMonth(Number(text.slice(6, 10)), Number(text.slice(10, 12)));
}

/** The birth date of a number as written ('YYYY-MM-DD', maybe not on the calendar), '' when the number does not follow the rule. */
export function writtenBirthDate(value: string | null | undefined): string {
  if (validateIdCard(value) !== null) return '';
  const text = normalizeIdCard(value ?? '');
  return `${text.slice(6, 10)}-${text.slice(10, 12)}-${text.slice(12, 14)}`;
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The ISO 7064 MOD 11-2 check character ('0'-'9' or 'X') of the first 17 digits. */
export function checkDigitOf(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new Error('checkDigitOf needs exactly 17 digits');
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return CHECK_CHARS[sum % 11];
}

/** True when the final character is the check digit of the first 17 (x and X alike). */
export function hasValidCheckDigit(value: string): boolean {
  const text = normalizeIdCard(value);
  if (!/^\d{17}[\dX]$/.test(text)) return false;
  return checkDigitOf(text.slice(0, 17)) === text[17];
}

export interface IdCardFacts {
  /** 'YYYY-MM-DD' as the number writes it (not always a calendar day: see birthDateExists). */
  birthDate: string;
  gender: Gender;
  zodiac: ZodiacKey;
  constellation: ConstellationKey;
  /** Full years at `today`. */
  age: number;
}

/** Constellation of a month and day ('MM-DD' compared with each sign's start). */
export function constellationOf(month: number, day: number): ConstellationKey {
  const monthDay = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  let found = CONSTELLATIONS[0];
  let latest = '';
  for (const sign of CONSTELLATIONS) {
    if (sign.starts <= monthDay && sign.starts > latest) {
      found = sign;
      latest = sign.starts;
    }
  }
  // Before 01-20 nothing has started this year: still the sign that began last December.
  if (latest === '') return CONSTELLATIONS.reduce((last, sign) => (sign.starts > last.starts ? sign : last)).key;
  return found.key;
}

/** Full years between a birth date and `today` (local calendar); a 02-29 birthday counts from 03-01 in other years. */
export function ageAt(birth: { year: number; month: number; day: number }, today: Date): number {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const day = today.getDate();
  const hadBirthday = month > birth.month || (month === birth.month && day >= birth.day);
  return year - birth.year - (hadBirthday ? 0 : 1);
}

/**
 * Birth date, gender, zodiac, constellation and age of a number that follows the rule; null
 * otherwise. A date not on the calendar is read as its digits say: 1990-02-31 is a Pisces horse
 * whose birthday comes after 28 February.
 */
export function deriveFromIdCard(value: string | null | undefined, today: Date = new Date()): IdCardFacts | null {
  const birthDate = writtenBirthDate(value);
  if (birthDate === '') return null;
  const text = normalizeIdCard(value ?? '');
  const year = Number(text.slice(6, 10));
  const month = Number(text.slice(10, 12));
  const day = Number(text.slice(12, 14));
  // Never null: the rule's birth years (1900-2019) lie inside the Spring Festival table (tested).
  const zodiac = zodiacOfDate(year, month, day);
  if (!zodiac) return null;
  return {
    birthDate,
    gender: Number(text[16]) % 2 === 1 ? 1 : 0,
    zodiac,
    constellation: constellationOf(month, day),
    age: ageAt({ year, month, day }, today),
  };
}
