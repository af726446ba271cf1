/**
 * Page management in a real browser (issue 15, item 6): the platform operator lands on it, adds
 * "培训报名" under 公司设置 (component office/achievement, its zh/en labels); the agency admin, in
 * a second browser, finds it in the menu at the next load by its zh label, and by its en label in
 * English, and opens it; the operator renames and then deletes it, and at each next load the
 * admin's menu follows. Screenshots in zh and en.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN_ACCOUNT, PLATFORM_ACCOUNT } from '@/mocks/db/demoAccounts';
import { appUrl, chromiumForFile, loggedIn, opened, pickOption, screenshot, submitLogin } from './support';

const browser = chromiumForFile();

/** The operator, logged in like a person: the app sends them to page management, not the dashboard. */
async function operator(b: Browser): Promise<Page> {
  const context = await b.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${appUrl}/login`);
  await submitLogin(page, PLATFORM_ACCOUNT.mobile, PLATFORM_ACCOUNT.password);
  await page.waitForURL(`${appUrl}/platform/pages`);
  await tree(page).waitFor();
  return page;
}

const tree = (page: Page) => page.getByRole('table', { name: /页面树|Page tree/ });
const rowOf = (page: Page, title: string) =>
  tree(page)
    .locator('tr.ant-table-row')
    .filter({ has: page.getByText(title, { exact: true }) });
const menu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ });

async function openDrawer(page: Page, button: Locator): Promise<Locator> {
  await button.click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByLabel(/标题键|Title key/) });
  await opened(drawer);
  return drawer;
}

/** Opens the sidebar's 公司设置 section and waits for an entry (or checks it is not there). */
async function companySettingsEntries(page: Page, section: string): Promise<Locator> {
  const nav = menu(page);
  const sectionTitle = nav.getByRole('menuitem', { name: section });
  if ((await sectionTitle.getAttribute('aria-expanded')) !== 'true') await sectionTitle.click();
  await nav.getByRole('menuitem', { name: /公司信息|Company info/ }).waitFor();
  // The submenu slides open: a click during the motion can land on an entry still moving.
  await expect.poll(() => nav.locator('ul.ant-menu-sub').evaluateAll((lists) => lists.every((list) => !/motion/.test(list.className)))).toBe(true);
  return nav;
}

/** Clicks a menu entry and waits for its page; a click that did not take (the menu re-rendered under it) is tried once more. */
async function openEntry(page: Page, entry: Locator, path: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await entry.click();
    try {
      await page.waitForURL(`${appUrl}${path}`, { timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}

describe('page management', () => {
  it('the operator adds a page, the agency admin finds it in zh and en; renamed, then deleted, it follows', async () => {
    const op = await operator(browser());
    expect(await menu(op).getByRole('menuitem').allInnerTexts()).toEqual(['页面管理']);
    await screenshot(op, 'pages-tree-zh');

    // Add 培训报名 under 公司设置.
    const form = await openDrawer(op, rowOf(op, '公司设置').getByRole('button', { name: '新增下级' }));
    await form.getByLabel('标题键').fill('companyTraining');
    await form.getByLabel('中文标题').fill('培训报名');
    await form.getByLabel('英文标题').fill('Training sign-up');
    await form.getByLabel('路由名称').fill('CompanyTraining');
    await form.getByLabel('路由地址').fill('/company/training');
    await pickOption(op, form.getByLabel('组件'), 'office/achievement');
    // The gallery's radios are drawn as buttons: a person clicks the icon.
    await form.getByRole('img', { name: 'TeamOutlined' }).click();
    expect(await form.getByRole('radio', { name: 'TeamOutlined' }).isChecked()).toBe(true);
    await screenshot(op, 'pages-add-form-zh', { window: true });
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await op.getByText('页面“培训报名”已创建').waitFor();
    await rowOf(op, '培训报名').waitFor();
    await screenshot(op, 'pages-added-zh');

    // The agency admin's next load: in the menu under 公司设置, by its zh label, and it opens.
    const admin = await loggedIn(browser(), ADMIN_ACCOUNT);
    let nav = await companySettingsEntries(admin, '公司设置');
    await openEntry(admin, nav.getByRole('menuitem', { name: '培训报名' }), '/company/training');
    await admin.locator('.ant-breadcrumb').getByText('培训报名').waitFor();
    await expect.poll(() => admin.title()).toMatch(/^培训报名 - /);
    await admin.locator('.ant-table-row').first().waitFor();
    await screenshot(admin, 'pages-admin-menu-zh');

    // In English: its en label.
    await admin.getByText('English', { exact: true }).click();
    nav = menu(admin);
    await nav.getByRole('menuitem', { name: 'Training sign-up' }).waitFor();
    await admin.locator('.ant-breadcrumb').getByText('Training sign-up').waitFor();
    await screenshot(admin, 'pages-admin-menu-en');

    // The operator in English too: the tree and the form.
    await op.getByText('English', { exact: true }).click();
    await tree(op).getByText('Training sign-up', { exact: true }).waitFor();
    const enForm = await openDrawer(op, rowOf(op, 'Training sign-up').getByRole('button', { name: 'Edit' }));
    await screenshot(op, 'pages-edit-form-en', { window: true });
    await enForm.getByLabel('English title').fill('Training applications');
    await enForm.getByLabel('Chinese title').fill('培训报名表');
    await enForm.getByRole('button', { name: 'Save' }).click();
    await op.getByText('Page “Training applications” saved').waitFor();
    await screenshot(op, 'pages-tree-en');

    // The admin's next load shows the new label.
    await admin.reload();
    await menu(admin).getByRole('menuitem', { name: 'Training applications' }).waitFor();

    // Deleted (after the confirmation): gone from the admin's menu at the next load.
    await rowOf(op, 'Training applications').getByRole('button', { name: 'Delete' }).click();
    const confirm = op.getByRole('dialog', { name: 'Delete the page “Training applications”?' });
    await opened(confirm);
    await screenshot(op, 'pages-delete-confirm-en', { window: true });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await op.getByText('Page “Training applications” deleted').waitFor();
    await expect.poll(() => rowOf(op, 'Training applications').count()).toBe(0);

    await admin.goto(`${appUrl}/dashboard`);
    nav = await companySettingsEntries(admin, 'Company settings');
    expect(await nav.getByRole('menuitem', { name: 'Training applications' }).count()).toBe(0);
    await admin.goto(`${appUrl}/company/training`);
    await admin.locator('.ant-result-title', { hasText: '404' }).waitFor();
    await screenshot(admin, 'pages-admin-after-delete-en');
  });
});
