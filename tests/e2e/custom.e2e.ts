/**
 * Making the product the agency's own, in a real browser (issue 16, part B): the admin adds a
 * required field to the aunt form and sees it enforced, saved, shown on her page and exported;
 * adds a tab "健康证30天内到期" to the aunt list and sees its count match its rows; sets the company's
 * default columns of the aunt list and sees them in a fresh browser of a staff member. The
 * settings page in Chinese and English.
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT } from '@/mocks/db/demoAccounts';
import { appUrl, chromiumForFile, giveExportReason, loggedIn, opened, pickOption, screenshot, tableRows } from './support';

const browser = chromiumForFile();

const adminPage = (at?: string) => loggedIn(browser(), ADMIN_ACCOUNT, { acceptDownloads: true, at });

/** Lands on the custom-field settings and opens one of its tabs. */
async function openSection(section: string): Promise<Page> {
  const page = await adminPage('/company/custom-fields');
  await page.getByRole('tab', { name: section }).click();
  return page;
}

const dialogTitled = (page: Page, title: string) => page.locator('.ant-modal').filter({ hasText: title });
const headers = (page: Page) => page.locator('.ant-table-thead th').allInnerTexts();
const totalOf = async (page: Page) => Number((await page.locator('.ant-pagination-total-text').innerText()).match(/共\s*(\d+)/)?.[1]);

describe('a required custom field on the aunt form', () => {
  it('is enforced, saved, shown on her page and exported with the list', async () => {
    const page = await openSection('表单字段');
    await page.getByRole('button', { name: /添加字段/ }).click();
    const dialog = dialogTitled(page, '添加字段');
    await opened(dialog);
    await dialog.getByLabel('字段名称').fill('宠物态度');
    await pickOption(page, dialog.getByRole('combobox').first(), '单选');
    const choices = dialog.getByLabel('选项', { exact: true });
    await choices.fill('喜欢');
    await choices.press('Enter');
    await choices.fill('怕宠物');
    await choices.press('Enter');
    await dialog.getByLabel('必填').click();
    await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.getByTestId('custom-field-label').filter({ hasText: '宠物态度' }).waitFor();

    await page.goto(`${appUrl}/aunt/add`);
    await page.getByLabel('姓名').fill('宠物测试阿姨');
    await page.getByLabel('手机号').fill('13312348801');
    // As a person would: save once the form shows the new field (its definitions load beside the
    // form; saved before, the server refuses with its own message, "请填写宠物态度").
    await page.getByText('宠物态度', { exact: true }).waitFor();
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.getByText('请选择宠物态度').waitFor();
    expect(page.url()).toBe(`${appUrl}/aunt/add`);
    await pickOption(page, page.getByLabel('宠物态度', { exact: true }), '怕宠物'); // not the preference 对宠物态度
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.waitForURL(/\/aunt\/detail\/\d+$/);
    const more = page.getByRole('region', { name: '更多信息' });
    await expect.poll(() => more.locator('[data-field="custom.cf5"]').innerText()).toContain('怕宠物');
    await screenshot(page, 'custom-aunt-detail');

    // The list: the field as a column (shown from the column settings) and in the export.
    await page.goto(`${appUrl}/aunt/all`);
    await page.getByPlaceholder('姓名 / 手机号 / 身份证号').fill('宠物测试阿姨');
    await page.getByPlaceholder('姓名 / 手机号 / 身份证号').press('Enter');
    await expect.poll(() => tableRows(page).count()).toBe(1);
    await page.getByRole('button', { name: '列设置' }).click();
    await page.getByRole('list', { name: '列设置' }).getByRole('checkbox', { name: '宠物态度' }).check();
    await page.keyboard.press('Escape');
    await expect.poll(() => headers(page)).toContain('宠物态度');
    await expect.poll(() => tableRows(page).first().innerText()).toContain('怕宠物');
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: /导\s*出/ })
      .first()
      .click();
    await giveExportReason(page);
    const zip = unzipSync(new Uint8Array(readFileSync(await (await download).path())));
    const texts = strFromU8(zip['xl/sharedStrings.xml'] ?? new Uint8Array()) + strFromU8(zip['xl/worksheets/sheet1.xml']);
    expect(texts).toContain('宠物态度');
    expect(texts).toContain('怕宠物');
    await page.context().close();
  });
});

