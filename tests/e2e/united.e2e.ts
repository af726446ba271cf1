/**
 * The joint hall between three agencies, each in its own browser context (issue 12): agency 2
 * shares an aunt from her page; agency 1 finds her in the aunt hall of her city and applies,
 * agency 3 applies from her hall page; agency 2 agrees with agency 1 and confirms the merge;
 * agency 3 sees its application cancelled by the merge; agency 1 finds her among its copied
 * aunts and at the end deletes the closed merge record.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/db/demoAccounts';
import type { Aunt } from '@/api/aunt.types';
import type { UnitedAunt } from '@/api/united.types';
import { pageApi, pageCall } from '../tooling/chatPages';
import { appUrl, chromiumForFile, loggedIn, opened, rowAction, screenshot, tableRows } from './support';

const browser = chromiumForFile();

const call = <T>(page: Page, path: string, body: object) => pageCall<T>(page, appUrl, path, body);
const api = <T>(page: Page, path: string, body: object) => pageApi<T>(page, appUrl, path, body);

/** Answers the open confirmation with its OK button, once it shows `prompt`. */
async function confirm(page: Page, prompt: string): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: prompt });
  await opened(dialog);
  // Its OK names the step (同意, 确认合单成功, 删除记录…).
  await dialog.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await dialog.waitFor({ state: 'hidden' });
}

async function switchCity(page: Page, city: string): Promise<void> {
  await page.getByRole('button', { name: '切换城市' }).click();
  const picker = page.locator('.ant-modal').filter({ has: page.getByPlaceholder('请输入城市') });
  await opened(picker);
  await picker.getByPlaceholder('请输入城市').fill(city);
  await picker.getByRole('button', { name: city, exact: true }).first().click();
  await picker.waitFor({ state: 'hidden' });
}

describe('the joint hall', () => {
  it('merges a shared aunt with one agency, cancels the other agency, copies her and deletes the record', async () => {
    const [partner, main, third] = await Promise.all([PARTNER_ACCOUNT, ADMIN_ACCOUNT, THIRD_ACCOUNT].map((account) => loggedIn(browser(), account)));

    // Agency 2 shares one of its aunts who seeks work and is not in the hall yet.
    const candidates = await api<Aunt[]>(partner, '/aunt/getAunts', { scope: 'all', workStatus: [1], page: 1, pageSize: 50 });
    const aunt = candidates.find((row) => row.isShared === 0);
    if (!aunt) throw new Error('the seed has no unshared aunt of agency 2 seeking work');
    await partner.goto(`${appUrl}/aunt/detail/${aunt.auntId}`);
    await partner.getByRole('button', { name: '分享到联盟大厅' }).click();
    await partner.getByText('已分享到联盟大厅').first().waitFor();
    const hallAunt = await api<UnitedAunt>(partner, '/united/getAunt', { auntId: aunt.auntId });

    // Agency 1 switches the hall to her city, finds her by name and applies.
    await main.goto(`${appUrl}/united/aunt-hall`);
    await switchCity(main, hallAunt.cityName);
    await main.getByPlaceholder('阿姨姓名 / 籍贯 / 介绍').fill(aunt.auntName);
    await main.getByPlaceholder('阿姨姓名 / 籍贯 / 介绍').press('Enter');
    const card = main.locator(`[data-hall-card="${hallAunt.unitedAuntId}"]`);
    await card.getByRole('button', { name: '申请合单' }).click();
    await confirm(main, '此操作将要合单阿姨, 是否继续?');
    await main.getByText('合单成功', { exact: true }).waitFor();
    await main.waitForURL(/\/united\/my-aunts/);
    await tableRows(main).filter({ hasText: aunt.auntName }).filter({ hasText: '已申请' }).waitFor();

    // Agency 3 applies from her page in the hall.
    await third.goto(`${appUrl}/united/aunt-detail?auntId=${aunt.auntId}`);
    await third.getByRole('button', { name: '申请合单' }).click();
    await confirm(third, '此操作将要合单阿姨, 是否继续?');
    await third.waitForURL(/\/united\/my-aunts/);

    // Agency 2 sees both applications on its record, agrees with agency 1 and confirms the merge.
    await partner.goto(`${appUrl}/united/owner`);
    const record = partner.locator(`[data-owner-record="${hallAunt.unitedAuntId}"]`);
    const fromMain = tableRows(record).filter({ hasText: '上海安心家政服务有限公司' });
    await fromMain.waitFor();
    await expect.poll(() => tableRows(record).filter({ hasText: '已申请' }).count()).toBe(2);
    await screenshot(partner, 'united-owner-two-applications');
    await rowAction(partner, fromMain, '同意');
    await confirm(partner, '确定同意合单？');
    await partner.getByText('同意合单成功').waitFor();
    // The record reloaded as agreed: its steps are now those of an agreed merge.
    await fromMain.filter({ hasText: '已同意' }).waitFor();
    await rowAction(partner, fromMain, '确认合单成功');
    await confirm(partner, '合单成功，该合单移入已完成的合单订单中，与其他家政公司合单将自动取消');
    await partner.getByText('恭喜，合单已成功').waitFor();
    await partner.waitForURL(/\/united\/success/);
    await tableRows(partner).filter({ hasText: aunt.auntName }).filter({ hasText: '已合单' }).waitFor();

    // Agency 3's application was cancelled by the merge.
    await third.reload();
    await tableRows(third).filter({ hasText: aunt.auntName }).filter({ hasText: '已与其他家政公司合单' }).waitFor();

    // Agency 1 holds a copy of her among its copied aunts.
    await main.goto(`${appUrl}/aunt/copy`);
    await main.getByPlaceholder('姓名 / 手机号 / 身份证号').fill(aunt.auntName);
    await main.getByPlaceholder('姓名 / 手机号 / 身份证号').press('Enter');
    await tableRows(main).filter({ hasText: aunt.auntName }).first().waitFor();

    // Agency 1 deletes the closed record from its completed merges.
    await main.goto(`${appUrl}/united/success`);
    const merged = tableRows(main).filter({ hasText: aunt.auntName });
    await rowAction(main, merged, '删除记录');
    await confirm(main, '确定删除合单记录，删除后将无法恢复？');
    await main.getByText('删除合单记录成功').waitFor();
    await merged.waitFor({ state: 'detached' });
    const left = await call<unknown[]>(main, '/united/getUnitedAunts', { side: 'any', status: 4, keyword: aunt.auntName, page: 1, pageSize: 20 });
    expect(left.data).toEqual([]);
  });
});
