/**
 * Reveal and export with a reason, in a real browser (issue 38, item 2 and 3): an admin reveals an
 * aunt's mobile with a reason and sees it in full, exports the aunt list with a reason and gets
 * the full mobiles the mock stores, and the access log lists both; the staff account's export is
 * masked and asks nothing; the mini-program's members export is logged too.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { appUrl, chromiumForFile, englishPage, giveExportReason, loggedIn, opened, pickOption, screenshot, tableRows } from './support';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT } from '@/mocks/db/demoAccounts';
import { createSeededDb } from '@/mocks/seed';

const browser = chromiumForFile();

const MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
const MASKED_MOBILE = /(?<!\d)1\d{2}\*{4}\d{4}(?!\d)/;

/** The aunts the mock stores (the seed each test starts from): their full mobiles by id. */
const seeded = createSeededDb();
const storedMobile = (auntId: number): string => {
  const aunt = seeded.aunts.find((row) => row.auntId === auntId);
  if (!aunt) throw new Error(`the seed has no aunt ${auntId}`);
  return aunt.mobile;
};

interface AuntListAnswer {
  data: { auntId: number; auntName: string; mobile: string }[];
}

/**
 * The aunt list narrowed to the blacklist (146 aunts of agency 1 in the seed: an export of all
 * 5,000 would take minutes here), with the answer to that filter (the rows shown).
 */
async function blacklisted(page: Page): Promise<AuntListAnswer['data']> {
  await page.goto(`${appUrl}/aunt/all`);
  await tableRows(page).first().waitFor();
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes('/aunt/getAunts') && JSON.stringify((response.request().postDataJSON() as { workStatus?: unknown }).workStatus) === '[6]',
  );
  await pickOption(page, page.getByRole('combobox', { name: '工作状态' }), '黑名单');
  await page.keyboard.press('Escape');
  const rows = ((await (await answer).json()) as AuntListAnswer).data;
  await expect.poll(async () => (await tableRows(page).allInnerTexts()).every((text) => text.includes('黑名单'))).toBe(true);
  return rows;
}

/** An exported .xlsx: its text (shared strings and the sheet) and its data rows (the header left out). */
async function exported(page: Page, click: () => Promise<void>): Promise<{ text: string; rows: number }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const sheet = strFromU8(zip['xl/worksheets/sheet1.xml']);
  return { text: strFromU8(zip['xl/sharedStrings.xml'] ?? new Uint8Array()) + sheet, rows: (sheet.match(/<row[ >]/g)?.length ?? 1) - 1 };
}

const exportButton = (page: Page) => page.getByRole('button', { name: /(导\s*出|Export)$/ }).first();

