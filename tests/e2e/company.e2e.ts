/**
 * Company info and departments in a real browser (issue 15, items 1 and 2): the admin renames the
 * company and changes its logo (cropped in the upload dialog) and sees the sidebar change without a
 * reload, uploads the mini-program's business licence; downloads the add-aunt QR code; adds a department, moves it under another,
 * tries to delete one that still has staff and reads the refusal. Both pages in English too. The
 * number box's step buttons are named in the page's language (issue 37: "Increase Value" on a Chinese page).
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { gradientPng } from './fixtures';
import { appUrl, chromiumForFile, loggedIn, opened, screenshot, tableRows } from './support';

const browser = chromiumForFile();

/** Picks a PNG in the open upload dialog and uploads it (cropped when the dialog crops). */
async function uploadPicture(page: Page, name: string, width: number, height: number): Promise<void> {
  const dialog = page.locator('.ant-modal').filter({ hasText: '本地上传' });
  await opened(dialog);
  await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: gradientPng(width, height) });
  await dialog.getByRole('button', { name: /^上\s*传$/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const sidebarBrand = (page: Page): Locator => page.locator('aside a[href="/dashboard"]').first();

/** The department rows as "name(staff)" with two spaces per level, in screen order. */
async function departmentOutline(page: Page): Promise<string[]> {
  return tableRows(page).evaluateAll((rows) =>
    rows.map((row) => {
      const level = Number(/ant-table-row-level-(\d+)/.exec(row.className)?.[1] ?? '0');
      const name = row.querySelector('[data-testid="department-name"]')?.textContent ?? '';
      const staff = row.querySelector('[data-testid="department-staff"]')?.textContent ?? '';
      return `${'  '.repeat(level)}${name}(${staff})`;
    }),
  );
}

describe('company info', () => {
  it('renames the company and changes its logo; the sidebar follows without a reload', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/company/info' });
    await page.getByLabel('公司名称').waitFor();
    await page.getByLabel('跟踪天数').waitFor();
    await expect.poll(() => sidebarBrand(page).innerText()).toContain('上海安心家政服务有限公司');
    await screenshot(page, 'company-info-zh');
    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await page.getByRole('button', { name: '上传标志' }).click();
    await uploadPicture(page, 'logo.png', 480, 360);
    await page.getByRole('button', { name: '更换标志' }).waitFor();
    await page.getByLabel('公司名称').fill('安心家政（总店）');
    await page
      .getByTestId('company-basic')
      .getByRole('button', { name: /^保\s*存$/ })
      .click();
    await page.getByText('公司信息已保存').waitFor();

    await expect.poll(() => sidebarBrand(page).innerText()).toBe('安心家政（总店）');
    const logo = sidebarBrand(page).locator('img');
    await expect.poll(() => logo.getAttribute('src')).toMatch(/^\/api\/sys\/file\/[0-9a-f]{32}$/);
    // Served to the session (the cookie the <img> sends) and drawn: the 200x200 crop.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? `${img.naturalWidth}x${img.naturalHeight}` : ''))).toBe('200x200');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await screenshot(page, 'company-info-saved-zh');

    // The mini-program's licence, through /sys/uploadFileMP (not cropped).
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sys/uploadFile')) uploads.push(new URL(request.url()).pathname);
    });
    await page
      .getByTestId('company-mp')
      .getByRole('button', { name: /上传营业执照/ })
      .click();
    await uploadPicture(page, 'licence.png', 300, 420);
    await page.getByText('营业执照已更新').waitFor();
    const licence = page.getByTestId('company-mp').getByRole('img', { name: '营业执照' });
    await expect.poll(() => licence.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(300);
    expect(uploads).toEqual(['/api/sys/uploadFileMP']);

    // Still the same after a reload: stored, not only on screen.
    await page.reload();
    await expect.poll(() => sidebarBrand(page).innerText()).toBe('安心家政（总店）');
    await screenshot(page, 'company-info-licence-zh');
    await page.context().close();
  });
});

