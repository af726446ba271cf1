/**
 * Office achievements in a real browser (issue 14): as admin, set a target on the achievement
 * page, sign an order through the order detail page's steps, and see the achievement's signings
 * (and progress of the signings target) move.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import type { Order } from '@/api/order';
import { pageApi } from '../tooling/chatPages';
import { appUrl, chromiumForFile, loggedIn, opened, screenshot, tableRows } from './support';
import { openModal, recommendFirstAunts, signCandidate } from './orderSteps';

const browser = chromiumForFile();

const achievementRow = (page: Page, name: string) => tableRows(page).filter({ hasText: name });

async function signedOf(page: Page, name: string): Promise<string> {
  return (await achievementRow(page, name).locator('td').nth(6).innerText()).trim();
}

describe('office achievements', () => {
  it('an admin sets a target, signs an order, and sees the signings move', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/office/achievement' });
    const name = ADMIN_ACCOUNT.contact;
    await achievementRow(page, name).waitFor();

    // The target: ¥30,000.50 and 200 signings.
    await page.getByRole('button', { name: `设置目标 ${name}` }).click();
    const dialog = openModal(page, `设置 ${name} 的`);
    await opened(dialog);
    await dialog.getByLabel('业绩目标（元）').fill('30000.50');
    await dialog.getByLabel('签单目标（单）').fill('200');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await achievementRow(page, name).getByText('¥30,000.50').waitFor();
    const before = Number((await signedOf(page, name)).split('/')[0]);
    expect(await signedOf(page, name)).toBe(`${before} / 200`);

    // An order signed through the order detail page (the order itself made with the session's token).
    const [existing] = await pageApi<Order[]>(page, appUrl, '/order/list', { page: 1, pageSize: 1 });
    const order = await pageApi<Order>(page, appUrl, '/order/create', {
      employerId: existing!.employerId,
      serviceType: existing!.serviceType,
      salaryMin: 6000,
      salaryMax: 8000,
    });
    await page.goto(`${appUrl}/customer/jobs/detail/${order.orderId}`);
    const [aunt] = await recommendFirstAunts(page, 1);
    await signCandidate(page, aunt!);

    await page.goto(`${appUrl}/office/achievement`);
    await achievementRow(page, name).waitFor();
    await expect.poll(() => signedOf(page, name)).toBe(`${before + 1} / 200`);
    await screenshot(page, 'office-achievement-after-signing');
  });
});
