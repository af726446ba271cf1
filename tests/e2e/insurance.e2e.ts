/**
 * Insurance orders in a real browser (issue 14): an order for an aunt made from her detail page,
 * paid and insured in one step → status 2 with its policy number, the fund account's balance
 * reduced by exactly the premium; an order for someone too old fails the insure and resets as the
 * spec says (still waiting, nothing charged); print opens the certificate in a new tab with the
 * order id as its query parameter. One order, one payment (issue 34): a scanned payment that
 * arrived, then 仅支付 from the balance → the balance untouched, the order paid once (by the scan,
 * said so); cancelling it shows the refund going back the way it came, in zh and en.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Aunt } from '@/api/aunt';
import type { InsuranceOrder } from '@/api/insurance';
import type { RevealAnswer } from '@/api/privacy';
import { hasValidCheckDigit } from '@/domain/idCard';
import { ageOnDay } from '@/domain/insuredPerson';
import type { FundLedgerEntry } from '@/api/finance';
import { chinaDay } from '@/domain/chinaTime';
import { addDays } from '@/domain/dateFilter';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { pageApi } from '../tooling/chatPages';
import { payInsuranceOrder } from '../tooling/servers';
import { identityNumber } from './fixtures';
import { appUrl, chromiumForFile, loggedIn, mockSecret, mockUrl, opened, pickOption, rowAction, screenshot, tableRows } from './support';

const browser = chromiumForFile();

const PRODUCT = '中国平安（家政意外险B款） · ¥25/1月';
const balance = async (page: Page) => (await pageApi<{ balance: number }>(page, appUrl, '/finance/account/balance', {})).balance;
const latestOrder = async (page: Page) => (await pageApi<InsuranceOrder[]>(page, appUrl, '/insurance/order/list', { page: 1, pageSize: 1, isDeleted: 0 }))[0]!;
const drawer = (page: Page) => page.getByRole('dialog').filter({ hasText: '提交订单' });
const payDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: '支付保费' });

/** An aunt of the company whose identity card an insurer accepts (check digit right, 16–65 on tomorrow's start). */
async function insurableAunt(page: Page): Promise<Aunt> {
  const rows = await pageApi<{ auntId: number }[]>(page, appUrl, '/aunt/getAunts', { scope: 'all', page: 1, pageSize: 40 });
  const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  for (const row of rows) {
    const masked = await pageApi<Aunt>(page, appUrl, '/aunt/getAunt', { auntId: row.auntId, isDeleted: 0 });
    // Reads answer it masked: the full number through the reveal call, as the order drawer asks it.
    const reveal = { subject: 'aunt', id: row.auntId, fields: ['idCard'], reason: { kind: 'verify' } };
    const { values } = await pageApi<RevealAnswer>(page, appUrl, '/privacy/reveal', reveal);
    const aunt = { ...masked, idCard: values.idCard ?? '' };
    const age = ageOnDay(0, aunt.idCard, tomorrow);
    if (hasValidCheckDigit(aunt.idCard) && age !== null && age >= 16 && age <= 65) return aunt;
  }
  throw new Error('no insurable aunt among the first 40');
}

async function payAndInsure(page: Page): Promise<void> {
  const dialog = payDialog(page);
  await opened(dialog);
  await dialog.getByTestId('pay-balance').waitFor();
  await dialog.getByRole('button', { name: '支付并投保' }).click();
}

describe('insurance orders', () => {
  it('an order for an aunt, paid and insured in one step: status 2 with its policy number, the balance down by the premium; print opens the certificate', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT);
    const aunt = await insurableAunt(page);
    const before = await balance(page);

    await page.goto(`${appUrl}/aunt/detail/${aunt.auntId}`);
    await page.getByRole('button', { name: '投保' }).click();
    await page.waitForURL(`${appUrl}/insurance/orders`);
    const form = drawer(page);
    await opened(form);
    await expect.poll(() => form.getByLabel('姓名').first().inputValue()).toBe(aunt.auntName);
    // Masked in every read: the drawer asked the reveal call (reason 投保) for it.
    await expect.poll(() => form.getByLabel('证件号码').first().inputValue()).toBe(aunt.idCard);
    await pickOption(page, form.getByRole('combobox', { name: '保险产品' }), PRODUCT);
    await form.getByRole('button', { name: '提交订单' }).click();

    await payAndInsure(page);
    const order = await latestOrder(page);
    await expect.poll(async () => (await latestOrder(page)).insuredStatus).toBe(2);
    const { policyNo } = await latestOrder(page);
    expect(policyNo).toMatch(/^PA\d{16}$/);
    expect(order.insurerName).toBe(aunt.auntName);
    await page.locator('.ant-message').getByText(`投保成功，保单号 ${policyNo}`).waitFor();
    const row = tableRows(page).filter({ hasText: policyNo });
    await row.getByText('已投保').waitFor();
    expect(Math.round((before - (await balance(page))) * 100)).toBe(2500);

    const [certificatePage] = await Promise.all([page.context().waitForEvent('page'), rowAction(page, row, '打印')]);
    await certificatePage.waitForLoadState();
    expect(certificatePage.url()).toBe(`${appUrl}/insurance/print?orderId=${order.orderId}`);
    const certificate = certificatePage.getByRole('article', { name: '保险凭证' });
    await certificate.getByText(policyNo).waitFor();
    await certificate.getByText(aunt.auntName, { exact: false }).first().waitFor();
    await certificatePage.getByRole('button', { name: '打印' }).waitFor();
    await screenshot(certificatePage, 'insurance-certificate');
  });

  it('an order for someone too old fails the insure and resets: still waiting, no policy, nothing charged', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/insurance/orders' });
    const before = await balance(page);
    await page.getByRole('button', { name: '新增投保' }).click();
    const form = drawer(page);
    await opened(form);
    await pickOption(page, form.getByRole('combobox', { name: '保险产品' }), PRODUCT);
    await form.getByLabel('姓名').first().fill('高秀英');
    await form.getByLabel('女').first().check();
    await form.getByLabel('证件号码').first().fill(identityNumber('1950-03-01'));
    await form.getByText(/超出该产品承保年龄 16–65 岁/).waitFor();
    await form.getByRole('button', { name: '提交订单' }).click();

    await payAndInsure(page);
    await page
      .locator('.ant-message')
      .getByText(/支付并投保未成功：.*拒绝承保.*订单状态已重置为待支付/)
      .waitFor();
    const order = await latestOrder(page);
    expect(order).toMatchObject({ insurerName: '高秀英', insuredStatus: 0, policyNo: '' });
    await tableRows(page).filter({ hasText: '高秀英' }).getByText('待支付').waitFor();
    expect(await balance(page)).toBe(before);
    await screenshot(page, 'insurance-refused');
  });
});

