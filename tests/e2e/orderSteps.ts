/**
 * Taking a recruitment order through its steps on the order detail page, as a person does:
 * recommend aunts from the picker, then each candidate's step button, its dialog, 确定.
 */
import type { Locator, Page } from 'playwright-core';
import { opened, tableRows } from './support';

/** The open dialog or drawer whose text matches `title`. */
export const openModal = (page: Page, title: string | RegExp): Locator =>
  page.locator('.ant-modal:visible, .ant-drawer-content-wrapper:visible').filter({ hasText: title }).last();

/** A candidate's row on the order detail page. */
export const candidateRow = (page: Page, name: string): Locator => tableRows(page).filter({ hasText: name });

/** Clicks a candidate's step button ("约面试：<name>"), fills its dialog and confirms it. */
export async function step(page: Page, action: string, name: string, fill: (modal: Locator) => Promise<void> = async () => undefined): Promise<void> {
  await page.getByRole('button', { name: `${action}：${name}` }).click();
  const modal = openModal(page, `${action}：${name}`);
  // A control clicked while the dialog still zooms in may not take (seen on a busy CI machine).
  await opened(modal);
  await fill(modal);
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await modal.waitFor({ state: 'hidden' });
}

export async function appointInterview(modal: Locator): Promise<void> {
  const input = modal.getByLabel('面试时间');
  await input.click();
  await input.fill('2026-11-25 10:00');
  await input.press('Enter');
}

/** Recommends the first `count` aunts the picker lists (all 找工作) and answers their names. */
export async function recommendFirstAunts(page: Page, count: number): Promise<string[]> {
  await page.getByRole('button', { name: /推荐阿姨/ }).click();
  const picker = page
    .locator('.ant-modal:visible')
    .filter({ has: page.locator('.ant-table') })
    .last();
  const rows = tableRows(picker);
  await rows.first().waitFor();
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const row = rows.nth(index);
    await row.locator('input[type="checkbox"]').check();
    names.push((await row.locator('td').nth(1).innerText()).trim().split(/\s+/).pop() ?? '');
  }
  await confirmRecommend(page, picker);
  return names;
}

/**
 * Clicks the picker's 推荐 and, when the chosen aunts are not ready to work or busy (the seed's
 * aunts mostly hold no 健康证), answers the warning with 仍要推荐; waits until they are recommended.
 */
export async function confirmRecommend(page: Page, picker: Locator): Promise<void> {
  await picker.getByRole('button', { name: /推\s*荐/ }).click();
  const done = page.getByText('已推荐阿姨').first();
  const anyway = page.getByRole('button', { name: '仍要推荐' });
  await done.or(anyway).first().waitFor();
  if (await anyway.isVisible()) await anyway.click();
  await done.waitFor();
  await picker.waitFor({ state: 'hidden' });
}

/** Interview passed, trial passed, signed at 7,500 a month: the candidate works there and the order is signed. */
export async function signCandidate(page: Page, name: string): Promise<void> {
  await step(page, '约面试', name, appointInterview);
  await step(page, '面试结果', name, (modal) => modal.getByLabel('通过', { exact: true }).check());
  await candidateRow(page, name).getByText('试工', { exact: true }).waitFor();
  await step(page, '试工结果', name, (modal) => modal.getByLabel('通过', { exact: true }).check());
  await candidateRow(page, name).getByText('待签约').waitFor();
  await step(page, '签约', name, (modal) => modal.getByLabel('签约月薪').fill('7500'));
  await candidateRow(page, name).getByText('工作中').waitFor();
  await page.locator('.ant-tag').filter({ hasText: '已签约' }).first().waitFor();
}
