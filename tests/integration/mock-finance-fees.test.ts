/** Fee records of the mock: the list with its summary (exact, over the filter), add, edit one field, delete, the ledger; refusals store nothing. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountLedger, addFeeIO, deleteFee, financePaths, getFeeIOData, setFieldValue, type FeeInput, type FeeSummary } from '@/api/finance';
import { postUnchecked } from '@/api/http';
import { removeToken } from '@/auth/token';
import { chinaDay } from '@/domain/chinaTime';
import { addDays } from '@/domain/dateFilter';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT, getDb, type FeeRecordRow } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { silent } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

const today = () => chinaDay(Date.now());
const dict = (companyId: number, name: string) => {
  const row = getDb().financeDict.find((item) => item.companyId === companyId && item.dictName === name);
  if (!row) throw new Error(`no dictionary item ${name}`);
  return row.dictId;
};
const income = (over: Partial<FeeInput> = {}): FeeInput => ({
  feeType: 0,
  feeNameId: dict(1, '中介服务费'),
  payStyleId: dict(1, '微信'),
  amount: 100,
  feeDate: today(),
  ...over,
});
const expense = (over: Partial<FeeInput> = {}): FeeInput => ({
  feeType: 1,
  feeNameId: dict(1, '广告费'),
  payStyleId: dict(1, '现金'),
  amount: 100,
  feeDate: today(),
  ...over,
});
/** Leaves company 1 with no fee records (a clean slate for exact sums). */
const clearFees = () => {
  const db = getDb();
  db.feeRecords = db.feeRecords.filter((row) => row.companyId !== 1);
};
const summaryOf = async (body: Parameters<typeof getFeeIOData>[0] = {}) => (await getFeeIOData(body, silent)).summary as FeeSummary;

describe('the seed', () => {
  it('opens every account by a top-up, gives each company its dictionary and 60-150 fee records of its own links', () => {
    const db = getDb();
    // Opened by one top-up each; the insurance seed then pays premiums from them (its own test).
    const opening = (companyId: number) => db.fundLedger.find((row) => row.companyId === companyId);
    expect(db.fundAccounts.map((row) => [row.companyId, opening(row.companyId)?.reason, opening(row.companyId)?.amountFen, row.isPaymentKey])).toEqual([
      [1, 'topUp', 500_000, true],
      [2, 'topUp', 6_000, true],
      [3, 'topUp', 120_000, false],
    ]);
    for (const account of db.fundAccounts) {
      const ledger = db.fundLedger.filter((row) => row.companyId === account.companyId);
      expect(ledger.reduce((sum, row) => sum + row.amountFen, 0)).toBe(account.balanceFen);
      expect(account.balanceFen).toBeGreaterThanOrEqual(0);
    }
    for (const companyId of [1, 2, 3]) {
      const fees = db.feeRecords.filter((row) => row.companyId === companyId);
      expect(fees.length).toBeGreaterThanOrEqual(60);
      expect(fees.length).toBeLessThanOrEqual(150);
      for (const fee of fees) {
        expect(Number.isInteger(fee.amountFen) && fee.amountFen > 0).toBe(true);
        expect(fee.feeDate <= today()).toBe(true);
        const name = db.financeDict.find((row) => row.dictId === fee.feeNameId);
        expect([name?.companyId, name?.feeType]).toEqual([companyId, fee.feeType]);
        if (fee.orderId !== null) expect(db.orders.find((row) => row.orderId === fee.orderId)?.companyId).toBe(companyId);
        if (fee.auntId !== null) expect(db.aunts.find((row) => row.auntId === fee.auntId)?.companyId).toBe(companyId);
        expect(db.users.find((row) => row.userId === fee.userId)?.companyId).toBe(companyId);
      }
      expect(fees.some((fee) => fee.amountFen % 100 !== 0)).toBe(true);
    }
  });
});

