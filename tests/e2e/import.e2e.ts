/**
 * The Excel import in Chromium against the built app and the standalone mock: the template is a
 * real .xlsx with the import's columns; a file with good and bad rows (a bad mobile, a bad identity
 * number check digit, the mobile of an aunt the company already has) is mapped, previewed with
 * each row's problems, imported; the good rows are in the list and the result file lists the bad
 * ones with their reasons. In Chinese, and once in English.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { createSeededDb } from '@/mocks/seed';
import { identityNumber } from './fixtures';
import { appUrl, chromiumForFile, loggedInContext, opened, screenshot, tableRows } from './support';

const browser = chromiumForFile();

/** The mobile of an aunt the admin's company already has (the mock's database after a reset is the seed). */
function takenMobile(): string {
  const aunt = createSeededDb().aunts.find((row) => row.companyId === ADMIN_ACCOUNT.companyId && /^1\d{10}$/.test(row.mobile));
  if (!aunt) throw new Error('the seed has no aunt of the admin company');
  return aunt.mobile;
}

const GOOD_ID = identityNumber('1985-03-12', '318');
const badCheckDigit = (id: string) => id.slice(0, 17) + (id[17] === '0' ? '1' : '0');

/** The file to import: a header row (zh or en) and five rows, two of them good. */
async function importFile(headers: string[], names: string[]): Promise<string> {
  const data = [
    headers,
    [names[0], '13712345601', GOOD_ID, '四川成都', '5'],
    [names[1], '1371234', '', '', ''],
    [names[2], '13712345603', badCheckDigit(identityNumber('1990-07-01', '226')), '', ''],
    [names[3], takenMobile(), '', '', ''],
    [names[4], '13712345605', '', '湖南长沙', '2'],
  ].map((row) => row.map((value) => ({ value })));
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'import-e2e-')), 'aunts.xlsx');
  await writeXlsxFile(data).toFile(file);
  return file;
}

async function auntList(language: 'zh' | 'en'): Promise<Page> {
  const context = await loggedInContext(browser(), ADMIN_ACCOUNT, { acceptDownloads: true });
  if (language === 'en') {
    await context.addInitScript((saved) => localStorage.setItem('agency-settings', saved), JSON.stringify({ state: { language: 'en' }, version: 0 }));
  }
  const page = await context.newPage();
  await page.goto(`${appUrl}/aunt/all`);
  await tableRows(page).first().waitFor();
  return page;
}

/** A download's sheet as rows of text. */
async function sheetOf(download: Promise<Download>): Promise<string[][]> {
  const rows = await readSheet(readFileSync(await (await download).path()));
  return rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
}

describe('importing aunts from a spreadsheet', () => {
  it('downloads the template, previews the problems, imports the good rows and gives the refused ones with reasons', async () => {
    const page = await auntList('zh');
    await page.getByRole('button', { name: /导\s*入/ }).click();
    const dialog = page.getByRole('dialog', { name: '导入阿姨' });
    await opened(dialog);

    const template = await sheetOf(Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下载模板' }).click()]).then(([d]) => d));
    expect(template).toEqual([['姓名*', '手机号*', '身份证号', '籍贯', '从业年限', '备注']]);

    const names = ['导入测试甲', '导入测试乙', '导入测试丙', '导入测试丁', '导入测试戊'];
    await dialog.locator('input[type=file]').setInputFiles(await importFile(['姓名', '手机号', '身份证号', '籍贯', '从业年限'], names));
    // Mapped by their headers.
    await expect.poll(() => tableRows(dialog).filter({ hasText: '13712345601' }).innerText()).toMatch(/手机号\s+13712345601\s+手机号 \*/);
    await expect.poll(() => tableRows(dialog).filter({ hasText: '四川成都' }).innerText()).toMatch(/籍贯\s+四川成都\s+籍贯/);
    await screenshot(page, 'import-mapping-zh', { window: true });
    await dialog.getByRole('button', { name: '下一步' }).click();

    await dialog.getByText('共 5 行：2 行可导入，3 行有问题').waitFor();
    const problemOf = (name: string) => tableRows(dialog).filter({ hasText: name });
    await expect.poll(() => problemOf('导入测试乙').innerText()).toContain('手机号格式不正确');
    await expect.poll(() => problemOf('导入测试丙').innerText()).toContain('身份证号校验位不正确');
    await expect.poll(() => problemOf('导入测试丁').innerText()).toContain('手机号已存在');
    await expect.poll(() => problemOf('导入测试甲').innerText()).toContain('可导入');
    await screenshot(page, 'import-preview-zh', { window: true });

    await dialog.getByRole('button', { name: '导入 2 行' }).click();
    await dialog.getByText('成功 2 行，未导入 3 行').waitFor();
    await screenshot(page, 'import-result-zh', { window: true });
    const refused = await sheetOf(
      Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下载未导入的行（含原因）' }).click()]).then(([d]) => d),
    );
    expect(refused[0]).toEqual(['行号', '姓名', '手机号', '身份证号', '籍贯', '从业年限', '原因']);
    expect(refused.slice(1).map((row) => [row[0], row[1], row.at(-1)])).toEqual([
      ['3', '导入测试乙', '手机号格式不正确'],
      ['4', '导入测试丙', '身份证号校验位不正确'],
      ['5', '导入测试丁', '手机号已存在'],
    ]);

    await dialog.getByRole('button', { name: /^完\s*成$/ }).click();
    await page.getByRole('searchbox', { name: '关键词' }).or(page.getByLabel('关键词')).first().fill('导入测试');
    await expect
      .poll(async () => (await tableRows(page).allInnerTexts()).map((text) => names.find((name) => text.includes(name))).sort())
      .toEqual(['导入测试戊', '导入测试甲']);
    await page.context().close();
  });

  it('reads English headers and gives English reasons', async () => {
    const page = await auntList('en');
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import aunts' });
    await opened(dialog);
    const names = ['Import Alpha', 'Import Bravo', 'Import Charlie', 'Import Delta', 'Import Echo'];
    await dialog
      .locator('input[type=file]')
      .setInputFiles(await importFile(['Name', 'Mobile', 'Identity number', 'Native place', 'Years of experience'], names));
    await expect.poll(() => tableRows(dialog).filter({ hasText: '13712345601' }).innerText()).toMatch(/Mobile\s+13712345601\s+Mobile \*/);
    await screenshot(page, 'import-mapping-en', { window: true });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText(/5 rows: 2 can be imported, 3 have problems/).waitFor();
    await expect.poll(() => tableRows(dialog).filter({ hasText: 'Import Delta' }).innerText()).toMatch(/Mobile.*already exists/i);
    await screenshot(page, 'import-preview-en', { window: true });
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    await dialog.getByText(/2 imported, 3 not imported/).waitFor();
    await screenshot(page, 'import-result-en', { window: true });
    await page.context().close();
  });
});
