/**
 * The rules of the people on an insurance order, shared by the create/correct forms and the mock:
 * an identity card follows domain/idCard.ts's rule AND its check digit (an insurer checks it); a
 * passport is 5–17 letters or digits; a mobile is 11 digits starting with 1. The insurer reads the
 * age from an identity card on the first day of cover (a passport carries no age here).
 *
 * @example
 *   insuredIdProblem(0, '11010519491231002X') // null
 *   ageOnDay(0, '11010519491231002X', '2026-11-24') // 76
 */
import type { InsuranceIdType } from '@/api/insurance.types';
import { hasValidCheckDigit, normalizeIdCard, validateIdCard } from './idCard';

export const PASSPORT_RE = /^[A-Za-z0-9]{5,17}$/;
export const MOBILE_RE = /^1\d{10}$/;
export const INSURED_NAME = { min: 2, max: 30 } as const;

/** Why an id number is refused (message `insurance.form.idProblem.<reason>`), null when it is fine. */
export type InsuredIdProblem = 'empty' | 'idCard' | 'checkDigit' | 'passport';

export function insuredIdProblem(idType: InsuranceIdType, value: string | null | undefined): InsuredIdProblem | null {
  const text = (value ?? '').trim();
  if (text === '') return 'empty';
  if (idType === 1) return PASSPORT_RE.test(text) ? null : 'passport';
  if (validateIdCard(text) !== null) return 'idCard';
  return hasValidCheckDigit(text) ? null : 'checkDigit';
}

/** Full years of the holder of a valid identity card on `day` (yyyy-MM-dd); null for a passport or a number that is not valid. */
export function ageOnDay(idType: InsuranceIdType, idNo: string, day: string): number | null {
  if (idType !== 0 || validateIdCard(idNo) !== null) return null;
  const text = normalizeIdCard(idNo);
  const years = Number(day.slice(0, 4)) - Number(text.slice(6, 10));
  return day.slice(5) >= `${text.slice(10, 12)}-${text.slice(12, 14)}` ? years : years - 1;
}

/** Whether an insurer with these ages accepts the person on that day (true when the age cannot be read). */
export function withinAges(ages: { ageMin: number; ageMax: number }, idType: InsuranceIdType, idNo: string, day: string): boolean {
  const age = ageOnDay(idType, idNo, day);
  return age === null || (age >= ages.ageMin && age <= ages.ageMax);
}
