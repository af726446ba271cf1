import { describe, expect, it } from 'vitest';
import type { InsuredStatus } from '@/api/insurance.types';
import {
  INSURANCE_ACTIONS,
  INSURED_STATUSES,
  INSURED_STATUS_LOOK,
  allowedInsuranceActions,
  cancelTarget,
  insuranceRefusal,
  premiumPaid,
} from '@/domain/insuranceGraph';

const TODAY = '2026-11-24';
const order = (insuredStatus: InsuredStatus, insuredDate = '2026-12-01', isDeleted: 0 | 1 = 0) => ({ insuredStatus, insuredDate, isDeleted });

describe('insurance order graph', () => {
  it('offers, before cover starts, exactly the actions of each status', () => {
    const offered = Object.fromEntries(INSURED_STATUSES.map((status) => [status, allowedInsuranceActions(order(status), TODAY)]));
    expect(offered).toEqual({
      0: ['payAndInsure', 'pay', 'createPay', 'correct', 'cancel'],
      1: ['insure', 'correct', 'cancel'],
      2: ['correct', 'cancel', 'print'],
      3: ['insure', 'correct', 'cancel'],
      4: ['delete'],
      5: ['delete'],
    });
  });

  it('closes correcting and surrendering once cover has started (the start day included)', () => {
    for (const date of [TODAY, '2026-11-01']) {
      expect(insuranceRefusal(order(2, date), 'correct', TODAY)).toBe('coverStarted');
      expect(insuranceRefusal(order(2, date), 'cancel', TODAY)).toBe('coverStarted');
      expect(insuranceRefusal(order(0, date), 'correct', TODAY)).toBe('coverStarted');
      expect(insuranceRefusal(order(2, date), 'print', TODAY)).toBeNull();
      // A paid order whose start day passed can still be cancelled and refunded: it never had cover.
      expect(insuranceRefusal(order(1, date), 'cancel', TODAY)).toBeNull();
    }
  });

  it('refuses every action on a deleted order and the wrong status otherwise', () => {
    for (const action of INSURANCE_ACTIONS) expect(insuranceRefusal(order(5, '2026-12-01', 1), action, TODAY)).toBe('deleted');
    expect(insuranceRefusal(order(2), 'pay', TODAY)).toBe('wrongStatus');
    expect(insuranceRefusal(order(0), 'insure', TODAY)).toBe('wrongStatus');
    expect(insuranceRefusal(order(2), 'delete', TODAY)).toBe('wrongStatus');
  });

  it('refunds on cancel exactly when a premium was paid', () => {
    expect(cancelTarget(0)).toBe(5);
    for (const status of [1, 2, 3] as const) {
      expect(cancelTarget(status)).toBe(4);
      expect(premiumPaid(status)).toBe(true);
    }
    for (const status of [0, 4, 5] as const) expect(premiumPaid(status)).toBe(false);
  });

  it('colours the statuses as the spec says', () => {
    expect(INSURED_STATUSES.map((status) => INSURED_STATUS_LOOK[status].color)).toEqual(['orange', 'blue', 'green', 'red', 'default', 'default']);
  });
});
