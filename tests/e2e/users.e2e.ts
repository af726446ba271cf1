/**
 * Staff accounts in a real browser (issue 15): company 3's admin (3 seats, 2 used) adds a staff
 * member, then another until the seat limit refuses (the server's words and the vip link shown);
 * the new staff member signs in in a second browser context, the admin disables them, and their
 * open session ends on its next action (the "log in again" prompt, then the login page, where the
 * disabled account is refused). The same pages in English, and the staff member's "My tasks".
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STAFF_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/db/demoAccounts';
import { chromiumForFile, loggedIn, opened, rowAction, screenshot, submitLogin, tableRows } from './support';
import { EN, ZH, addStaff, endsWith, openStaffPage } from './staffSupport';

const browser = chromiumForFile();

const NEW_STAFF = { contact: '孙顾问', mobile: '13700000009', password: 'start123' };

async function switchToEnglish(page: Page): Promise<void> {
  await page.getByText('English', { exact: true }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
}

describe('staff accounts', () => {
  it('adds staff until the seat limit refuses; a disabled account’s open session ends on its next action', async () => {
    const admin = await loggedIn(browser(), THIRD_ACCOUNT);
    await openStaffPage(admin);
    const seats = admin.getByTestId('staff-seats');
    await expect.poll(() => seats.innerText()).toMatch(/2\s*\/\s*3/);
    await screenshot(admin, 'users-list-zh');
    // One's own row: disabling, deleting and a new password are not offered, with the reason.
    const ownRow = tableRows(admin).filter({ hasText: THIRD_ACCOUNT.contact });
    expect(await ownRow.getByRole('button', { name: '停用', exact: true }).isDisabled()).toBe(true);
    await ownRow.getByRole('button', { name: '更多', exact: true }).click();
    const own = admin.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await own.getByRole('menuitem', { name: /^删除/ }).waitFor();
    expect(await own.getByRole('menuitem', { name: /^删除/ }).getAttribute('aria-disabled')).toBe('true');
    await screenshot(admin, 'users-own-menu-zh');
    await admin.keyboard.press('Escape');
    await own.waitFor({ state: 'hidden' });

    const first = await addStaff(admin, ZH, NEW_STAFF);
    await first.waitFor({ state: 'hidden' });
    await tableRows(admin).filter({ hasText: NEW_STAFF.contact }).waitFor();
    await expect.poll(() => seats.innerText()).toMatch(/3\s*\/\s*3\s*已满/);

    const second = await addStaff(admin, ZH, { contact: '周顾问', mobile: '13700000010', password: 'start123' });
    const refusal = second.getByTestId('staff-form-refusal');
    await refusal.getByText('员工账号已达上限（3/3），请在会员方案页升级套餐后再试').waitFor();
    expect(await refusal.getByRole('link', { name: '升级套餐' }).getAttribute('href')).toBe('/sys/solution');
    expect(await second.getByRole('textbox', { name: endsWith('姓名') }).inputValue()).toBe('周顾问');
    await screenshot(admin, 'users-seat-limit-zh');
    await second.getByRole('button', { name: ZH.cancel }).click();
    // What was typed is not thrown away unasked.
    await admin.getByRole('button', { name: ZH.discard }).click();
    await second.waitFor({ state: 'hidden' });

    // The new staff member signs in elsewhere.
    const staff = await loggedIn(browser(), NEW_STAFF);
    await staff.getByTestId('my-tasks').waitFor();

    // The admin disables them.
    await rowAction(admin, tableRows(admin).filter({ hasText: NEW_STAFF.contact }), '停用');
    const confirm = admin.getByRole('dialog', { name: `停用 ${NEW_STAFF.contact} 的账号？` });
    await opened(confirm);
    await confirm.getByRole('button', { name: /停\s*用/ }).click();
    await admin.getByText(`已停用 ${NEW_STAFF.contact}，TA 已被退出登录`).waitFor();
    await expect.poll(() => seats.innerText()).toMatch(/2\s*\/\s*3/);
    await screenshot(admin, 'users-disabled-zh');

    // Their next request meets the ended session: one "log in again" prompt, then the login page.
    // The request is a click of "Done" on their tasks, unless a background call of the page (the
    // chat, the unread counts) got there first and the prompt is up already.
    const prompt = staff.getByRole('dialog').filter({ hasText: '您已登出系统，请重新登录' });
    if (!(await prompt.isVisible()))
      await staff
        .getByTestId('my-tasks')
        .getByText('已完成', { exact: true })
        .click({ timeout: 10_000 })
        .catch(() => undefined);
    await opened(prompt);
    await screenshot(staff, 'users-session-ended-zh');
    await prompt.getByRole('button', { name: '重新登录' }).click();
    await staff.waitForURL(/\/login/);
    await submitLogin(staff, NEW_STAFF.mobile, NEW_STAFF.password);
    await staff.getByText('账号已被停用').waitFor();
    await screenshot(staff, 'users-login-refused-zh');
    await staff.context().close();
    await admin.context().close();
  });

  it('reads in English: the list, the seat refusal, the delete dialog', async () => {
    const admin = await loggedIn(browser(), THIRD_ACCOUNT);
    await switchToEnglish(admin);
    await openStaffPage(admin);
    await admin.getByRole('heading', { name: 'Staff accounts' }).waitFor();
    await screenshot(admin, 'users-list-en');
    const first = await addStaff(admin, EN, NEW_STAFF);
    await first.waitFor({ state: 'hidden' });
    const second = await addStaff(admin, EN, { contact: 'Zhou', mobile: '13700000010', password: 'start123' });
    await second.getByTestId('staff-form-refusal').getByText('Every staff seat is in use (3 of 3); upgrade the plan on the vip page first').waitFor();
    await screenshot(admin, 'users-seat-limit-en');
    await second.getByRole('button', { name: EN.cancel }).click();
    // What was typed is not thrown away unasked.
    await admin.getByRole('button', { name: EN.discard }).click();
    await second.waitFor({ state: 'hidden' });

    await rowAction(admin, tableRows(admin).filter({ hasText: NEW_STAFF.contact }), 'Delete');
    const dialog = admin.getByRole('dialog', { name: `Delete ${NEW_STAFF.contact}'s account?` });
    await opened(dialog);
    await dialog.getByText('A colleague', { exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Receiving colleague' }).waitFor();
    await screenshot(admin, 'users-delete-en');
    await admin.context().close();
  });

  it('shows the staff member their tasks on the dashboard (zh and en)', async () => {
    const page = await loggedIn(browser(), STAFF_ACCOUNT);
    const card = page.getByTestId('my-tasks');
    await card.getByTestId('my-task').first().waitFor();
    expect(await card.getByTestId('my-task').count()).toBe(3);
    await screenshot(page, 'users-my-tasks-zh');
    await switchToEnglish(page);
    await card.getByRole('heading', { name: 'My tasks' }).waitFor();
    await screenshot(page, 'users-my-tasks-en');
    await page.context().close();
  });
});
