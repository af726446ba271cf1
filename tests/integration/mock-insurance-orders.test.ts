/** The insurance orders' mock: every call, strict bodies that store nothing, the order graph enforced (paying: mock-insurance-payments.test.ts). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  insurancePaths,
  orderCancel,
  orderCreate,
  orderCheckPayStatus,
  orderCorrect,
  orderCreatePay,
  orderDelete,
  orderDetails,
  orderInsure,
  orderList,
  orderPay,
  orderPayAndInsure,
  orderPrint,
} from '@/api/insurance';
import { postUnchecked } from '@/api/http';
import { removeToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { INSURANCE_ACTIONS, allowedInsuranceActions, type InsuranceAction } from '@/domain/insuranceGraph';
import { chinaDay } from '@/domain/chinaTime';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, THIRD_ACCOUNT, getDb, snapshot } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { failure, silent } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';
import { balanceOf, createOrder, dayFromToday, idCardBorn, ledgerOf, loose, orderInput, orderRow, setAccount } from './mock-insurance-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
  setAccount(1, 10_000, true);
});
afterEach(() => removeToken());

const call = (action: InsuranceAction, orderId: number): Promise<unknown> => {
  switch (action) {
    case 'payAndInsure':
      return orderPayAndInsure({ orderId }, silent);
    case 'pay':
      return orderPay({ orderId }, silent);
    case 'createPay':
      return orderCreatePay({ orderId }, silent);
    case 'insure':
      return orderInsure({ orderId }, silent);
    case 'correct':
      return orderCorrect({ orderId, insurerName: '王小梅' }, silent);
    case 'cancel':
      return orderCancel({ orderId }, silent);
    case 'print':
      return orderPrint({ orderId }, silent);
    case 'delete':
      return orderDelete({ orderId }, silent);
  }
};

describe('order/create', () => {
  it('stores an order waiting for payment with the product’s words and premium, the end of cover, and answers it in yuan', async () => {
    const aunt = getDb().aunts.find((row_) => row_.companyId === 1 && row_.isDeleted === 0)!;
    const order = await createOrder({ auntId: aunt.auntId, insuredDate: dayFromToday(1) });
    expect(order).toMatchObject({
      insuredStatus: 0,
      insuranceCompany: '中国平安',
      planName: '家政意外险B款',
      premium: 25,
      unit: '月',
      cover: 1_000_000,
      policyNo: '',
      isDeleted: 0,
      auntId: aunt.auntId,
      applicantType: 0,
      paidBy: null,
    });
    expect(order.endDate).toBe(dayFromToday(30));
    expect(orderRow(order.orderId)).toMatchObject({ companyId: 1, premiumFen: 2500, coverFen: 100_000_000, applicantIdNo: '' });
  });

  it('takes an employer of the company as the applicant, with a checked id', async () => {
    const employer = getDb().employers.find((row_) => row_.companyId === 1 && row_.isDeleted === 0)!;
    const order = await createOrder({
      applicantType: 1,
      employerId: employer.employerId,
      applicantName: employer.employerName,
      applicantGender: 1,
      applicantIdType: 1,
      applicantIdNo: 'E12345678',
    });
    expect(order).toMatchObject({ applicantType: 1, employerId: employer.employerId, applicantIdType: 1, applicantIdNo: '*****5678' });
    expect(orderRow(order.orderId)?.applicantIdNo).toBe('E12345678');
  });

  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['a disabled product', { productId: 9 }, /停售/],
    ['a start date before today', { insuredDate: dayFromToday(-1) }, /不能早于今天/],
    ['a start date beyond 90 days', { insuredDate: dayFromToday(91) }, /90 天/],
    ['a day that is not on the calendar', { insuredDate: '2026-02-30' }, /有效日期/],
    ['a one-character name', { insurerName: '李' }, /不能少于2/],
    [
      'an identity card with a wrong check digit',
      { insurerIdNo: `${idCardBorn('1980-05-06').slice(0, 17)}${idCardBorn('1980-05-06').endsWith('1') ? '2' : '1'}` },
      /校验位/,
    ],
    ['an identity card of the wrong shape', { insurerIdNo: '12345' }, /格式不正确/],
    ['a passport with a dash', { insurerIdType: 1, insurerIdNo: 'E-1234567' }, /护照/],
    ['a mobile of 10 digits', { applicantMobile: '1380000000' }, /11 位/],
    ['an aunt of another company', { auntId: 6001 }, /阿姨/],
    [
      'an employer of another company',
      { applicantType: 1, employerId: 999_999, applicantGender: 0, applicantIdType: 0, applicantIdNo: idCardBorn('1980-01-01') },
      /雇主/,
    ],
    ['an agency applicant with an employer', { employerId: 1 }, /不填雇主/],
    ['an unknown field', { premium: 0.01 }, /不支持的字段/],
    ['a number sent as text', { productId: '2' }, /格式不正确/],
    ['a gender sent as text', { insurerGender: '0' }, /格式不正确/],
  ];
  it.each(bad)('refuses %s with 40001 and stores nothing', async (_, change, message) => {
    await refused(() => orderCreate(loose({ ...orderInput(), ...change }), silent), 40001, message);
  });

  it('answers 40401 for a product that does not exist, storing nothing', async () => {
    await refused(() => orderCreate(orderInput({ productId: 99 }), silent), 40401, /不存在/);
  });
});

describe('order/list', () => {
  it('answers the company’s orders not deleted, with the count of each status over the filter without its status', async () => {
    const { list, total, summary } = await orderList({ page: 1, pageSize: 200 }, silent);
    const mine = getDb().insOrders.filter((order) => order.companyId === 1 && order.isDeleted === 0);
    expect(total).toBe(mine.length);
    expect(list.map((order) => order.orderId).sort((a, b) => a - b)).toEqual(mine.map((order) => order.orderId).sort((a, b) => a - b));
    const counts = [0, 1, 2, 3, 4, 5].map((status) => mine.filter((order) => order.insuredStatus === status).length);
    expect(summary).toEqual({ counts, all: mine.length });
    const insured = await orderList({ page: 1, pageSize: 200, insuredStatus: 2 }, silent);
    expect(insured.total).toBe(counts[2]);
    expect(insured.summary).toEqual(summary);
    expect(insured.list.every((order) => order.insuredStatus === 2)).toBe(true);
  });

  it('filters by keyword (names, id numbers, policy, product), by insured date, and shows deleted orders on asking', async () => {
    const order = await createOrder({ insurerName: '欧阳娜娜', insuredDate: dayFromToday(5) });
    expect((await orderList({ keyword: '欧阳娜', page: 1 }, silent)).list.map((o) => o.orderId)).toEqual([order.orderId]);
    expect((await orderList({ keyword: idCardBorn('1980-05-06').slice(0, 12), page: 1 }, silent)).list.map((o) => o.orderId)).toContain(order.orderId);
    const dated = await orderList({ startDate: dayFromToday(5), endDate: dayFromToday(5), page: 1, pageSize: 200 }, silent);
    expect(dated.list.every((o) => o.insuredDate === dayFromToday(5))).toBe(true);
    expect(dated.list.map((o) => o.orderId)).toContain(order.orderId);
    const deleted = await orderList({ isDeleted: 1, page: 1, pageSize: 200 }, silent);
    expect(deleted.total).toBe(getDb().insOrders.filter((o) => o.companyId === 1 && o.isDeleted === 1).length);
    expect(deleted.list.every((o) => o.isDeleted === 1)).toBe(true);
  });

  it('refuses an unknown field or a status out of range (the client then shows an empty list)', async () => {
    const error = await failure(postUnchecked(insurancePaths.orderList, { insuredStatus: 9 }, silent));
    expect(error.code).toBe(40001);
    expect(await orderList({ insuredStatus: 9 as 0 }, silent)).toEqual({ list: [], total: 0 });
  });
});

describe('cancel, correct, delete, print, details', () => {
  it('cancel: waiting → 5 without money; insured (before cover) → 4 with the premium refunded', async () => {
    const waiting = await createOrder();
    expect(await orderCancel({ orderId: waiting.orderId }, silent)).toEqual({
      orderId: waiting.orderId,
      insuredStatus: 5,
      policyNo: '',
      refund: 0,
      refundTo: null,
    });
    const insured = await createOrder();
    await orderPayAndInsure({ orderId: insured.orderId }, silent);
    expect(balanceOf(1)).toBe(7_500);
    expect(await orderCancel({ orderId: insured.orderId }, silent)).toMatchObject({ insuredStatus: 4, refund: 25, refundTo: 'balance' });
    expect(balanceOf(1)).toBe(10_000);
    expect(ledgerOf(insured.orderId).map((entry) => entry.amountFen)).toEqual([-2_500, 2_500]);
    expect(await orderDelete({ orderId: insured.orderId }, silent)).toEqual({ orderId: insured.orderId, isDeleted: 1 });
    expect(await orderDetails({ orderId: insured.orderId }, silent)).toMatchObject({ isDeleted: 1, insuredStatus: 4 });
  });

  it('correct: the insured person or start date before cover, checked like create; the end of cover follows', async () => {
    const order = await createOrder();
    const corrected = await orderCorrect(
      { orderId: order.orderId, insuredDate: dayFromToday(10), insurerName: '李秀兰', insurerIdType: 1, insurerIdNo: 'g1234567' },
      silent,
    );
    expect(corrected).toMatchObject({
      insuredDate: dayFromToday(10),
      endDate: dayFromToday(39),
      insurerName: '李秀兰',
      insurerIdType: 1,
      insurerIdNo: '****4567',
    });
    expect(orderRow(order.orderId)?.insurerIdNo).toBe('G1234567');
    // The number sent back as shown (masked) is the stored one, unchanged.
    await orderCorrect({ orderId: order.orderId, insurerName: '李秀英', insurerIdType: 1, insurerIdNo: corrected.insurerIdNo }, silent);
    expect(orderRow(order.orderId)).toMatchObject({ insurerName: '李秀英', insurerIdNo: 'G1234567' });
    await refused(() => orderCorrect({ orderId: order.orderId, insurerIdType: 0 }, silent), 40001, /证件号码/);
    await refused(() => orderCorrect({ orderId: order.orderId, insurerIdNo: '123' }, silent), 40001, /护照/);
    await refused(() => orderCorrect({ orderId: order.orderId }, silent), 40001, /没有要修改/);
    await refused(() => orderCorrect({ orderId: order.orderId, insuredDate: dayFromToday(-2) }, silent), 40001);
    // Cover started (a seeded insured order of the past): refused.
    const started = getDb().insOrders.find((o) => o.companyId === 1 && o.insuredStatus === 2 && o.insuredDate <= chinaDay(Date.now()) && o.isDeleted === 0)!;
    await refused(() => orderCorrect({ orderId: started.orderId, insurerName: '张三丰' }, silent), 40901, /保障已开始/);
    await refused(() => orderCancel({ orderId: started.orderId }, silent), 40901, /保障已开始/);
  });

  it('print answers the certificate of an insured order (ids masked), by its query parameter only', async () => {
    const order = await createOrder({ insurerIdNo: idCardBorn('1980-05-06') });
    await refused(() => orderPrint({ orderId: order.orderId }, silent), 40901);
    const { policyNo } = await orderPayAndInsure({ orderId: order.orderId }, silent);
    const certificate = await orderPrint({ orderId: order.orderId }, silent);
    expect(certificate).toMatchObject({
      orderId: order.orderId,
      policyNo,
      insuranceCompany: '中国平安',
      planName: '家政意外险B款',
      insurerName: '李秀英',
      insurerIdNo: `**************${idCardBorn('1980-05-06').slice(-4)}`,
      premium: 25,
      cover: 1_000_000,
      insuredDate: order.insuredDate,
      endDate: order.endDate,
      companyName: '上海安心家政服务有限公司',
    });
    expect(certificate.types).toContain('住院津贴');
    expect((await failure(postUnchecked(insurancePaths.orderPrint, { orderId: order.orderId }, silent))).code).toBe(40001);
  });

  it('every action the graph does not allow is refused and changes nothing, for every seeded status', async () => {
    const today = chinaDay(Date.now());
    const samples = [0, 1, 2, 3, 4, 5].map((status) => getDb().insOrders.find((o) => o.companyId === 1 && o.insuredStatus === status && o.isDeleted === 0)!);
    samples.push(getDb().insOrders.find((o) => o.companyId === 1 && o.isDeleted === 1)!);
    for (const order of samples) {
      const allowed = allowedInsuranceActions(order, today);
      for (const action of INSURANCE_ACTIONS.filter((a) => !allowed.includes(a))) {
        await refused(() => call(action, order.orderId), 40901);
      }
    }
  });

  it('another company’s order is not found, for every call', async () => {
    actAs(THIRD_ACCOUNT);
    const theirs = await createOrder({ applicantName: '南京贴心家政服务有限公司' });
    actAs(PARTNER_ACCOUNT);
    for (const action of INSURANCE_ACTIONS) await refused(() => call(action, theirs.orderId), 40401);
    await refused(() => orderDetails({ orderId: theirs.orderId }, silent), 40401);
    await refused(() => orderCheckPayStatus({ orderId: theirs.orderId }, silent), 40401);
    const before = snapshot();
    expect((await orderList({ keyword: '李秀英', page: 1 }, silent)).list.every((o) => o.orderId !== theirs.orderId)).toBe(true);
    expect(snapshot()).toBe(before);
  });

  it('refuses bodies that are not {orderId} and calls without a session', async () => {
    const order = await createOrder();
    await refused(() => postUnchecked(insurancePaths.orderPay, { orderId: String(order.orderId) }, silent), 40001);
    await refused(() => postUnchecked(insurancePaths.orderPay, { orderId: order.orderId, amount: 0 }, silent), 40001);
    removeToken();
    await refused(() => orderPay({ orderId: order.orderId }, silent), 50008);
  });
});
