/**
 * /company/getCompanyTotal and /company/getRankData: company totals and staff rankings over the
 * date-filter options, counted from the real records (orders signed through the flow, fee
 * records, insured orders, fund-ledger premiums); another company's records never count.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { companyPaths, getCompanyTotal, getRankData, type CompanyTotal } from '@/api/company';
import { postUnchecked } from '@/api/http';
import type { StatisticsFilter } from '@/api/statistics';
import { removeToken } from '@/auth/token';
import { addDays } from '@/domain/dateFilter';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT, getDb } from '@/mocks/db';
import type { InsOrderRow } from '@/mocks/db/schemaInsurance';
import { allocateId } from '@/mocks/db/schema';
import { payFromAccount, creditAccount } from '@/mocks/rules/fundAccount';
import { withFreshMockDb } from '@/mocks/testing';
import { silent, userIdOf } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';
import { addFee, signAnOrder, today } from './mock-office-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

const TODAY: StatisticsFilter = { dateFilter: 'today' };
const fen = (yuan: number) => Math.round(yuan * 100);

function addInsured(companyId: number, userId: number, insuredDate: string, insuredStatus: InsOrderRow['insuredStatus'] = 2): void {
  const db = getDb();
  const time = new Date().toISOString();
  db.insOrders.push({
    orderId: allocateId(db, 'insOrders'),
    companyId,
    userId,
    productId: 1,
    insuranceCompany: '平安',
    planName: 'A',
    premiumFen: 5_000,
    unit: '份',
    insuredDate,
    endDate: insuredDate,
    insuredStatus,
    applicantType: 0,
    employerId: null,
    applicantName: '甲',
    applicantGender: 1,
    applicantIdType: 1,
    applicantIdNo: '',
    applicantMobile: '',
    insurerName: '乙',
    insurerGender: 2,
    insurerIdType: 1,
    insurerIdNo: '',
    auntId: null,
    policyNo: 'P1',
    paidBy: 'balance',
    payOrderNo: '',
    scanPaid: false,
    failReason: '',
    isDeleted: 0,
    createdTime: time,
    updatedTime: time,
  } as unknown as InsOrderRow);
}

const delta = (after: CompanyTotal, before: CompanyTotal) => ({
  signedCount: after.signedCount - before.signedCount,
  orderCount: after.orderCount - before.orderCount,
  feeIncome: fen(after.feeIncome) - fen(before.feeIncome),
  feeExpense: fen(after.feeExpense) - fen(before.feeExpense),
  feeNet: fen(after.feeNet) - fen(before.feeNet),
  insuredCount: after.insuredCount - before.insuredCount,
  premiumPaid: fen(after.premiumPaid) - fen(before.premiumPaid),
});

describe('/company/getCompanyTotal', () => {
  it('moves by exactly what was recorded today, for today, this month and a range holding today; not for isNull or a past range', async () => {
    const filters: StatisticsFilter[] = [
      TODAY,
      { dateFilter: 'currentMonth' },
      { dateFilter: 'specifyTimeRange', startDate: addDays(today(), -3), endDate: today() },
    ];
    const before = await Promise.all(filters.map((filter) => getCompanyTotal(filter, silent)));
    const pastBefore = await getCompanyTotal({ dateFilter: 'specifyTimeRange', startDate: addDays(today(), -30), endDate: addDays(today(), -10) }, silent);
    const staffId = userIdOf(STAFF_ACCOUNT.mobile);
    await signAnOrder();
    addFee(1, staffId, 100_01);
    addFee(1, staffId, 30_00, today(), 1);
    addFee(3, staffId, 999_00);
    addInsured(1, staffId, today());
    addInsured(1, staffId, today(), 1);
    addInsured(3, staffId, today());
    const db = getDb();
    db.fundAccounts = db.fundAccounts.filter((row) => row.companyId !== 1).concat({ companyId: 1, balanceFen: 1_000_000, isPaymentKey: true });
    const now = new Date().toISOString();
    payFromAccount(db, { companyId: 1, amountFen: 5_000, reason: 'insurancePay', insuranceOrderId: 1, userId: staffId, createdTime: now });
    payFromAccount(db, { companyId: 1, amountFen: 2_500, reason: 'insurancePay', insuranceOrderId: 2, userId: staffId, createdTime: now });
    creditAccount(db, { companyId: 1, amountFen: 2_500, reason: 'insuranceRefund', insuranceOrderId: 2, userId: staffId, createdTime: now });
    creditAccount(db, { companyId: 1, amountFen: 99_999, reason: 'topUp', insuranceOrderId: null, userId: null, createdTime: now });
    const after = await Promise.all(filters.map((filter) => getCompanyTotal(filter, silent)));
    for (const [index] of filters.entries()) {
      expect(delta(after[index]!, before[index]!)).toEqual({
        signedCount: 1,
        orderCount: 1,
        feeIncome: 100_01,
        feeExpense: 30_00,
        feeNet: 70_01,
        insuredCount: 1,
        premiumPaid: 5_000,
      });
    }
    expect(after[0]!.range).toEqual({ start: today(), end: today(), isNull: false });
    expect(await getCompanyTotal({ dateFilter: 'specifyTimeRange', startDate: addDays(today(), -30), endDate: addDays(today(), -10) }, silent)).toEqual(
      pastBefore,
    );
    const empty = await getCompanyTotal({ dateFilter: 'isNull' }, silent);
    expect(empty).toMatchObject({
      auntCount: 0,
      employerCount: 0,
      orderCount: 0,
      signedCount: 0,
      feeIncome: 0,
      feeExpense: 0,
      feeNet: 0,
      insuredCount: 0,
      premiumPaid: 0,
      range: { start: null, end: null, isNull: true },
    });
    expect(empty.userCount).toBe(getDb().users.filter((user) => user.companyId === 1 && user.isEnabled === 1).length);
  });

  it('counts the dashboard’s figures over the same filter', async () => {
    const { getChartData } = await import('@/api/statistics');
    const filter: StatisticsFilter = { dateFilter: 'inPastDays', days: 30 };
    const [total, chart] = await Promise.all([getCompanyTotal(filter, silent), getChartData(filter, silent)]);
    expect([total.auntCount, total.employerCount, total.orderCount, total.signedCount]).toEqual([
      chart.totals.newAunts,
      chart.totals.newEmployers,
      chart.totals.newOrders,
      chart.totals.signings,
    ]);
  });

  it('another company’s totals do not see the first company’s records', async () => {
    actAs(THIRD_ACCOUNT);
    const before = await getCompanyTotal(TODAY, silent);
    addFee(1, userIdOf(ADMIN_ACCOUNT.mobile), 500_00);
    addInsured(1, userIdOf(ADMIN_ACCOUNT.mobile), today());
    expect(await getCompanyTotal(TODAY, silent)).toEqual(before);
  });

  it('refuses unknown filters, fields and incomplete filters with 40001; no filter is the whole history', async () => {
    for (const body of [
      { dateFilter: 'someday' },
      { dateFilter: 'inPastDays' },
      { dateFilter: 'inPastDays', days: '7' },
      { dateFilter: 'specifyTimeRange', startDate: '2026-02-01' },
      { dateFilter: 'today', companyId: 2 },
      { days: 3 },
    ]) {
      await refused(() => postUnchecked(companyPaths.getCompanyTotal, body, silent), 40001);
    }
    const all = await getCompanyTotal({}, silent);
    expect(all.range).toEqual({ start: null, end: null, isNull: false });
    expect(all.orderCount).toBe(getDb().orders.filter((order) => order.companyId === 1 && order.isDeleted === 0).length);
  });
});

describe('/company/getRankData', () => {
  it('ranks every enabled staff member by income (yuan, to the fen), signings and insured orders over the filter', async () => {
    const staffId = userIdOf(STAFF_ACCOUNT.mobile);
    const adminId = userIdOf(ADMIN_ACCOUNT.mobile);
    const incomeBefore = await getRankData({ ...TODAY, rankType: 'income' }, silent);
    addFee(1, staffId, 1_000_000_00);
    addFee(1, staffId, 3);
    const income = await getRankData({ ...TODAY, rankType: 'income' }, silent);
    expect(income.length).toBe(getDb().users.filter((user) => user.companyId === 1 && user.isEnabled === 1).length);
    expect(income[0]).toMatchObject({ rank: 1, userId: staffId });
    expect(fen(income[0]!.value) - fen(incomeBefore.find((row) => row.userId === staffId)!.value)).toBe(1_000_000_03);
    expect(income.map((row) => row.rank)).toEqual(income.map((_, index) => index + 1));

    const signBefore = (await getRankData({ dateFilter: 'currentMonth', rankType: 'sign' }, silent)).find((row) => row.userId === adminId)!.value;
    await signAnOrder();
    const sign = await getRankData({ dateFilter: 'currentMonth', rankType: 'sign' }, silent);
    expect(sign.find((row) => row.userId === adminId)!.value).toBe(signBefore + 1);

    addInsured(1, staffId, today());
    addInsured(1, staffId, today());
    addInsured(1, staffId, addDays(today(), -400));
    const insured = await getRankData({ ...TODAY, rankType: 'insurance' }, silent);
    expect(insured.find((row) => row.userId === staffId)!.value).toBeGreaterThanOrEqual(2);
    expect((await getRankData({ dateFilter: 'isNull', rankType: 'order' }, silent)).every((row) => row.value === 0)).toBe(true);
  });

  it('refuses a missing or unknown rankType', async () => {
    await refused(() => postUnchecked(companyPaths.getRankData, TODAY, silent), 40001);
    await refused(() => postUnchecked(companyPaths.getRankData, { ...TODAY, rankType: 'money' }, silent), 40001);
  });
});
