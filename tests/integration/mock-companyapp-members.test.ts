/**
 * The mini-program's members and what they leave, in the mock: members with what they brought in
 * (counted from the rows, the rank that follows) and the employer with their mobile (turning one
 * into an employer needs no write of this family), suggestions with our reply call, purchases with
 * the paid amount of the filter in fen, marriage applications; strict filters, per-company rows.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postUnchecked } from '@/api/http';
import { companyAppPaths, getBuyMiniOrder, getMarryApply, getMembers, getSuggest, replySuggest } from '@/api/companyApp';
import { createEmployer } from '@/api/employer';
import { removeToken } from '@/auth/token';
import { chinaDay } from '@/domain/chinaTime';
import { maskMobile } from '@/domain/personalData';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { silent } from './mock-helpers';
import { actAs } from './mock-united-helpers';
import { allRefused } from './mock-companyapp-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

/** What a member spent, fen: paid or completed purchases and paid training orders. */
function spentFen(memberId: number): { orders: number; fen: number } {
  const db = getDb();
  const bought = db.miniOrders.filter((row) => row.memberId === memberId && (row.status === 1 || row.status === 2));
  const trained = db.trainingPays.filter((row) => row.memberId === memberId);
  return { orders: bought.length + trained.length, fen: [...bought, ...trained].reduce((sum, row) => sum + row.amountFen, 0) };
}

describe('/companyApp/getMembers', () => {
  it('answers what each member brought in and the rank it earns, sorted by spend', async () => {
    const list = await getMembers({ sortField: 'spend', sortOrder: 'desc', pageSize: 100 }, silent);
    expect(list.total).toBe(180);
    expect(list.list.map((row) => row.spend)).toEqual(list.list.map((row) => row.spend).sort((a, b) => b - a));
    for (const member of list.list.slice(0, 30)) {
      const { orders, fen } = spentFen(member.memberId);
      expect(member).toMatchObject({
        orderCount: orders,
        spend: fen / 100,
        requestCount: getDb().appRequests.filter((row) => row.memberId === member.memberId).length,
      });
      expect(member.rank).toBe(fen >= 300_000 ? 3 : fen >= 50_000 ? 2 : 1);
    }
    expect(list.list.some((row) => row.rank === 3)).toBe(true);
  });

  it('links the employer with the member’s mobile, also one created just now, and filters by it', async () => {
    const linked = await getMembers({ isEmployer: 1, pageSize: 100 }, silent);
    expect(linked.total).toBeGreaterThan(0);
    const stored = (memberId: number) => getDb().appMembers.find((row) => row.memberId === memberId)!.mobile;
    for (const member of linked.list) {
      expect(getDb().employers.find((row) => row.employerId === member.employerId)?.mobile).toBe(stored(member.memberId));
      // Answered masked (the full one through /privacy/reveal).
      expect(member.mobile).toBe(maskMobile(stored(member.memberId)));
    }
    const plain = (await getMembers({ isEmployer: 0, pageSize: 1 }, silent)).list[0]!;
    expect(plain.employerId).toBeNull();
    const mobile = stored(plain.memberId);
    const employer = await createEmployer({ employerName: plain.realName || '会员转客户', mobile, source: 4 }, silent);
    // The keyword matches the full mobile; the answer masks it.
    const again = await getMembers({ keyword: mobile }, silent);
    expect(again.list[0]!.mobile).toBe(maskMobile(mobile));
    expect(again.list[0]).toMatchObject({ memberId: plain.memberId, employerId: employer.employerId, employerName: employer.employerName });
  });

  it('filters by source, rank and join date; refuses a bad filter', async () => {
    const fromShares = await getMembers({ source: 1, pageSize: 100 }, silent);
    expect(fromShares.total).toBe(getDb().appMembers.filter((row) => row.companyId === 1 && row.source === 1).length);
    expect(fromShares.list.every((row) => row.source === 1)).toBe(true);
    const gold = await getMembers({ rank: 3, pageSize: 100 }, silent);
    expect(gold.list.every((row) => row.rank === 3)).toBe(true);
    const recent = await getMembers({ createdTime: { dateFilter: 'inPastDays', days: 30 }, pageSize: 100 }, silent);
    expect(recent.list.every((row) => Date.now() - Date.parse(row.createdTime) <= 31 * 86_400_000)).toBe(true);
    await allRefused([
      [() => postUnchecked(companyAppPaths.getMembers, { source: '1' }, silent), 40001],
      [() => postUnchecked(companyAppPaths.getMembers, { rank: 4 }, silent), 40001],
      [() => postUnchecked(companyAppPaths.getMembers, { sortField: 'mobile' }, silent), 40001],
    ]);
    actAs(THIRD_ACCOUNT);
    expect((await getMembers({}, silent)).total).toBe(0);
  });
});