describe('/finance/getFeeIOData', () => {
  it('sums exactly in fen: 0.1 + 0.2 is 0.3, large sums keep their fen', async () => {
    clearFees();
    await addFeeIO(income({ amount: 0.1 }), silent);
    await addFeeIO(income({ amount: 0.2 }), silent);
    expect(await summaryOf()).toMatchObject({ income: 0.3, expense: 0, net: 0.3 });
    await addFeeIO(income({ amount: 99_999_999.99 }), silent);
    await addFeeIO(income({ amount: 99_999_999.99 }), silent);
    await addFeeIO(expense({ amount: 0.07 }), silent);
    expect(await summaryOf()).toEqual({ income: 200_000_000.28, expense: 0.07, net: 200_000_000.21, counts: { all: 5, income: 4, expense: 1 } });
  });

  it('summarises every row of the filter, not the page; counts per tab ignore the fee type', async () => {
    const db = getDb();
    const mine = db.feeRecords.filter((row) => row.companyId === 1);
    const fen = (rows: FeeRecordRow[], type: 0 | 1) => rows.filter((row) => row.feeType === type).reduce((sum, row) => sum + row.amountFen, 0);
    const answer = await getFeeIOData({ page: 1, pageSize: 5 }, silent);
    expect(answer.list).toHaveLength(5);
    expect(answer.total).toBe(mine.length);
    expect(answer.summary).toEqual({
      income: fen(mine, 0) / 100,
      expense: fen(mine, 1) / 100,
      net: (fen(mine, 0) - fen(mine, 1)) / 100,
      counts: { all: mine.length, income: mine.filter((row) => row.feeType === 0).length, expense: mine.filter((row) => row.feeType === 1).length },
    });
    const onlyExpense = await getFeeIOData({ feeType: 1, pageSize: 200 }, silent);
    expect(onlyExpense.list.every((row) => row.feeType === 1)).toBe(true);
    expect(onlyExpense.summary).toMatchObject({ income: 0, expense: fen(mine, 1) / 100, counts: { all: mine.length } });
  });

  it('filters by fee name, pay style, handler, keyword and the date filter; sorts newest first by default', async () => {
    clearFees();
    const staff = getDb().users.find((row) => row.mobile === STAFF_ACCOUNT.mobile)!;
    const order = getDb().orders.find((row) => row.companyId === 1 && row.isDeleted === 0)!;
    await addFeeIO(income({ amount: 10, feeDate: addDays(today(), -40), remarks: '老客户' }), silent);
    await addFeeIO(income({ amount: 20, payStyleId: dict(1, '现金'), orderId: order.orderId, employerId: order.employerId }), silent);
    await addFeeIO(expense({ amount: 30, feeDate: addDays(today(), -1) }), silent);
    getDb().feeRecords.find((row) => row.amountFen === 3000)!.userId = staff.userId;
    const amounts = async (body: Parameters<typeof getFeeIOData>[0]) => (await getFeeIOData(body, silent)).list.map((row) => row.amount);
    expect(await amounts({})).toEqual([20, 30, 10]);
    expect(await amounts({ sortField: 'amount', sortOrder: 'asc' })).toEqual([10, 20, 30]);
    expect(await amounts({ feeNameId: dict(1, '中介服务费') })).toEqual([20, 10]);
    expect(await amounts({ payStyleId: dict(1, '现金') })).toEqual([20, 30]);
    expect(await amounts({ userId: staff.userId })).toEqual([30]);
    expect(await amounts({ keyword: '老客户' })).toEqual([10]);
    expect(await amounts({ keyword: order.employerName })).toEqual([20]);
    expect(await amounts({ feeDate: { dateFilter: 'inPastDays', days: 7 } })).toEqual([20, 30]);
    expect(await amounts({ feeDate: { dateFilter: 'today' } })).toEqual([20]);
    expect(await amounts({ feeDate: { dateFilter: 'isNull' } })).toEqual([]);
    const row = (await getFeeIOData({ keyword: order.employerName }, silent)).list[0];
    expect(row).toMatchObject({ feeName: '中介服务费', payStyleName: '现金', orderNo: order.orderNo, employerName: order.employerName, userName: '王经理' });
  });

  it('refuses unknown fields, numbers as strings and bad date filters (40001)', async () => {
    for (const body of [{ companyId: 2 }, { feeType: '1' }, { feeType: 2 }, { page: '1' }, { feeDate: { dateFilter: 'someday' } }, { sortField: 'remarks' }]) {
      await refused(() => postUnchecked(financePaths.getFeeIOData, body, silent), 40001);
    }
  });

  it('answers 40301 to staff without finance.manage, and shows each company only its own rows', async () => {
    actAs(STAFF_ACCOUNT);
    await refused(() => getFeeIOData({}, silent), 40301);
    await refused(() => addFeeIO(income(), silent), 40301);
    actAs(THIRD_ACCOUNT);
    const answer = await getFeeIOData({ pageSize: 200 }, silent);
    expect(answer.total).toBe(getDb().feeRecords.filter((row) => row.companyId === 3).length);
  });
});

describe('/finance/addFeeIO', () => {
  it('stores the fee in fen with its links, handler and times, and answers it in yuan', async () => {
    const order = getDb().orders.find((row) => row.companyId === 1 && row.isDeleted === 0 && row.auntId !== null)!;
    const added = await addFeeIO(
      income({ amount: 1234.56, orderId: order.orderId, employerId: order.employerId, auntId: order.auntId, remarks: ' 首期 ' }),
      silent,
    );
    const stored = getDb().feeRecords.find((row) => row.feeId === added.feeId)!;
    expect(stored).toMatchObject({ amountFen: 123_456, companyId: 1, orderId: order.orderId, auntId: order.auntId, remarks: '首期' });
    expect(added).toMatchObject({ amount: 1234.56, feeName: '中介服务费', payStyleName: '微信', orderNo: order.orderNo, auntName: order.auntName });
  });

  it('validates every field and stores nothing when refused', async () => {
    const other = getDb().orders.find((row) => row.companyId === 2)!;
    const bodies: unknown[] = [
      { ...income(), amount: 0 },
      { ...income(), amount: -5 },
      { ...income(), amount: 1.005 },
      { ...income(), amount: '100' },
      { ...income(), amount: 100_000_000 },
      { ...income(), feeType: 1 },
      { ...income(), feeType: '0' },
      { ...income(), feeNameId: dict(2, '中介服务费') },
      { ...income(), payStyleId: dict(1, '中介服务费') },
      { ...income(), feeDate: addDays(today(), 1) },
      { ...income(), feeDate: '2026-02-30' },
      { ...income(), remarks: 'x'.repeat(201) },
      { ...income(), orderId: other.orderId },
      { ...income(), auntId: 999_999 },
      { ...income(), companyId: 1 },
      { ...income(), feeNameId: undefined },
    ];
    for (const body of bodies) await refused(() => postUnchecked(financePaths.addFeeIO, body, silent), 40001);
  });
});

