/**
 * Ready to work (可上户, issue 39 item 3) in a real browser, zh and en: the aunt list shows a
 * seeking-work aunt who is not ready with her reason (tooltip and the badge's own text); recommending
 * her to an order warns naming that reason; 取消 sends nothing, 仍要推荐 sends her. Whatever the
 * seed and today's date make her reason, the list and the warning must name the same one. The
 * detail header, a hall card and the public résumé show the badge too, the last two from the mock's
 * ready-to-work facts (only the authorisation left unchecked). Screenshots zh and en.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT } from '@/mocks/db/demoAccounts';
import type { Aunt } from '@/api/aunt.types';
import type { Order } from '@/api/order';
import { pageApi } from '../tooling/chatPages';
import { appUrl, chromiumForFile, englishPage, loggedIn, opened, resumeLinkOf, screenshot, tableRows } from './support';
import { openModal } from './orderSteps';

const browser = chromiumForFile();
const api = <T>(page: Page, path: string, body: object) => pageApi<T>(page, appUrl, path, body);

/** The list's row of the aunt named `name`, searched for by the keyword filter. */
async function listRowOf(page: Page, keywordLabel: string, name: string): Promise<Locator> {
  await page.getByRole('textbox', { name: keywordLabel }).fill(name);
  await page.getByRole('textbox', { name: keywordLabel }).press('Enter');
  const row = tableRows(page).filter({ hasText: name });
  await expect.poll(() => tableRows(page).count()).toBe(1);
  await row.waitFor();
  return row;
}

