/**
 * The recycle bin's retention in a real browser: an admin sets 30 days (one prompt, 保存), the
 * bin then shows on each record the day it is deleted for good (its deletion day + 30), in zh and
 * en; set back to 不自动清除 the column goes. A shorter retention purges at once what is older, so
 * the seed is restored afterwards for the files that follow on this stack.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN_ACCOUNT } from '@/mocks/db';
import { date } from '@/domain/format';
import { chromiumForFile, loggedIn, opened, resetMock, screenshot, tableRows } from './support';

const browser = chromiumForFile();
const BIN = '/recycle-bin';
const DAY_MS = 86_400_000;

afterAll(resetMock);

/** The aunts' tab (its DataTable section). */
const auntList = (page: Page) => page.locator('section[aria-label="阿姨"], section[aria-label="Aunts"]').first();

/** Each shown row's deletion time (ISO) and the text of the column titled `title`. */
async function purgeDays(list: Locator, title: string): Promise<{ deleted: string; shown: string }[]> {
  const headers = await list.locator('thead th').allInnerTexts();
  const column = headers.findIndex((text) => text.trim() === title);
  expect(column).toBeGreaterThan(-1);
  const rows = tableRows(list);
  const result: { deleted: string; shown: string }[] = [];
  for (let index = 0; index < (await rows.count()); index += 1) {
    const row = rows.nth(index);
    result.push({
      deleted: (await row.locator('time').first().getAttribute('datetime')) ?? '',
      shown: (await row.locator('td').nth(column).innerText()).trim(),
    });
  }
  return result;
}

/** Picks a retention; its one prompt and its 保存. */
async function setKeep(page: Page, choice: string, title: string) {
  const select = page.getByRole('combobox', { name: /回收站保留天数|Keep deleted records for/ });
  await expect.poll(() => select.isEnabled()).toBe(true);
  // Not pickOption: the select shows the choice only once it is saved (and is busy while asking).
  await select.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(choice, { exact: true }).click();
  const prompt = page.getByRole('dialog').filter({ hasText: title });
  await opened(prompt);
  expect(await page.locator('.ant-modal-confirm').count()).toBe(1);
  // antd spaces a two-character Chinese label (保 存).
  return { prompt, save: () => prompt.getByRole('button', { name: /^保\s*存$/ }).click() };
}

describe('recycle bin retention', () => {
  it('an admin sets 30 days: each record shows the day it goes; back to keeping them', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: BIN });
    const list = auntList(page);
    await tableRows(list).first().waitFor();

    const { prompt, save } = await setKeep(page, '30 天', '回收站保留天数改为“30 天”？');
    await expect.poll(() => prompt.innerText()).toContain('删除超过 30 天的记录');
    await screenshot(page, 'recyclebin-keep-prompt-zh', { window: true });
    await save();
    await page.getByText('已保存回收站保留天数').waitFor();
    await list.getByRole('columnheader', { name: '将于此日清除' }).waitFor();
    await tableRows(list).first().waitFor();
    const rows = await purgeDays(list, '将于此日清除');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.shown).toBe(date(Date.parse(row.deleted) + 30 * DAY_MS));
    await screenshot(page, 'recyclebin-keep-zh', { window: true });

    // The same bin in English (the header's language switch).
    await page.getByText('English', { exact: true }).click();
    await list.getByRole('columnheader', { name: 'Removed for good on' }).waitFor();
    await page.getByRole('combobox', { name: 'Keep deleted records for' }).waitFor();
    await page.getByTestId('recycle-keep-days').getByText('30 days').waitFor();
    await screenshot(page, 'recyclebin-keep-en', { window: true });
    await page.getByText('中文', { exact: true }).click();
    await list.getByRole('columnheader', { name: '将于此日清除' }).waitFor();

    // Back to keeping records until deleted by hand: the column goes.
    const back = await setKeep(page, '不自动清除', '回收站保留天数改为“不自动清除”？');
    await back.save();
    await page.getByText('已保存回收站保留天数').last().waitFor();
    await expect.poll(() => list.getByRole('columnheader', { name: '将于此日清除' }).count()).toBe(0);
    await page.context().close();
  });
});