describe('departments', () => {
  it('adds a department, moves it, and reads why one with staff cannot be deleted', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/company/departments' });
    await expect.poll(() => departmentOutline(page)).toEqual(['总经办(1)', '销售部(0)', '  销售一部(2)', '  销售二部(2)', '财务部(1)']);

    // Add at the top level.
    await page.getByRole('button', { name: /新增部门/ }).click();
    let dialog = page.locator('.ant-modal').filter({ hasText: '新增部门' });
    await opened(dialog);
    await dialog.getByLabel('部门名称').fill('客服部');
    await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => departmentOutline(page)).toContain('客服部(0)');

    // Move it under 销售部 (its own branch is not offered).
    await page.getByRole('button', { name: '编辑“客服部”' }).click();
    dialog = page.locator('.ant-modal').filter({ hasText: '编辑部门“客服部”' });
    await opened(dialog);
    await dialog.getByRole('combobox').click();
    const tree = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await expect.poll(() => tree.locator('.ant-select-tree-treenode-disabled').filter({ hasText: '客服部' }).count()).toBe(1);
    await screenshot(page, 'departments-move-dialog-zh');
    await tree.getByTitle('销售部', { exact: true }).click();
    await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => departmentOutline(page)).toEqual(['总经办(1)', '销售部(0)', '  销售一部(2)', '  销售二部(2)', '  客服部(0)', '财务部(1)']);
    // Then first among its new siblings.
    await page.getByRole('button', { name: '上移“客服部”' }).click();
    await expect.poll(() => departmentOutline(page)).toEqual(['总经办(1)', '销售部(0)', '  销售一部(2)', '  客服部(0)', '  销售二部(2)', '财务部(1)']);
    await page.getByRole('button', { name: '上移“客服部”' }).click();
    await expect.poll(() => departmentOutline(page)).toEqual(['总经办(1)', '销售部(0)', '  客服部(0)', '  销售一部(2)', '  销售二部(2)', '财务部(1)']);
    await screenshot(page, 'departments-moved-zh');

    // A department with staff: the refusal says why.
    await page.getByRole('button', { name: '删除“销售二部”' }).click();
    const confirm = page.locator('.ant-modal').filter({ hasText: '删除部门“销售二部”？' });
    await opened(confirm);
    await confirm.getByRole('button', { name: /^删\s*除$/ }).click();
    const refusal = page.locator('.ant-modal').filter({ hasText: '不能删除部门“销售二部”' });
    await opened(refusal);
    expect(await refusal.innerText()).toContain('部门“销售二部”还有2名员工，不能删除。请先把员工调到其他部门。');
    await screenshot(page, 'departments-delete-refused-zh');
    await refusal.getByRole('button').last().click();
    await refusal.waitFor({ state: 'hidden' });
    expect(await departmentOutline(page)).toContain('  销售二部(2)');
    await page.context().close();
  });
});

describe('in English', () => {
  it('shows the company info and the departments pages', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { acceptDownloads: true });
    await page.getByText('English', { exact: true }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.goto(`${appUrl}/company/info`);
    await page.getByLabel('Company name').waitFor();
    await page.getByLabel('Tracking days').waitFor();
    await page.getByText('15 more staff accounts can be added').waitFor();
    await screenshot(page, 'company-info-en');
    // The add-aunt QR code downloads as a PNG drawn from its link.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download QR code/ }).click()]);
    expect(download.suggestedFilename()).toBe('add-aunt-qr-code.png');
    const saved = await download.path();
    expect((await readFile(saved)).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

    await page.goto(`${appUrl}/company/departments`);
    await expect.poll(() => departmentOutline(page)).toHaveLength(5);
    await page.getByRole('button', { name: 'Delete “销售部”' }).click();
    const confirm = page.locator('.ant-modal').filter({ hasText: 'Delete the department “销售部”?' });
    await opened(confirm);
    await confirm.getByRole('button', { name: /^Delete$/ }).click();
    const refusal = page.locator('.ant-modal').filter({ hasText: 'cannot be deleted' }).last();
    await refusal.getByText('still has 2 sub-departments').waitFor();
    await opened(refusal);
    await screenshot(page, 'departments-delete-refused-en');
    await page.context().close();
  });

  it("names the number box's step buttons in the page's language", async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/company/info' });
    const stepNames = async (label: string) => {
      const box = page.locator('.ant-input-number').filter({ has: page.getByLabel(label) });
      await box.waitFor();
      return box.locator('[role=button]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    };
    expect(await stepNames('跟踪天数')).toEqual(['增加数值', '减少数值']);
    expect(await page.locator('[aria-label*="Value"]').count()).toBe(0);
    await page.getByText('English', { exact: true }).click();
    expect(await stepNames('Tracking days')).toEqual(['Increase', 'Decrease']);
    await page.context().close();
  });
});
