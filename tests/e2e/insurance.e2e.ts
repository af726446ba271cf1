/**
 * Insurance orders in a real browser (issue 14): an order for an aunt made from her detail page,
 * paid and insured in one step → status 2 with its policy number, the fund account's balance
 * reduced by exactly the premium; an order for someone too old fails the insure and resets as the
 * spec says (still waiting, nothing charged); print opens the certificate in a new tab with the
 * order id as its query parameter.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Aunt } from '@/api/aunt';
import type { InsuranceOrder } from '@/api/insurance';
import { hasValidCheckDigit } from '@/domain/idCard';
import { ageOnDay } from '@/domain/insuredPerson';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { pageApi } from '../tooling/chatPages';
import { identityNumber } from './fixtures';
import { appUrl, chromiumForFile, loggedIn, opened, pickOption, screenshot, tableRows } from './support';

const browser = chromiumForFile();

const PRODUCT = '中国平安（家政意外险B款） · ¥25.00/1月';
const balance = async (page: Page) => (await pageApi<{ balance: number }>(page, appUrl, '/finance/account/balance', {})).balance;
const latestOrder = async (page: Page) => (await pageApi<InsuranceOrder[]>(page, appUrl, '/insurance/order/list', { page: 1, pageSize: 1, isDeleted: 0 }))[0]!;
const drawer = (page: Page) => page.getByRole('dialog').filter({ hasText: '提交订单' });
const payDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: '支付保费' });

/** An aunt of the company whose identity card an insurer accepts (check digit right, 16–65 on tomorrow's start). */
async function insurableAunt(page: Page): Promise<Aunt> {
  const rows = await pageApi<{ auntId: number }[]>(page, appUrl, '/aunt/getAunts', { scope: 'all', page: 1, pageSize: 40 });
  const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  for (const row of rows) {
    const aunt = await pageApi<Aunt>(page, appUrl, '/aunt/getAunt', { auntId: row.auntId, isDeleted: 0 });
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

    const [certificatePage] = await Promise.all([page.context().waitForEvent('page'), row.getByRole('link', { name: `打印 ${aunt.auntName}` }).click()]);
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
    await page.locator('.ant-message').getByText(/支付并投保未成功：.*拒绝承保.*订单状态已重置为待支付/).waitFor();
    const order = await latestOrder(page);
    expect(order).toMatchObject({ insurerName: '高秀英', insuredStatus: 0, policyNo: '' });
    await tableRows(page).filter({ hasText: '高秀英' }).getByText('待支付').waitFor();
    expect(await balance(page)).toBe(before);
    await screenshot(page, 'insurance-refused');
  });
});