describe('reveal and export with a reason', () => {
  it('an admin reveals a mobile and exports full mobiles with a reason; the access log lists both', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { acceptDownloads: true, at: '/dashboard' });
    const rows = await blacklisted(page);
    const aunt = rows.find((row) => row.mobile);
    if (!aunt) throw new Error('the list shows no aunt with a mobile');
    const full = storedMobile(aunt.auntId);
    expect(aunt.mobile).not.toBe(full); // the list answer came masked

    // The eye in her row asks a reason, then shows the full mobile there.
    const row = tableRows(page).filter({ hasText: aunt.auntName }).first();
    await row.getByRole('button', { name: `查看${aunt.auntName}的完整手机号` }).click();
    const dialog = page.getByRole('dialog', { name: '查看完整手机号' });
    await opened(dialog);
    await dialog.getByRole('button', { name: /^查\s*看$/ }).click();
    await dialog.getByText('请选择查看原因').waitFor(); // no reason: asked, nothing revealed
    await dialog.getByRole('radio', { name: '其他' }).check();
    await dialog.getByLabel('原因说明').fill('核对合同');
    await screenshot(page, 'privacy-access-reveal-dialog-zh', { window: true });
    await dialog.getByRole('button', { name: /^查\s*看$/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText(full).waitFor();

    // The export asks a reason too, and the file holds the mobiles the mock stores, none masked.
    const file = await exported(page, async () => {
      await exportButton(page).click();
      const reason = page.getByRole('dialog', { name: '导出完整个人信息' });
      await opened(reason);
      await reason.getByRole('radio', { name: '签约' }).check();
      await reason.getByRole('button', { name: /^导\s*出$/ }).click();
    });
    const mobiles = file.text.match(MOBILE) ?? [];
    expect(mobiles).toContain(full);
    expect(new Set(mobiles).size).toBeGreaterThan(1);
    const stored = new Set(seeded.aunts.filter((row) => row.companyId === ADMIN_ACCOUNT.companyId).map((row) => row.mobile));
    expect(mobiles.filter((mobile) => !stored.has(mobile))).toEqual([]);
    expect(file.text).not.toMatch(MASKED_MOBILE);

    // The access log: the reveal with its reason, the export with its list and row count.
    await page.goto(`${appUrl}/company/access-logs`);
    await page.getByRole('heading', { name: '个人信息访问记录' }).waitFor();
    const revealRow = tableRows(page).filter({ hasText: `#${aunt.auntId}` });
    await revealRow.filter({ hasText: '其他：核对合同' }).filter({ hasText: '手机号' }).waitFor();
    expect(await revealRow.innerText()).not.toContain(aunt.auntName.slice(1)); // the name masked but its first character
    const exportRow = tableRows(page).filter({ hasText: `阿姨列表（all），${file.rows} 条` });
    await exportRow.filter({ hasText: '签约' }).filter({ hasText: '导出' }).waitFor();
    await screenshot(page, 'privacy-access-log-zh');
    await page.context().close();

    // The same two screens in English, for people to look at.
    const english = await englishPage(browser(), ADMIN_ACCOUNT, '/company/access-logs');
    await tableRows(english).filter({ hasText: 'Sign' }).first().waitFor();
    await screenshot(english, 'privacy-access-log-en');
    await english.goto(`${appUrl}/aunt/all`);
    await tableRows(english).first().waitFor();
    await exportButton(english).click();
    await opened(english.getByRole('dialog'));
    await screenshot(english, 'privacy-access-export-dialog-en', { window: true });
    await english.context().close();
  });

  it('an admin exports the mini-program members with a reason; the access log lists that export', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { acceptDownloads: true, at: '/company-app/members' });
    await tableRows(page).first().waitFor();
    const file = await exported(page, async () => {
      await exportButton(page).click();
      await giveExportReason(page);
    });
    const members = seeded.appMembers.filter((row) => row.companyId === ADMIN_ACCOUNT.companyId);
    expect(file.rows).toBe(members.length);
    expect(file.text).toContain(members[0]!.mobile);

    await page.goto(`${appUrl}/company/access-logs`);
    await tableRows(page)
      .filter({ hasText: `小程序会员，${file.rows} 条` })
      .filter({ hasText: '签约' })
      .waitFor();
    await screenshot(page, 'privacy-access-members-export-zh');
    await page.context().close();

    const english = await englishPage(browser(), ADMIN_ACCOUNT, '/company/access-logs');
    await tableRows(english)
      .filter({ hasText: `Members, ${file.rows} rows` })
      .waitFor();
    await screenshot(english, 'privacy-access-members-export-en');
    await english.context().close();
  });

  it('the staff account exports masked mobiles without being asked a reason', async () => {
    const page = await loggedIn(browser(), STAFF_ACCOUNT, { acceptDownloads: true, at: '/dashboard' });
    const rows = await blacklisted(page);
    expect(rows.length).toBeGreaterThan(0);
    const file = await exported(page, () => exportButton(page).click());
    expect(await page.getByRole('dialog', { name: '导出完整个人信息' }).count()).toBe(0);
    expect(file.rows).toBeGreaterThan(0);
    expect(file.text).toMatch(MASKED_MOBILE);
    expect(file.text.match(MOBILE) ?? []).toEqual([]);
    await page.context().close();
  });
});
