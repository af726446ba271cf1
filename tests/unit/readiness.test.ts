/** Ready to work (可上户): each reason, the health margin's boundary (across a year end), and what is left unchecked. */
import { describe, expect, it } from 'vitest';
import {
  HEALTH_MARGIN_DAYS,
  factsReadiness,
  healthCertificateIds,
  overlappingSigned,
  readiness,
  statusOnlyReadiness,
  type ReadinessInput,
} from '@/domain/readiness';
import type { AuntConsent } from '@/api/auntConsent';

const HEALTH = 31;
const VALID_ID = '11010519491231002X';
const onFile: AuntConsent = {
  auntId: 7,
  status: 'onFile',
  signedAt: '2026-01-02',
  scope: ['basic'],
  fileUrl: '/f.png',
  recordedBy: '王',
  recordedTime: '2026-01-02 10:00:00',
  withdrawnTime: '',
};
const insured = { auntId: 7, insuredStatus: 2 as const, insuredDate: '2026-12-01', endDate: '2027-11-30' };

/** A ready aunt on 2026-12-28 (four days before the year ends); `change` spoils one thing. */
function input(change: Omit<Partial<ReadinessInput>, 'aunt'> & { aunt?: Partial<ReadinessInput['aunt']> } = {}): ReadinessInput {
  const { aunt, ...rest } = change;
  return {
    aunt: {
      auntId: 7,
      workStatus: 1,
      idCard: VALID_ID,
      birthDate: '1949-12-31',
      certificates: [HEALTH, 40],
      certificateExpiries: [{ certificateId: HEALTH, expiresOn: '2027-06-30' }],
      ...aunt,
    },
    healthCertificateIds: [HEALTH],
    insurance: [insured],
    consent: onFile,
    today: '2026-12-28',
    ...rest,
  };
}

describe('readiness', () => {
  it('is ready when every check passes, with nothing unchecked', () => {
    expect(readiness(input())).toEqual({ ready: true, reasons: [], unchecked: [] });
  });

  it('names a missing or wrong identity number (the rule and its check digit)', () => {
    expect(readiness(input({ aunt: { idCard: '' } })).reasons).toEqual(['idMissing']);
    expect(readiness(input({ aunt: { idCard: '110105194912310021' } })).reasons).toEqual(['idInvalid']);
    expect(readiness(input({ aunt: { idCard: '110105202012310023' } })).reasons).toEqual(['idInvalid']);
  });

  it('takes a masked number as following the rule when the server derived a birth date; the check digit is unchecked', () => {
    const masked = readiness(input({ aunt: { idCard: '**************002X' } }));
    expect(masked).toEqual({ ready: true, reasons: [], unchecked: ['idCheckDigit'] });
    expect(readiness(input({ aunt: { idCard: '**************002X', birthDate: null } })).reasons).toEqual(['idInvalid']);
  });

  it(`wants the health certificate valid at least ${HEALTH_MARGIN_DAYS} days more, across the year end`, () => {
    const expiring = (expiresOn: string) => readiness(input({ aunt: { certificateExpiries: [{ certificateId: HEALTH, expiresOn }] } })).reasons;
    expect(expiring('2027-01-04')).toEqual([]); // today + 7
    expect(expiring('2027-01-03')).toEqual(['healthExpiring']); // today + 6
    expect(expiring('2026-12-28')).toEqual(['healthExpiring']); // last day today
    expect(expiring('2026-12-27')).toEqual(['healthExpired']);
  });

  it('names a health certificate not held, or held without an expiry day', () => {
    expect(readiness(input({ aunt: { certificates: [40], certificateExpiries: [] } })).reasons).toEqual(['healthMissing']);
    expect(readiness(input({ aunt: { certificateExpiries: [{ certificateId: 40, expiresOn: '2030-01-01' }] } })).reasons).toEqual(['healthNoExpiry']);
  });

  it('wants an insured order covering today, hers', () => {
    const reasons = (orders: ReadinessInput['insurance']) => readiness(input({ insurance: orders })).reasons;
    expect(reasons([])).toEqual(['insuranceNone']);
    expect(reasons([{ ...insured, insuredStatus: 0 }])).toEqual(['insuranceNone']);
    expect(reasons([{ ...insured, endDate: '2026-12-27' }])).toEqual(['insuranceNone']);
    expect(reasons([{ ...insured, endDate: '2026-12-28' }])).toEqual([]);
    expect(reasons([{ ...insured, insuredDate: '2026-12-29' }])).toEqual(['insuranceNone']);
    expect(reasons([{ ...insured, auntId: 8 }])).toEqual(['insuranceNone']);
  });

  it('names the blacklist', () => {
    expect(readiness(input({ aunt: { workStatus: 6 } }))).toMatchObject({ ready: false, reasons: ['blacklisted'] });
  });

  it('wants her authorisation on file, unless the server does not know the call', () => {
    expect(readiness(input({ consent: null })).reasons).toEqual(['consentMissing']);
    expect(readiness(input({ consent: { ...onFile, status: 'withdrawn' } })).reasons).toEqual(['consentMissing']);
    expect(readiness(input({ consent: 'unavailable' }))).toEqual({ ready: true, reasons: [], unchecked: [] });
  });

  it('lists what it could not check instead of failing it (a list row without insurance, consent or identity)', () => {
    const row = readiness({
      aunt: { workStatus: 1, certificates: [HEALTH], certificateExpiries: [{ certificateId: HEALTH, expiresOn: '2027-06-30' }] },
      healthCertificateIds: [HEALTH],
      insurance: null,
      consent: 'unknown',
      today: '2026-12-28',
    });
    expect(row).toEqual({ ready: true, reasons: [], unchecked: ['idNumber', 'insurance', 'consent'] });
    expect(readiness(input({ healthCertificateIds: [] })).unchecked).toEqual(['health']);
  });

  it('gives every failing reason at once', () => {
    const all = readiness(input({ aunt: { idCard: '', workStatus: 6, certificates: [] }, insurance: [], consent: null }));
    expect(all.reasons).toEqual(['idMissing', 'healthMissing', 'insuranceNone', 'blacklisted', 'consentMissing']);
  });
});

