/**
 * Roles in a real browser (issue 15): as admin, add a role, give it two menu pages and one
 * permission, save, reload and find them kept, give it to a new staff member and, signed in as them in
 * a second browser context, see exactly those pages; then take a menu page from the staff role while
 * 李顾问 (who holds it) is signed in in a second browser context: at his next page load the entry
 * is gone from his menu and its address answers 401, without a new login. Screenshots zh and en.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT } from '@/mocks/db/demoAccounts';
import { appUrl, chromiumForFile, loggedIn, opened, screenshot, tableRows } from './support';
import { ZH, addStaff, openStaffPage } from './staffSupport';

/** The staff member the new role is given to. */
const RECRUITER = { contact: '郑专员', mobile: '13800000011', password: 'start123' };

const browser = chromiumForFile();

const editor = (page: Page) => page.getByTestId('role-editor');
/** The tree's box of a menu page (by its title). */
const pageBox = (page: Page, title: string): Locator =>
  editor(page)
    .getByRole('treeitem')
    .filter({ has: page.locator('.ant-tree-title > span', { hasText: new RegExp(`^${title}`) }) })
    .getByRole('checkbox');
const heading = (page: Page) => editor(page).getByRole('heading', { level: 2 });

async function openRoles(page: Page): Promise<void> {
  await page.goto(`${appUrl}/company/roles`);
  await editor(page).getByRole('tree').waitFor();
}

async function chooseRole(page: Page, name: string, label = `编辑“${name}”`): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect.poll(() => heading(page).innerText()).toBe(name);
  await editor(page).getByRole('tree').waitFor();
}

/** The sidebar's entries under 阿姨管理 (the section opens on an aunt page). */
async function auntEntries(page: Page): Promise<string[]> {
  await page.goto(`${appUrl}/aunt/all`);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByText('全部阿姨', { exact: true }).waitFor();
  return nav.locator('.ant-menu-sub .ant-menu-title-content').allInnerTexts();
}