describe('suggestions', () => {
  it('lists them with the counts of the filter; a reply marks one handled, once', async () => {
    const list = await getSuggest({ pageSize: 100 }, silent);
    const rows = getDb().appSuggestions.filter((row) => row.companyId === 1);
    expect(list.summary?.counts).toEqual({
      all: rows.length,
      pending: rows.filter((row) => row.status === 0).length,
      handled: rows.filter((row) => row.status === 1).length,
    });
    const pending = (await getSuggest({ status: 0 }, silent)).list[0]!;
    expect(pending).toMatchObject({ status: 0, reply: '', repliedTime: null, nickname: expect.any(String) });
    const answered = await replySuggest({ suggestId: pending.suggestId, reply: '感谢反馈，已安排顾问回访。' }, silent);
    expect(answered).toMatchObject({ status: 1, reply: '感谢反馈，已安排顾问回访。', repliedByName: '王经理' });
    expect(answered.repliedTime).not.toBeNull();
    const other = getDb().appSuggestions.find((row) => row.companyId === 1 && row.status === 0)!;
    await allRefused([
      [() => replySuggest({ suggestId: pending.suggestId, reply: '再回复一次' }, silent), 40901, '这条建议已经回复过了'],
      [() => replySuggest({ suggestId: other.suggestId, reply: '   ' }, silent), 40001, '请填写回复'],
      [() => replySuggest({ suggestId: other.suggestId, reply: 'x'.repeat(501) }, silent), 40001],
      [() => postUnchecked(companyAppPaths.replySuggest, { suggestId: other.suggestId, reply: '好', status: 1 }, silent), 40001, '不支持的字段：status'],
      [() => replySuggest({ suggestId: getDb().appSuggestions.find((row) => row.companyId === 2)!.suggestId, reply: '好' }, silent), 40401],
    ]);
    actAs(STAFF_ACCOUNT);
    await allRefused([[() => replySuggest({ suggestId: other.suggestId, reply: '员工回复' }, silent), 40301]]);
  });
});

describe('purchases', () => {
  it('counts every status of the filter and sums what was paid in fen', async () => {
    const rows = getDb().miniOrders.filter((row) => row.companyId === 1);
    const list = await getBuyMiniOrder({ pageSize: 100 }, silent);
    expect(list.total).toBe(120);
    const paidFen = rows.filter((row) => row.status === 1 || row.status === 2).reduce((sum, row) => sum + row.amountFen, 0);
    expect(list.summary).toEqual({
      counts: {
        all: 120,
        unpaid: rows.filter((row) => row.status === 0).length,
        paid: rows.filter((row) => row.status === 1).length,
        completed: rows.filter((row) => row.status === 2).length,
        refunded: rows.filter((row) => row.status === 3).length,
      },
      paidAmount: paidFen / 100,
    });
    const refunded = await getBuyMiniOrder({ status: 3, pageSize: 100 }, silent);
    expect(refunded.list.every((row) => row.status === 3 && row.payTime !== null)).toBe(true);
    // The paid amount stays the filter's whatever the status tab.
    expect(refunded.summary?.paidAmount).toBe(paidFen / 100);
    const one = list.list[0]!;
    expect(one.amount).toBe(rows.find((row) => row.miniOrderId === one.miniOrderId)!.amountFen / 100);
    const today = await getBuyMiniOrder({ createdTime: { dateFilter: 'today' } }, silent);
    expect(today.list.every((row) => chinaDay(row.createdTime) === chinaDay(Date.now()))).toBe(true);
    await allRefused([[() => postUnchecked(companyAppPaths.getBuyMiniOrder, { status: 4 }, silent), 40001]]);
  });
});

describe('marriage applications', () => {
  it('filters by gender and marital status and answers the age of this year', async () => {
    const women = await getMarryApply({ gender: 0, maritalStatus: 1, pageSize: 100 }, silent);
    expect(women.list.length).toBeGreaterThan(0);
    const year = Number(chinaDay(Date.now()).slice(0, 4));
    for (const row of women.list) expect(row).toMatchObject({ gender: 0, maritalStatus: 1, age: year - row.birthYear });
    actAs(PARTNER_ACCOUNT);
    expect((await getMarryApply({}, silent)).total).toBe(5);
    await allRefused([[() => postUnchecked(companyAppPaths.getMarryApply, { gender: 2 }, silent), 40001]]);
  });
});
