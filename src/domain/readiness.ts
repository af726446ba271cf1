/**
 * Ready to work (可上户, issue 39 item 3): is an aunt fit to be sent to a family today? Pure; the
 * callers pass what they have read and `today` (a China day, chinaTime.ts).
 *
 * The checks, each failing with a reason (a text key under readiness.reasons.*):
 * - identity number: present, follows the rule and its check digit (idCard.ts). A masked number
 *   (lists, masking of issue 38) cannot show its check digit: the server derived a birth date from
 *   it, so it follows the rule; the check digit is then left unchecked;
 * - health certificate (the company's 健康证 option): held, with an expiry day, valid for at least
 *   HEALTH_MARGIN_DAYS more days (expiring on today + 7 passes; today + 6 fails);
 * - insurance: an insured order (status 2) for her covering today;
 * - not blacklisted (work status 6);
 * - authorisation on file (the optional /aunt/consent call; a server without it skips the check).
 * A check whose data the caller does not have is not failed: it is listed in `unchecked`, and the
 * badge says so. `ready` = no reason.
 *
 * @example
 *   readiness({ aunt, healthCertificateIds: [3], insurance: null, consent: 'unavailable', today: '2026-12-06' })
 *   // { ready: false, reasons: ['healthExpiring'], unchecked: ['insurance', 'consent'] }
 */
import type { Aunt, ReadinessFacts } from '@/api/aunt.types';
import type { AuntConsent } from '@/api/auntConsent';
import type { InsuranceOrder } from '@/api/insurance.types';
import type { AuntCustomOption } from '@/api/companyOptions.types';
import { numberOfDay } from './chinaTime';
import { hasValidCheckDigit, validateIdCard } from './idCard';
import { isMasked } from './personalData';

/** A health certificate must stay valid this many days from today. */
export const HEALTH_MARGIN_DAYS = 7;

/** Work status 6 黑名单. */
const BLACKLISTED = 6;
/** Insurance order status 2 insured. */
const INSURED = 2;

export type ReadinessReason =
  'idMissing' | 'idInvalid' | 'healthMissing' | 'healthNoExpiry' | 'healthExpired' | 'healthExpiring' | 'insuranceNone' | 'blacklisted' | 'consentMissing';

/** What could not be checked with the data at hand (readiness.unchecked.*). */
export type ReadinessCheck = 'idNumber' | 'idCheckDigit' | 'health' | 'insurance' | 'consent';

export interface Readiness {
  ready: boolean;
  reasons: ReadinessReason[];
  unchecked: ReadinessCheck[];
}

/** The aunt's fields readiness reads; a field left out (not in a list's row) is not checked. */
export type ReadinessAunt = Pick<Aunt, 'workStatus'> & Partial<Pick<Aunt, 'auntId' | 'idCard' | 'birthDate' | 'certificates' | 'certificateExpiries'>>;

export interface ReadinessInput {
  aunt: ReadinessAunt;
  /** The company's health certificate option ids (healthCertificateIds); null when unknown (not checked). */
  healthCertificateIds: readonly number[] | null;
  /** Her insurance orders; null when not read (not checked). */
  insurance: readonly Pick<InsuranceOrder, 'auntId' | 'insuredStatus' | 'insuredDate' | 'endDate'>[] | null;
  /** Her authorisation (null: none on file); 'unavailable' when the server lacks the call, 'unknown' when not read. */
  consent: AuntConsent | null | 'unavailable' | 'unknown';
  /** 'YYYY-MM-DD', a China day. */
  today: string;
}

/** The company's 健康证 option(s), by name (zh or en), among its certificate options. */
export function healthCertificateIds(certificates: readonly Pick<AuntCustomOption, 'customOptionId' | 'optionName'>[]): number[] {
  return certificates.filter((option) => /健康证|health/i.test(option.optionName)).map((option) => option.customOptionId);
}

function identity(aunt: ReadinessAunt, reasons: ReadinessReason[], unchecked: ReadinessCheck[]) {
  if (aunt.idCard === undefined) {
    unchecked.push('idNumber');
    return;
  }
  const idCard = aunt.idCard.trim();
  if (idCard === '') reasons.push('idMissing');
  else if (isMasked(idCard)) {
    if (aunt.birthDate === null) reasons.push('idInvalid');
    else unchecked.push('idCheckDigit');
  } else if (validateIdCard(idCard) !== null || !hasValidCheckDigit(idCard)) reasons.push('idInvalid');
}

