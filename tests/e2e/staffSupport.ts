/** The staff accounts page in a real browser: texts of both languages, opening it, adding an account (users.e2e, roles.e2e). */
import type { Page } from 'playwright-core';
import { appUrl, opened, pickOption, tableRows } from './support';

export interface Texts {
  add: RegExp;
  dialog: string;
  name: string;
  mobile: string;
  password: string;
  roles: string;
  role: string;
  save: RegExp;
  cancel: RegExp;
  /** The record form's discard prompt's OK (closing with typed values). */
  discard: RegExp;
}

export const ZH: Texts = {
  add: /添加员工/,
  dialog: '添加员工',
  name: '姓名',
  mobile: '手机号',
  password: '初始密码',
  roles: '角色',
  role: '经纪人',
  save: /保\s*存/,
  cancel: /取\s*消/,
  discard: /放弃修改/,
};
export const EN: Texts = {
  add: /Add staff member/,
  dialog: 'Add staff member',
  name: 'Name',
  mobile: 'Mobile',
  password: 'Initial password',
  roles: 'Roles',
  role: '经纪人',
  save: /Save/,
  cancel: /Cancel/,
  discard: /^Discard$/,
};

export const endsWith = (label: string) => new RegExp(`${label}$`);

export async function openStaffPage(page: Page): Promise<void> {
  await page.goto(`${appUrl}/company/users`);
  await tableRows(page).first().waitFor();
}

/** Fills the add dialog and saves; answers the dialog (still open when the server refused). */
export async function addStaff(page: Page, texts: Texts, person: { contact: string; mobile: string; password: string }) {
  await page.getByRole('button', { name: texts.add }).click();
  const dialog = page.getByRole('dialog', { name: texts.dialog });
  await opened(dialog);
  // Chromium names a required field with antd's "*" mark in front: the label is matched at the end.
  await dialog.getByRole('textbox', { name: endsWith(texts.name) }).fill(person.contact);
  await dialog.getByRole('textbox', { name: endsWith(texts.mobile) }).fill(person.mobile);
  await dialog.getByLabel(endsWith(texts.password)).fill(person.password);
  await pickOption(page, dialog.getByRole('combobox', { name: texts.roles }), texts.role);
  // A multiple select stays open after a pick: a click on the dialog's title closes it.
  await dialog.locator('.ant-modal-title').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'hidden' });
  await dialog.getByRole('button', { name: texts.save }).click();
  return dialog;
}
