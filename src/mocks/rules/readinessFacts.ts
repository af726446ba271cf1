/**
 * What a ready-to-work badge needs of an aunt where her record is not shown (a hall card, the public
 * résumé; our optional `readiness` field, ReadinessFacts): computed from what is stored, never the
 * identity number itself. Today is the mock's China day.
 */
import type { ReadinessFacts } from '@/api/aunt.types';
import { chinaDay } from '@/domain/chinaTime';
import { hasValidCheckDigit, validateIdCard } from '@/domain/idCard';
import { healthCertificateIds } from '@/domain/readiness';
import type { AuntRow, MockDb } from '../db';

/** Insurance order status 2 insured. */
const INSURED = 2;

const latest = (days: readonly string[]): string | null => (days.length === 0 ? null : days.reduce((a, b) => (a > b ? a : b)));

export function readinessFactsOf(db: MockDb, aunt: AuntRow, now: number = Date.now()): ReadinessFacts {
  const today = chinaDay(now);
  const idCard = aunt.idCard.trim();
  const identity = idCard === '' ? 'missing' : validateIdCard(idCard) === null && hasValidCheckDigit(idCard) ? 'valid' : 'invalid';
  const options = db.customOptions.filter((row) => row.companyId === aunt.companyId && row.field === 'certificate');
  const health = healthCertificateIds(options).filter((id) => aunt.certificates.includes(id));
  const healthDays = (aunt.certificateExpiries ?? []).filter((row) => health.includes(row.certificateId)).map((row) => row.expiresOn);
  const insured = db.insOrders
    .filter((row) => row.auntId === aunt.auntId && row.insuredStatus === INSURED && row.insuredDate <= today && today <= row.endDate)
    .map((row) => row.endDate);
  return { identity, healthHeld: health.length > 0, healthValidUntil: latest(healthDays), insuredUntil: latest(insured) };
}