describe('healthCertificateIds', () => {
  it('finds the company’s health certificate option by its zh or en name', () => {
    const options = [
      { customOptionId: 1, optionName: '母婴护理证' },
      { customOptionId: 2, optionName: '健康证' },
      { customOptionId: 3, optionName: 'Health certificate' },
    ];
    expect(healthCertificateIds(options)).toEqual([2, 3]);
  });
});

describe('statusOnlyReadiness', () => {
  it('checks the blacklist of a record that carries nothing else, and says the rest was not checked', () => {
    expect(statusOnlyReadiness(1)).toEqual({ ready: true, reasons: [], unchecked: ['idNumber', 'health', 'insurance', 'consent'] });
    expect(statusOnlyReadiness(6)).toMatchObject({ ready: false, reasons: ['blacklisted'] });
  });
});

describe('factsReadiness', () => {
  const today = '2026-12-28';
  const ready = { identity: 'valid', healthHeld: true, healthValidUntil: '2027-01-04', insuredUntil: '2026-12-28' } as const;

  it('makes the list’s checks from the facts a hall record or résumé carries; only the authorisation is left unchecked', () => {
    expect(factsReadiness(1, ready, today)).toEqual({ ready: true, reasons: [], unchecked: ['consent'] });
    expect(factsReadiness(1, { ...ready, healthValidUntil: '2027-01-03' }, today).reasons).toEqual(['healthExpiring']);
    expect(factsReadiness(1, { ...ready, healthValidUntil: '2026-12-27' }, today).reasons).toEqual(['healthExpired']);
    expect(factsReadiness(1, { ...ready, healthValidUntil: null }, today).reasons).toEqual(['healthNoExpiry']);
    expect(factsReadiness(1, { ...ready, insuredUntil: '2026-12-27' }, today).reasons).toEqual(['insuranceNone']);
    expect(factsReadiness(6, { identity: 'missing', healthHeld: false, healthValidUntil: null, insuredUntil: null }, today).reasons).toEqual([
      'idMissing',
      'healthMissing',
      'insuranceNone',
      'blacklisted',
    ]);
    expect(factsReadiness(1, { ...ready, identity: 'invalid' }, today).reasons).toEqual(['idInvalid']);
  });

  it('falls back to the blacklist only when the server sent no facts', () => {
    expect(factsReadiness(1, undefined, today)).toEqual(statusOnlyReadiness(1));
  });
});

describe('overlappingSigned', () => {
  const signed = (orderId: number, contractStart: string | null, contractEnd: string | null) => ({
    orderId,
    orderNo: `DD${orderId}`,
    contractStart,
    contractEnd,
  });
  it('keeps a contract still running on or after the job’s first day (across a year end)', () => {
    const orders = [signed(1, '2026-01-01', '2026-12-31'), signed(2, '2026-06-01', '2027-01-01'), signed(3, null, null), signed(4, '2025-01-01', '2026-12-30')];
    expect(overlappingSigned(orders, '2026-12-31').map((order) => order.orderId)).toEqual([1, 2, 3]);
    expect(overlappingSigned(orders, '2027-01-02').map((order) => order.orderId)).toEqual([3]);
  });
});