describe('roles, their pages and permissions', () => {
  it('an admin adds a role with two menu pages and one permission, and they are kept', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT);
    await openRoles(page);
    // The administrator role opens first: all-powerful, read-only.
    await editor(page).getByText('管理员角色拥有全部菜单页面和权限，不能修改。').waitFor();
    await screenshot(page, 'roles-admin-read-only-zh', { window: true });

    await page.getByRole('button', { name: '添加角色' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '添加角色' });
    await opened(dialog);
    await dialog.getByLabel('角色名称').fill('招聘专员');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => heading(page).innerText()).toBe('招聘专员');

    await pageBox(page, '全部阿姨').click();
    await pageBox(page, '招聘管理').click();
    await expect.poll(() => pageBox(page, '阿姨管理').getAttribute('aria-checked')).toBe('mixed');
    await editor(page).getByRole('button', { name: '保存菜单页面' }).click();
    await page.getByText('已保存，员工下次打开或刷新页面时生效').first().waitFor();

    await editor(page).getByRole('tab', { name: /权限/ }).click();
    await editor(page).getByLabel('操作自己的阿姨').check();
    await screenshot(page, 'roles-new-role-permissions-zh');
    await editor(page).getByRole('button', { name: '保存权限' }).click();
    await expect.poll(() => editor(page).getByRole('button', { name: '保存权限' }).isDisabled()).toBe(true);
    await expect.poll(() => editor(page).getByText('未保存').count()).toBe(0);

    // A reload (the page memory gone) and the role opened again: the same pages and permission.
    await page.reload();
    await editor(page).getByRole('tree').waitFor();
    await chooseRole(page, '招聘专员');
    await expect.poll(() => pageBox(page, '全部阿姨').getAttribute('aria-checked')).toBe('true');
    expect(await pageBox(page, '招聘管理').getAttribute('aria-checked')).toBe('true');
    expect(await pageBox(page, '阿姨管理').getAttribute('aria-checked')).toBe('mixed');
    expect(await pageBox(page, '共享阿姨').getAttribute('aria-checked')).toBe('false');
    expect(await editor(page).getByText('已选 3 个菜单页面').count()).toBe(1);
    await screenshot(page, 'roles-new-role-pages-kept-zh', { window: true });
    await editor(page).getByRole('tab', { name: /权限/ }).click();
    expect(await editor(page).getByLabel('操作自己的阿姨').isChecked()).toBe(true);
    expect(await editor(page).getByLabel('操作他人的阿姨').isChecked()).toBe(false);
    expect(await editor(page).getByText('已选 1 项权限').count()).toBe(1);

    // A staff member given the role sees exactly its two pages (after the app's own 首页), in a second browser context.
    await openStaffPage(page);
    const added = await addStaff(page, { ...ZH, role: '招聘专员' }, RECRUITER);
    await added.waitFor({ state: 'hidden' });
    await tableRows(page).filter({ hasText: RECRUITER.contact }).waitFor();
    const recruiter = await loggedIn(browser(), RECRUITER);
    const nav = recruiter.getByRole('navigation', { name: '主菜单' });
    await nav.getByText('招聘管理').waitFor();
    expect(await nav.locator('.ant-menu-root > li > .ant-menu-submenu-title, .ant-menu-root > li.ant-menu-item').allInnerTexts()).toEqual([
      '首页',
      '阿姨管理',
      '招聘管理',
    ]);
    expect(await auntEntries(recruiter)).toEqual(['全部阿姨']);
    await screenshot(recruiter, 'roles-new-role-holder-menu-zh');
    // A page the role does not hold answers 401.
    await recruiter.goto(`${appUrl}/employer/list`);
    await recruiter.getByText('抱歉，您没有访问该页面的权限。').waitFor();
    await recruiter.context().close();
  });

  it('a page taken from the staff role leaves 李顾问’s menu at his next page load and answers 401', async () => {
    const staff = await loggedIn(browser(), STAFF_ACCOUNT);
    expect(await auntEntries(staff)).toContain('共享阿姨');
    await staff.goto(`${appUrl}/aunt/share`);
    await staff.getByRole('navigation', { name: '主菜单' }).waitFor();
    expect(new URL(staff.url()).pathname).toBe('/aunt/share');

    const admin = await loggedIn(browser(), ADMIN_ACCOUNT);
    await openRoles(admin);
    await chooseRole(admin, '经纪人');
    await expect.poll(() => pageBox(admin, '共享阿姨').getAttribute('aria-checked')).toBe('true');
    await pageBox(admin, '共享阿姨').click();
    await editor(admin).getByText('未保存').first().waitFor();
    // The save stays in view beside the long tree (a sticky footer).
    const save = editor(admin).getByRole('button', { name: '保存菜单页面' });
    expect(await save.evaluate((node) => node.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    await screenshot(admin, 'roles-staff-role-unsaved-zh', { window: true });
    await editor(admin).getByRole('button', { name: '保存菜单页面' }).click();
    await admin.getByText('已保存，员工下次打开或刷新页面时生效').first().waitFor();

    // 李顾问 reloads: same session, the menu and routes rebuilt from his user info.
    await staff.reload();
    await staff.getByText('抱歉，您没有访问该页面的权限。').waitFor();
    expect(new URL(staff.url()).pathname).toBe('/401');
    await screenshot(staff, 'roles-staff-lost-page-401-zh');
    const entries = await auntEntries(staff);
    expect(entries).toContain('全部阿姨');
    expect(entries).not.toContain('共享阿姨');
    await screenshot(staff, 'roles-staff-menu-without-share-zh');
  });

  it('reads in English', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT);
    await page.getByText('English', { exact: true }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await openRoles(page);
    await screenshot(page, 'roles-admin-read-only-en', { window: true });
    await chooseRole(page, '经纪人', 'Edit “经纪人”');
    await pageBox(page, 'Public aunts').click();
    await editor(page).getByText('Unsaved').first().waitFor();
    await screenshot(page, 'roles-staff-role-pages-en', { window: true });
    await editor(page)
      .getByRole('tab', { name: /Permissions/ })
      .click();
    await editor(page).getByLabel("Manage other staff's orders").waitFor();
    await screenshot(page, 'roles-staff-role-permissions-en');
    await page.getByRole('button', { name: 'Add role' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Role name' });
    await opened(dialog);
    await dialog.getByLabel('Role name').fill('经纪人');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Under the field the refusal names.
    await dialog.locator('.ant-form-item-explain-error').filter({ hasText: 'already exists' }).waitFor();
    await screenshot(page, 'roles-add-duplicate-en');
  });
});
