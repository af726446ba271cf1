/**
 * Ready-to-work facts in the mock (ours: ReadinessFacts on the hall record and the public résumé),
 * on a fixed China day: computed from what is stored (identity number, 健康证 and its expiry, an
 * insured policy covering today), the same for a partner in the hall and a visitor of the résumé,
 * and never carrying the identity number.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as united from '@/api/united';
import { getResumeByToken, getResumeLink } from '@/api/resumeLink';
import { removeToken } from '@/auth/token';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { silent } from './mock-helpers';
import { actAs } from './mock-united-helpers';

const ID_NUMBER = '11010519491231002X';

withFreshMockDb();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-28T02:00:00Z')); // 2026-12-28 in China
});
afterEach(() => {
  vi.useRealTimers();
  removeToken();
});

/** A hall aunt of the admin's agency, given a valid identity number, a 健康证 to 2027-01-03 and a policy to 2027-03-31. */
function preparedHallAunt() {
  const db = getDb();
  const companyId = db.users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!.companyId;
  const hall = db.unitedAunts.find((row) => row.companyId === companyId && row.isOnShelf === 1)!;
  const aunt = db.aunts.find((row) => row.auntId === hall.auntId)!;
  const health = db.customOptions.find((row) => row.companyId === companyId && row.field === 'certificate' && row.optionName === '健康证')!;
  Object.assign(aunt, {
    idCard: ID_NUMBER,
    birthDate: '1949-12-31',
    certificates: [health.customOptionId],
    certificateExpiries: [{ certificateId: health.customOptionId, expiresOn: '2027-01-03' }],
  });
  const policy = db.insOrders[0]!;
  db.insOrders.push({
    ...policy,
    orderId: Math.max(...db.insOrders.map((row) => row.orderId)) + 1,
    auntId: aunt.auntId,
    insuredStatus: 2,
    insuredDate: '2026-04-01',
    endDate: '2027-03-31',
  });
  return { hall, aunt };
}

describe('ready-to-work facts', () => {
  it('come with the hall record and the public résumé from the stored values, without the identity number', async () => {
    const { hall, aunt } = preparedHallAunt();
    const expected = { identity: 'valid', healthHeld: true, healthValidUntil: '2027-01-03', insuredUntil: '2027-03-31' };

    actAs(ADMIN_ACCOUNT);
    const { token } = await getResumeLink({ auntId: aunt.auntId }, silent);
    actAs(PARTNER_ACCOUNT);
    const seen = await united.getUnitedAunt({ unitedAuntId: hall.unitedAuntId }, silent);
    expect(seen.readiness).toEqual(expected);
    expect(JSON.stringify(seen)).not.toContain(ID_NUMBER.slice(0, 14));
    removeToken();
    const resume = await getResumeByToken(token, silent);
    expect(resume.readiness).toEqual(expected);
    expect(JSON.stringify(resume)).not.toContain(ID_NUMBER.slice(0, 14));
  });

  it('say what is wrong: a bad check digit, no 健康证, a policy that ended yesterday', async () => {
    const { hall, aunt } = preparedHallAunt();
    Object.assign(aunt, { idCard: '110105194912310021', certificates: [] });
    getDb().insOrders.at(-1)!.endDate = '2026-12-27';
    actAs(PARTNER_ACCOUNT);
    const seen = await united.getUnitedAunt({ unitedAuntId: hall.unitedAuntId }, silent);
    expect(seen.readiness).toEqual({ identity: 'invalid', healthHeld: false, healthValidUntil: null, insuredUntil: null });
    aunt.idCard = '';
    expect((await united.getUnitedAunt({ unitedAuntId: hall.unitedAuntId }, silent)).readiness?.identity).toBe('missing');
  });
});