describe('ready to work', () => {
  it('shows a not-ready aunt with her reason on the list, and warns before recommending her: 取消 sends nothing, 仍要推荐 sends', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/aunt/all' });

    // The seeking-work aunts of the first list page, as the list shows them.
    await tableRows(page).first().waitFor();
    const notReady = tableRows(page)
      .filter({ has: page.locator('[data-ready="0"]') })
      .filter({ hasText: '找工作' });
    await expect.poll(() => notReady.count(), { message: 'a seeking-work aunt who is not ready on the first list page' }).toBeGreaterThan(0);
    const badge = notReady.first().locator('[data-ready="0"]');
    const badgeText = (await badge.textContent()) ?? '';
    const reasons = /未就绪原因：([^；）]+(?:；[^；）]+)*?)(?:；此处未核验|）)/.exec(badgeText)?.[1];
    if (!reasons) throw new Error(`no reason in “${badgeText}”`);
    const auntId = Number(await notReady.first().getAttribute('data-row-key'));
    const [aunt] = await api<Aunt[]>(page, '/aunt/getAunts', { scope: 'all', workStatus: [1], page: 1, pageSize: 100 }).then((list) =>
      list.filter((row) => row.auntId === auntId),
    );
    if (!aunt) throw new Error(`aunt ${auntId} is not seeking work`);
    const name = aunt.auntName;

    // Her row on the list: 未就绪, the reason in the tooltip and in the badge's own text.
    const row = await listRowOf(page, '关键词', name);
    const herBadge = row.locator('[data-ready]');
    expect(await herBadge.getAttribute('data-ready')).toBe('0');
    expect(await herBadge.textContent()).toContain(`未就绪（未就绪原因：${reasons}`);
    await herBadge.hover();
    const tooltip = page.getByRole('tooltip').filter({ hasText: `未就绪原因：${reasons}` });
    await tooltip.waitFor();
    await screenshot(page, 'readiness-list-zh', { window: true });

    // An order for her service type; the picker finds her by name.
    const [existing] = await api<Order[]>(page, '/order/list', { page: 1, pageSize: 1 });
    const order = await api<Order>(page, '/order/create', {
      employerId: existing!.employerId,
      serviceType: aunt.serviceTypes[0],
      salaryMin: 6000,
      salaryMax: 8000,
    });
    const sent: { auntIds?: number[]; auntId?: number | number[] }[] = [];
    const record = (request: Request) => {
      if (request.url().includes('/order/recommendAunt')) sent.push(request.postDataJSON() as (typeof sent)[number]);
    };
    page.on('request', record);
    await page.goto(`${appUrl}/customer/jobs/detail/${order.orderId}`);
    const recommend = async () => {
      await page.getByRole('button', { name: /推荐阿姨/ }).click();
      const picker = page
        .locator('.ant-modal:visible')
        .filter({ has: page.locator('.ant-table') })
        .last();
      await opened(picker);
      await picker.getByRole('textbox', { name: '关键词' }).fill(name);
      await picker.getByRole('textbox', { name: '关键词' }).press('Enter');
      const candidate = tableRows(picker).filter({ hasText: name });
      await expect.poll(() => tableRows(picker).count()).toBe(1);
      await candidate.locator('input[type="checkbox"]').check();
      await picker.getByRole('button', { name: /^推\s*荐$/ }).click();
      const warning = openModal(page, '以下阿姨需要注意，仍要推荐吗？');
      await opened(warning);
      expect(await warning.getByTestId('recommend-warnings').locator('li').first().textContent()).toBe(`${name}：${reasons}`);
      return { picker, warning };
    };

    // 取消: the warning closes, the picker stays with her chosen, nothing sent.
    const first = await recommend();
    await screenshot(page, 'readiness-recommend-warning-zh', { window: true });
    await first.warning.getByRole('button', { name: /^取\s*消$/ }).click();
    await first.warning.waitFor({ state: 'hidden' });
    expect(await first.picker.isVisible()).toBe(true);
    expect(sent).toEqual([]);
    await first.picker.getByRole('button', { name: /^取\s*消$/ }).click();
    await first.picker.waitFor({ state: 'hidden' });

    // 仍要推荐: she is recommended and on the order.
    const second = await recommend();
    await second.warning.getByRole('button', { name: '仍要推荐' }).click();
    await page.getByText('已推荐阿姨').first().waitFor();
    await expect.poll(() => sent.length).toBe(1);
    expect(JSON.stringify(sent[0])).toContain(String(auntId));
    await tableRows(page).filter({ hasText: name }).first().waitFor();

    // In English: the list's badge and tooltip, and the warning on another order.
    const en = await englishPage(browser(), ADMIN_ACCOUNT, '/aunt/all');
    await tableRows(en).first().waitFor();
    en.on('request', record);
    const english = await listRowOf(en, 'Keyword', name);
    const englishBadge = english.locator('[data-ready]');
    expect(await englishBadge.textContent()).toMatch(/^Not ready\(Not ready: .+\)$|^Not ready（Not ready: .+）$/);
    await englishBadge.hover();
    await en.getByRole('tooltip').filter({ hasText: 'Not ready: ' }).waitFor();
    await screenshot(en, 'readiness-list-en', { window: true });
    const englishReasons = /Not ready: ([^（）]+?)(?:; Not checked here|）)/.exec((await englishBadge.textContent()) ?? '')?.[1];
    const other = await api<Order>(en, '/order/create', {
      employerId: existing!.employerId,
      serviceType: aunt.serviceTypes[0],
      salaryMin: 6000,
      salaryMax: 8000,
    });
    await en.goto(`${appUrl}/customer/jobs/detail/${other.orderId}`);
    await en.getByRole('button', { name: /Recommend aunts/ }).click();
    const picker = en
      .locator('.ant-modal:visible')
      .filter({ has: en.locator('.ant-table') })
      .last();
    await opened(picker);
    await picker.getByRole('textbox', { name: 'Keyword' }).fill(name);
    await picker.getByRole('textbox', { name: 'Keyword' }).press('Enter');
    await expect.poll(() => tableRows(picker).count()).toBe(1);
    await tableRows(picker).first().locator('input[type="checkbox"]').check();
    await picker.getByRole('button', { name: /^Recommend$/ }).click();
    const warning = openModal(en, 'Recommend these aunts anyway?');
    await opened(warning);
    expect(await warning.getByTestId('recommend-warnings').locator('li').first().textContent()).toBe(`${name}: ${englishReasons}`);
    await screenshot(en, 'readiness-recommend-warning-en', { window: true });
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await warning.waitFor({ state: 'hidden' });
    expect(sent.length).toBe(1);
  });

  it('shows the badge on the detail header, and from the server’s facts on a hall card and the public résumé', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT);
    const [aunt] = await api<Aunt[]>(page, '/aunt/getAunts', { scope: 'all', workStatus: [1], page: 1, pageSize: 1 });
    const link = await resumeLinkOf(page, aunt!.auntId);
    await page.keyboard.press('Escape');
    await page.getByTestId('resume-link-url').waitFor({ state: 'hidden' });
    const header = page.locator('[data-ready]').first();
    await header.waitFor();
    await header.hover();
    await page.getByRole('tooltip').waitFor();
    expect(await header.textContent()).toMatch(/^(可上户|未就绪)（/);
    await screenshot(page, 'readiness-detail-zh', { window: true });

    // The résumé, without a session: checked from the facts, only the authorisation not checked here.
    const visitor = await (await browser().newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } })).newPage();
    await visitor.goto(link);
    const resumeBadge = visitor.locator('[data-ready]').first();
    await resumeBadge.waitFor();
    expect(await resumeBadge.textContent()).toMatch(/此处未核验：授权书）$/);
    await screenshot(visitor, 'readiness-resume-zh');

    // A partner's hall: every card checked from the facts, only the authorisation not checked here.
    const partner = await loggedIn(browser(), PARTNER_ACCOUNT, { at: '/united/aunt-hall' });
    const badges = partner.locator('[data-hall-card] [data-ready]');
    await badges.first().waitFor();
    for (const text of await badges.allTextContents()) expect(text).toMatch(/此处未核验：授权书）$/);
    await badges.first().hover();
    await partner.getByRole('tooltip').filter({ hasText: '此处未核验：授权书' }).waitFor();
    await screenshot(partner, 'readiness-hall-zh', { window: true });

    for (const [account, at, name] of [
      [ADMIN_ACCOUNT, `/aunt/detail/${aunt!.auntId}`, 'detail'],
      [null, link, 'resume'],
      [PARTNER_ACCOUNT, '/united/aunt-hall', 'hall'],
    ] as const) {
      const shown = await englishPage(browser(), account, at);
      await shown.locator('[data-ready]').first().waitFor();
      expect(await shown.locator('[data-ready]').first().textContent()).toMatch(/^(Ready|Not ready)（/);
      await screenshot(shown, `readiness-${name}-en`, { window: name !== 'resume' });
    }
  });
});