/** What a person reads on the way, per language. */
const WORDS = {
  zh: {
    pay: '支付',
    dialog: '支付保费',
    payOnly: '仅支付',
    settled: '扫码支付已到账',
    settledBody: '这笔订单的扫码支付已经到账，订单记为扫码支付成功；账户余额没有扣款。',
    ok: '知道了',
    paid: '支付成功',
    cancel: '取消',
    confirm: '的保险订单？',
    confirmOk: '取消订单',
    refunded: '已退保，保费 ¥25 原路退回扫码付款人（不进入账户余额）',
    cancelled: '已退保',
    view: '查看',
    details: '订单详情',
    refundLine: '¥25 原路退回（扫码）',
  },
  en: {
    pay: 'Pay',
    dialog: 'Pay the premium',
    payOnly: 'Pay only',
    settled: 'The scanned payment had arrived',
    settledBody: 'This order’s scanned payment had already arrived, so the order is recorded as paid by scan. The account balance was not charged.',
    ok: 'OK',
    paid: 'Paid',
    cancel: 'Cancel',
    confirm: "'s insurance order?",
    confirmOk: 'Cancel the order',
    refunded: 'Insurance cancelled: the premium ¥25 goes back to whoever paid by scan (not into the account balance)',
    cancelled: 'Insurance cancelled',
    view: 'View',
    details: 'Order details',
    refundLine: '¥25 back the way it was paid (scan)',
  },
} as const;

describe('one order, one payment', () => {
  it.each(['zh', 'en'] as const)(
    'a scanned payment arrived, then 仅支付 from the balance: the balance is not charged and the order is paid once; cancelling it shows the refund going back the way it came (%s)',
    async (language) => {
      const words = WORDS[language];
      const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/insurance/orders' });
      if (language === 'en') {
        await page.getByText('English', { exact: true }).click();
        await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
      }
      const name = language === 'en' ? '扫码付英' : '扫码付中';
      const order = await pageApi<InsuranceOrder>(page, appUrl, '/insurance/order/create', {
        productId: 2,
        insuredDate: addDays(chinaDay(Date.now()), 3),
        applicantType: 0,
        applicantName: '上海安心家政服务有限公司',
        applicantMobile: '13800000001',
        insurerName: name,
        insurerGender: 0,
        insurerIdType: 0,
        insurerIdNo: identityNumber('1980-05-06'),
      });
      await pageApi(page, appUrl, '/insurance/order/createPay', { orderId: order.orderId });
      await payInsuranceOrder(mockUrl, mockSecret, order.orderId);
      const before = await balance(page);
      const ledger = async () =>
        (await pageApi<FundLedgerEntry[]>(page, appUrl, '/finance/account/ledger', { page: 1, pageSize: 100 })).filter(
          (entry) => entry.insuranceOrderId === order.orderId,
        );

      await page.reload();
      const row = tableRows(page).filter({ hasText: name });
      await rowAction(page, row, words.pay);
      const dialog = page.getByRole('dialog').filter({ hasText: words.dialog });
      await opened(dialog);
      await dialog.getByTestId('pay-balance').waitFor();
      await screenshot(page, `insurance-scan-arrived-pay-dialog-${language}`, { window: true });
      await dialog.getByRole('button', { name: words.payOnly }).click();

      const notice = page.getByRole('dialog').filter({ hasText: words.settled });
      await notice.getByText(words.settledBody).waitFor();
      await screenshot(page, `insurance-scan-arrived-pay-result-${language}`, { window: true });
      await notice.getByRole('button', { name: words.ok }).click();
      await row.getByText(words.paid, { exact: true }).waitFor();
      expect(await balance(page)).toBe(before);
      expect(await ledger()).toEqual([]);
      expect(await pageApi<InsuranceOrder>(page, appUrl, '/insurance/order/details', { orderId: order.orderId })).toMatchObject({
        insuredStatus: 1,
        paidBy: 'scan',
      });

      await rowAction(page, row, words.cancel);
      const confirm = page.getByRole('dialog').filter({ hasText: words.confirm });
      await confirm.getByRole('button', { name: words.confirmOk }).click();
      await page.locator('.ant-message').getByText(words.refunded).waitFor();
      await row.getByText(words.cancelled, { exact: true }).waitFor();
      await rowAction(page, row, words.view);
      const drawer = page.getByRole('dialog').filter({ hasText: words.details });
      await drawer.getByText(words.refundLine).waitFor();
      await screenshot(page, `insurance-scan-refund-details-${language}`, { window: true });
      expect(await balance(page)).toBe(before);
      expect(await ledger()).toEqual([]);
    },
  );
});