function health(aunt: ReadinessAunt, ids: readonly number[] | null, today: string, reasons: ReadinessReason[], unchecked: ReadinessCheck[]) {
  if (ids === null || ids.length === 0 || aunt.certificates === undefined) {
    unchecked.push('health');
    return;
  }
  const held = ids.filter((id) => aunt.certificates?.includes(id));
  if (held.length === 0) {
    reasons.push('healthMissing');
    return;
  }
  if (aunt.certificateExpiries === undefined) {
    unchecked.push('health');
    return;
  }
  const days = (aunt.certificateExpiries ?? []).filter((row) => held.includes(row.certificateId)).map((row) => row.expiresOn);
  healthUntil(days.length === 0 ? null : days.reduce((a, b) => (a > b ? a : b)), today, reasons);
}

/** A held 健康证 valid until `lastDay` (null: no expiry day): expired, or within the margin. */
function healthUntil(lastDay: string | null, today: string, reasons: ReadinessReason[]) {
  if (lastDay === null) {
    reasons.push('healthNoExpiry');
    return;
  }
  const left = numberOfDay(lastDay) - numberOfDay(today);
  if (left < 0) reasons.push('healthExpired');
  else if (left < HEALTH_MARGIN_DAYS) reasons.push('healthExpiring');
}

function insured(input: ReadinessInput, reasons: ReadinessReason[], unchecked: ReadinessCheck[]) {
  if (input.insurance === null) {
    unchecked.push('insurance');
    return;
  }
  const { auntId } = input.aunt;
  const covered = input.insurance.some(
    (order) =>
      (auntId === undefined || order.auntId === auntId) && order.insuredStatus === INSURED && order.insuredDate <= input.today && input.today <= order.endDate,
  );
  if (!covered) reasons.push('insuranceNone');
}

export function readiness(input: ReadinessInput): Readiness {
  const reasons: ReadinessReason[] = [];
  const unchecked: ReadinessCheck[] = [];
  identity(input.aunt, reasons, unchecked);
  health(input.aunt, input.healthCertificateIds, input.today, reasons, unchecked);
  insured(input, reasons, unchecked);
  if (input.aunt.workStatus === BLACKLISTED) reasons.push('blacklisted');
  const { consent } = input;
  if (consent === 'unknown') unchecked.push('consent');
  else if (consent !== 'unavailable' && consent?.status !== 'onFile') reasons.push('consentMissing');
  return { ready: reasons.length === 0, reasons, unchecked };
}

/** A record that carries only her work status (a hall card, the public résumé): the blacklist is checked, the rest listed as not checked. */
export function statusOnlyReadiness(workStatus: Aunt['workStatus']): Readiness {
  return readiness({ aunt: { workStatus }, healthCertificateIds: null, insurance: null, consent: 'unknown', today: '' });
}

/**
 * A hall card or the public résumé: from the facts the server computed (ReadinessFacts, our
 * optional field) the same checks as the list; without them, the blacklist only (statusOnlyReadiness).
 * The authorisation is not checked there.
 */
export function factsReadiness(workStatus: Aunt['workStatus'], facts: ReadinessFacts | undefined, today: string): Readiness {
  if (!facts) return statusOnlyReadiness(workStatus);
  const reasons: ReadinessReason[] = [];
  if (facts.identity === 'missing') reasons.push('idMissing');
  else if (facts.identity === 'invalid') reasons.push('idInvalid');
  if (!facts.healthHeld) reasons.push('healthMissing');
  else healthUntil(facts.healthValidUntil, today, reasons);
  if (facts.insuredUntil === null || facts.insuredUntil < today) reasons.push('insuranceNone');
  if (workStatus === BLACKLISTED) reasons.push('blacklisted');
  return { ready: reasons.length === 0, reasons, unchecked: ['consent'] };
}

/** A signed order of hers, with its contract days ('YYYY-MM-DD'; null end: open-ended). */
export interface SignedSpan {
  orderId: number;
  orderNo: string;
  contractStart: string | null;
  contractEnd: string | null;
}

/**
 * Her signed orders whose contract overlaps a job starting on `jobStart` (the job has no end day:
 * any contract still running on or after that day overlaps). A contract without days is taken as running.
 */
export function overlappingSigned<T extends SignedSpan>(orders: readonly T[], jobStart: string): T[] {
  return orders.filter((order) => order.contractEnd === null || order.contractEnd >= jobStart);
}
