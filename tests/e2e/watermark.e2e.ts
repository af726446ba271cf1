/**
 * The company watermark (issue 38 item 3, ours): the admin turns it on at company info; the aunt
 * list then carries a faint layer naming the admin (name, mobile's last 4, minute) over the page
 * content only (not the sidebar or header), taking no click and adding no scrollbar; the export's
 * first row names the exporter; turning it off removes the layer. Screenshots in zh and en, light and dark.
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { appUrl, chromiumForFile, englishPage, giveExportReason, loggedIn, screenshot, tableRows } from './support';

const browser = chromiumForFile();
const LAST4 = ADMIN_ACCOUNT.mobile.slice(-4);

/** Turns the company's watermark switch to `on` on the company info page and waits for the server's answer. */
async function setWatermark(page: Page, on: boolean): Promise<void> {
  await page.goto(`${appUrl}/company/info`);
  const toggle = page.getByTestId('company-watermark').getByRole('switch', { name: '水印' });
  await expect.poll(() => toggle.isEnabled()).toBe(true);
  if ((await toggle.getAttribute('aria-checked')) === String(on)) return;
  const answer = page.waitForResponse((response) => response.url().includes('/company/watermark/set'));
  await toggle.click();
  await answer;
  await page.getByText(on ? '水印已开启' : '水印已关闭').waitFor();
}

