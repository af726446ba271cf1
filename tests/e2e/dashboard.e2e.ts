/**
 * The dashboard counts the records (issue 10, item 1) in Chromium against the built app and the
 * standalone mock: read today's totals, create an order through the employer's page and take it
 * to signed through the order's steps, reload the dashboard: new orders and signings moved by
 * one, new aunts and employers did not (a seeded employer and seeded aunts were used).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, loggedIn, chooseMenuItem, pickOption, chromiumForFile, screenshot, tableRows } from './support';
import { openModal, recommendFirstAunts, signCandidate } from './orderSteps';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { chinaDay } from '@/domain/chinaTime';

const browser = chromiumForFile();

const METRICS = ['新增阿姨', '新增雇主', '新增订单', '签约'] as const;
type Totals = Record<(typeof METRICS)[number], number>;

/** The four cards' numbers once loaded. */
async function cardTotals(page: Page): Promise<Totals> {
  const totals = {} as Totals;
  for (const metric of METRICS) {
    const card = page.getByRole('group', { name: metric });
    await card.and(page.locator('[aria-busy="false"]')).waitFor();
    totals[metric] = Number((await card.locator('[data-metric-value]').innerText()).replace(/,/g, ''));
  }
  return totals;
}

/** Opens the dashboard afresh (a full load), chooses "今天" and reads its totals. */
async function todayTotals(page: Page): Promise<Totals> {
  await page.goto(`${appUrl}/dashboard`);
  await page.getByTestId('dashboard-period').filter({ hasText: '统计区间' }).waitFor();
  await page.getByRole('button', { name: /^时间范围：/ }).click();
  await chooseMenuItem(page, '今天');
  const today = chinaDay(Date.now());
  await page
    .getByTestId('dashboard-period')
    .filter({ hasText: `统计区间：${today} 至 ${today}` })
    .waitFor();
  return cardTotals(page);
}

describe('the dashboard', () => {
  it('moves by one new order and one signing after an order is created and signed', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT);
    const before = await todayTotals(page);

    // A new order for a seeded employer, from his page.
    await page.goto(`${appUrl}/employer/list`);
    await tableRows(page).first().getByRole('link').first().click();
    await page.waitForURL(/\/employer\/detail\/\d+$/);
    await page.getByRole('tab', { name: /^订单/ }).click();
    await page.getByRole('button', { name: /新建订单/ }).click();
    const orderForm = openModal(page, '新建招聘订单');
    await pickOption(page, orderForm.getByRole('combobox', { name: '服务类型' }), '住家保姆');
    await orderForm.getByRole('button', { name: /创\s*建/ }).click();
    await page.waitForURL(/\/customer\/jobs\/detail\/\d+$/);
    const orderNo = (
      await page
        .getByText(/^DD\d{12}$/)
        .first()
        .innerText()
    ).trim();
    // Order numbers carry the China day, the same day the dashboard counts it on.
    expect(orderNo.slice(2, 10)).toBe(chinaDay(Date.now()).replace(/-/g, ''));

    // A seeded aunt recommended, through interview and trial, signed.
    const [hired] = await recommendFirstAunts(page, 1);
    await signCandidate(page, hired!);

    const after = await todayTotals(page);
    expect(after).toEqual({ ...before, 新增订单: before['新增订单'] + 1, 签约: before['签约'] + 1 });
    await screenshot(page, 'dashboard-today-after-signing');
  });
});