describe('a custom tab with a rule', () => {
  it('“健康证30天内到期” on the aunt list counts exactly the rows it shows', async () => {
    const page = await openSection('列表标签页');
    await page.getByTestId('custom-tab-name').first().waitFor();
    await page.getByRole('button', { name: /添加标签页/ }).click();
    const dialog = dialogTitled(page, '添加标签页');
    await opened(dialog);
    await dialog.getByLabel('名称').fill('健康证30天内到期');
    await pickOption(page, dialog.getByLabel('字段'), '健康证有效期');
    await pickOption(page, dialog.getByLabel('比较方式'), '从今天起');
    await expect.poll(() => dialog.getByLabel('“健康证有效期”的值').inputValue()).toBe('30');
    await screenshot(page, 'custom-tab-dialog-zh');
    await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.getByTestId('custom-tab-name').filter({ hasText: '健康证30天内到期' }).waitFor();
    await screenshot(page, 'custom-tabs-zh');

    await page.goto(`${appUrl}/aunt/all`);
    const tab = page.getByRole('tab', { name: /健康证30天内到期/ });
    // The count pill after the name (which holds digits of its own).
    await expect.poll(() => tab.innerText()).toMatch(/天内到期\s*[\d,]+\s*$/);
    const count = Number((await tab.innerText()).match(/([\d,]+)\s*$/)![1]!.replace(/,/g, ''));
    expect(count).toBeGreaterThan(0);
    await tab.click();
    await expect.poll(() => totalOf(page)).toBe(count);
    await expect.poll(() => tableRows(page).count()).toBe(Math.min(count, 20));
    await screenshot(page, 'custom-tab-list-zh');
    await page.context().close();
  });
});

describe('the company’s default columns', () => {
  it('are what a staff member sees in a fresh browser', async () => {
    const page = await openSection('列表默认列');
    await page.getByLabel('显示“性别”列').uncheck();
    await page.getByLabel('显示“普通话水平”列').check();
    await pickOption(page, page.getByLabel('“工作状态”列固定在'), '左侧');
    await page.getByRole('button', { name: '保存为公司默认' }).click();
    await page.getByText('已保存，员工的列表将按此显示').waitFor();
    await screenshot(page, 'custom-columns-zh');
    await page.context().close();

    const staff = await loggedIn(browser(), STAFF_ACCOUNT, { at: '/aunt/all' });
    await tableRows(staff).first().waitFor();
    await expect.poll(() => headers(staff)).toContain('普通话水平');
    const shown = await headers(staff);
    expect(shown).not.toContain('性别');
    // Fixed at the left: right after the name.
    expect(shown.filter((text) => text.trim() !== '').slice(0, 2)).toEqual(['姓名', '工作状态']);
    await screenshot(staff, 'custom-columns-staff-list');
    await staff.context().close();
  });
});

describe('in English', () => {
  it('shows the three sections in English', async () => {
    const page = await adminPage();
    await page.getByText('English', { exact: true }).click();
    await page.goto(`${appUrl}/company/custom-fields`);
    await page.getByRole('tab', { name: 'Form fields' }).waitFor();
    await page.getByTestId('custom-field-label').first().waitFor();
    await screenshot(page, 'custom-forms-en');
    await page.getByRole('tab', { name: 'List tabs' }).click();
    await page.getByTestId('custom-tab-rule').first().waitFor();
    expect(await page.getByTestId('custom-tab-rule').first().innerText()).toBe('Service types includes 月嫂, and Years of experience is at least 5');
    await screenshot(page, 'custom-tabs-en');
    await page.getByRole('tab', { name: 'Default columns' }).click();
    await page.getByTestId('layout-column').first().waitFor();
    await screenshot(page, 'custom-columns-en');
    await page.context().close();
  });
});