/** What the layer covers and whether the page scrolls sideways. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const mark = document.querySelector<HTMLElement>('[data-testid="watermark"]');
    const box = mark?.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect();
    const sider = document.querySelector('.ant-layout-sider')?.getBoundingClientRect();
    const root = document.scrollingElement!;
    // Over the page's own layers: a fixed column's cell (antd gives it z-index 11) lies under the mark.
    const fixed = document.querySelector('.ant-table-tbody .ant-table-cell-fix-start')?.getBoundingClientRect();
    const pointerEvents = mark ? getComputedStyle(mark).pointerEvents : null;
    let overFixedColumn: boolean | null = null;
    if (mark && fixed) {
      mark.style.pointerEvents = 'auto'; // only for this look: elementsFromPoint skips what takes no pointer
      overFixedColumn = document.elementsFromPoint(fixed.left + fixed.width / 2, fixed.top + fixed.height / 2)[0] === mark;
      mark.style.pointerEvents = 'none';
    }
    return {
      overFixedColumn,
      pointerEvents,
      belowHeader: box && header ? box.top >= header.bottom - 1 : null,
      rightOfSider: box && sider ? box.left >= sider.right - 1 : null,
      sideways: root.scrollWidth > root.clientWidth,
    };
  });
}

describe('the company watermark', () => {
  it('an admin turns it on: the aunt list carries their mark, the export names them; off removes the layer', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { acceptDownloads: true, at: '/company/info' });
    await setWatermark(page, true);
    await screenshot(page, 'watermark-company-info', { window: true });

    await page.goto(`${appUrl}/aunt/all`);
    await tableRows(page).first().waitFor();
    const mark = page.getByTestId('watermark');
    await mark.waitFor({ state: 'attached' }); // after the page settled
    expect(await mark.getAttribute('data-text')).toMatch(new RegExp(`^${ADMIN_ACCOUNT.contact} ${LAST4} \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`));
    expect(await layout(page)).toEqual({ overFixedColumn: true, pointerEvents: 'none', belowHeader: true, rightOfSider: true, sideways: false });
    // What lies under the layer still takes the pointer: the first row, at its centre.
    const hit = await tableRows(page)
      .first()
      .evaluate((row) => {
        const box = row.getBoundingClientRect();
        return row.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      });
    expect(hit).toBe(true);
    await screenshot(page, 'watermark-aunts-zh', { window: true });

    // The export's first row names the exporter; the header follows (the blacklist: a short file).
    await page.getByRole('tab', { name: /黑名单/ }).click();
    await expect.poll(async () => (await tableRows(page).allInnerTexts()).every((text) => text.includes('黑名单'))).toBe(true);
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: /导\s*出/ })
      .first()
      .click();
    await giveExportReason(page);
    const zip = unzipSync(new Uint8Array(readFileSync(await (await download).path())));
    const sheet = strFromU8(zip['xl/worksheets/sheet1.xml']);
    const strings = strFromU8(zip['xl/sharedStrings.xml'] ?? new Uint8Array());
    const firstRow = sheet.match(/<row[^>]*r="1"[^>]*>([\s\S]*?)<\/row>/)?.[1] ?? '';
    const cellText = (row: string) => {
      const index = row.match(/<v>(\d+)<\/v>/)?.[1];
      const shared = index === undefined ? undefined : strings.match(/<si>[\s\S]*?<\/si>/g)?.[Number(index)];
      return (shared ?? row).replace(/<[^>]+>/g, '');
    };
    expect(cellText(firstRow)).toMatch(new RegExp(`^导出人：${ADMIN_ACCOUNT.contact}（尾号 ${LAST4}） 导出时间：\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}`));
    const secondRow = sheet.match(/<row[^>]*r="2"[^>]*>([\s\S]*?)<\/row>/)?.[1] ?? '';
    expect(cellText(secondRow)).toBe('姓名');

    // Inside the app the layer stays on the next pages at once.
    await page.goto(`${appUrl}/aunt/detail/5`);
    await mark.waitFor({ state: 'attached' });
    expect((await layout(page)).sideways).toBe(false);
    await screenshot(page, 'watermark-aunt-detail-zh', { window: true });
    await page.goto(`${appUrl}/employer/list`);
    await mark.waitFor({ state: 'attached' });
    await screenshot(page, 'watermark-employers-zh', { window: true });
    await page.goto(`${appUrl}/dashboard`);
    await mark.waitFor({ state: 'attached' });
    await screenshot(page, 'watermark-dashboard-zh', { window: true });
    // A printed screen carries it too (backgrounds print only when the element asks for its colours).
    await page.emulateMedia({ media: 'print' });
    expect(await mark.evaluate((layer) => [getComputedStyle(layer).display, getComputedStyle(layer).printColorAdjust])).toEqual(['block', 'exact']);
    await page.emulateMedia({ media: 'screen' });

    await setWatermark(page, false);
    await page.goto(`${appUrl}/aunt/all`);
    await tableRows(page).first().waitFor();
    // The setting is asked once the page settled; the layer never comes.
    await page.waitForResponse((response) => response.url().includes('/company/watermark/get'));
    await expect.poll(() => mark.count()).toBe(0);
    await page.context().close();
  });

  it('looks right in English and in the dark', async () => {
    const setup = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/company/info' });
    await setWatermark(setup, true);
    await setup.context().close();

    const page = await englishPage(browser(), ADMIN_ACCOUNT, '/aunt/all');
    await tableRows(page).first().waitFor();
    await page.getByTestId('watermark').waitFor({ state: 'attached' });
    await screenshot(page, 'watermark-aunts-en', { window: true });
    await page.goto(`${appUrl}/aunt/detail/5`);
    await page.getByTestId('watermark').waitFor({ state: 'attached' });
    await screenshot(page, 'watermark-aunt-detail-en', { window: true });

    const dark = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/dashboard' });
    await dark.evaluate(() => localStorage.setItem('agency-settings', JSON.stringify({ state: { darkMode: true }, version: 0 })));
    for (const [path, name] of [
      ['/aunt/all', 'aunts'],
      ['/employer/list', 'employers'],
      ['/dashboard', 'dashboard'],
    ] as const) {
      await dark.goto(`${appUrl}${path}`);
      await dark.getByTestId('watermark').waitFor({ state: 'attached' });
      expect((await layout(dark)).sideways).toBe(false);
      await screenshot(dark, `watermark-${name}-dark`, { window: true });
    }
    await page.context().close();
    await dark.context().close();
  });
});