describe('/finance/setFieldValue and deleteFee', () => {
  const firstFee = () => getDb().feeRecords.find((row) => row.companyId === 1 && row.feeType === 0)!;

  it('changes one field at a time with the add rules', async () => {
    const fee = firstFee();
    expect((await setFieldValue({ feeId: fee.feeId, field: 'amount', value: 88.8 }, silent)).amount).toBe(88.8);
    expect(fee.amountFen).toBe(8_880);
    await setFieldValue({ feeId: fee.feeId, field: 'feeDate', value: addDays(today(), -3) }, silent);
    await setFieldValue({ feeId: fee.feeId, field: 'remarks', value: '改过' }, silent);
    await setFieldValue({ feeId: fee.feeId, field: 'feeNameId', value: dict(1, '培训费') }, silent);
    const answer = await setFieldValue({ feeId: fee.feeId, field: 'payStyleId', value: dict(1, '支付宝') }, silent);
    expect(answer).toMatchObject({ feeDate: addDays(today(), -3), remarks: '改过', feeName: '培训费', payStyleName: '支付宝' });
  });

  it('refuses other fields, bad values and other companies’ fees, changing nothing', async () => {
    const fee = firstFee();
    const foreign = getDb().feeRecords.find((row) => row.companyId === 2)!;
    const cases: [unknown, number][] = [
      [{ feeId: fee.feeId, field: 'feeType', value: 1 }, 40001],
      [{ feeId: fee.feeId, field: 'userId', value: 1 }, 40001],
      [{ feeId: fee.feeId, field: 'amount', value: '12' }, 40001],
      [{ feeId: fee.feeId, field: 'amount', value: 0 }, 40001],
      [{ feeId: fee.feeId, field: 'amount', value: 0.001 }, 40001],
      [{ feeId: fee.feeId, field: 'feeDate', value: addDays(today(), 2) }, 40001],
      [{ feeId: fee.feeId, field: 'remarks', value: 'y'.repeat(201) }, 40001],
      [{ feeId: fee.feeId, field: 'feeNameId', value: dict(1, '房租') }, 40001],
      [{ feeId: fee.feeId, field: 'payStyleId', value: dict(2, '现金') }, 40001],
      [{ feeId: fee.feeId, field: 'amount', value: 5, extra: 1 }, 40001],
      [{ feeId: foreign.feeId, field: 'amount', value: 5 }, 40401],
    ];
    for (const [body, code] of cases) await refused(() => postUnchecked(financePaths.setFieldValue, body, silent), code);
  });

  it('deletes the company’s fee only', async () => {
    const fee = firstFee();
    const foreign = getDb().feeRecords.find((row) => row.companyId === 2)!;
    await refused(() => deleteFee({ feeId: foreign.feeId }, silent), 40401);
    await refused(() => postUnchecked(financePaths.deleteFee, { feeId: String(fee.feeId) }, silent), 40001);
    await deleteFee({ feeId: fee.feeId }, silent);
    expect(getDb().feeRecords.some((row) => row.feeId === fee.feeId)).toBe(false);
  });
});

describe('/finance/account/ledger (our addition)', () => {
  it('answers the company’s movements newest first, in yuan', async () => {
    const answer = await accountLedger({ page: 1, pageSize: 100 }, silent);
    const stored = getDb().fundLedger.filter((row) => row.companyId === 1);
    expect(answer.total).toBe(stored.length);
    // Newest movement first, the opening top-up last; each row in yuan with the balance after it.
    expect(answer.list.at(-1)).toEqual(expect.objectContaining({ amount: 5000, balanceAfter: 5000, reason: 'topUp', userName: '' }));
    const newest = stored.reduce((a, b) => (b.entryId > a.entryId ? b : a));
    expect(answer.list[0]).toEqual(
      expect.objectContaining({ amount: newest.amountFen / 100, balanceAfter: newest.balanceAfterFen / 100, reason: newest.reason }),
    );
    await refused(() => postUnchecked(financePaths.accountLedger, { page: '1' }, silent), 40001);
    actAs(STAFF_ACCOUNT);
    await refused(() => accountLedger({}, silent), 40301);
  });
});
