/**
 * Screens that misled (issue 34, item 6) in Chromium, zh and en at 1440x900 with screenshots:
 * the aunt list's body follows its header when focus scrolls the header; the new-order and
 * publish-job dialogs keep their footer button on a 900 px and a 720 px screen; the 待审核 list
 * approves and rejects (with a reason), the aunt leaves it and her log says so; page management's
 * 编辑页面 after 新增页面 shows the page; the public resume in English holds no Chinese template
 * ("属Dog"); 公共客户 is a plain list.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN_ACCOUNT, PLATFORM_ACCOUNT } from '@/mocks/db/demoAccounts';
import { openModal } from './orderSteps';
import { appUrl, chromiumForFile, loggedIn, opened, resumeLinkOf, rowAction, screenshot, tableRows } from './support';

const browser = chromiumForFile();
const LANGUAGES = ['zh', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

/** Switches the language like a person (the switch in the top bar or the resume's toolbar). */
async function inLanguage(page: Page, language: Language): Promise<void> {
  if (language === 'zh') return;
  await page.getByText('English', { exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toMatch(/^en/);
}

/** Runs in the page: the scroll positions of the first table's sticky header and body. */
const scrollPositions = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector('.ant-table') as HTMLElement;
    return {
      header: (table.querySelector('.ant-table-header') as HTMLElement).scrollLeft,
      body: (table.querySelector('.ant-table-body') as HTMLElement).scrollLeft,
    };
  });

/** Where a locator's box ends against the window: it must lie wholly inside. */
async function insideWindow(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}

describe('the aunt list’s header and body', () => {
  it('scroll together when Tab moves focus through the header cells', async () => {
    // At 1440 px the list fits (lists-fit.e2e); a smaller window still scrolls it sideways.
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/aunt/all', viewport: { width: 1024, height: 768 } });
    await tableRows(page).first().waitFor();
    // The focusable header parts outside the pinned columns, left to right (sorters, resize edges).
    const focusable =
      'th:not(.ant-table-cell-fix-start):not(.ant-table-cell-fix-end) [tabindex="0"], th[tabindex="0"]:not(.ant-table-cell-fix-start):not(.ant-table-cell-fix-end)';
    const headerParts = page.locator('.ant-table-header').first().locator(focusable);
    const count = await headerParts.count();
    expect(count).toBeGreaterThan(5);
    const together = () =>
      expect
        .poll(async () => {
          const { header, body } = await scrollPositions(page);
          return body === header;
        })
        .toBe(true);

    // Focus on a header cell far right: the header scrolls to it, and the body with it.
    await headerParts.last().focus();
    await expect.poll(async () => (await scrollPositions(page)).header).toBeGreaterThan(100);
    await together();

    // Back to the start, then Tab through the header: at each step the body is where the header is.
    await page
      .locator('.ant-table-body')
      .first()
      .evaluate((body) => body.scrollTo({ left: 0 }));
    await expect.poll(async () => (await scrollPositions(page)).header).toBe(0);
    await headerParts.first().focus();
    let furthest = 0;
    for (let step = 1; step < count; step += 1) {
      await page.keyboard.press('Tab');
      await together();
      furthest = Math.max(furthest, (await scrollPositions(page)).header);
    }
    // The header did scroll (the last columns are off screen at first), and the body with it.
    expect(furthest).toBeGreaterThan(100);
    await screenshot(page, 'screens-aunt-list-header-focus-zh-1440', { window: true });
    await page.context().close();
  });
});

describe.each([
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
])('dialogs at $width x $height', (viewport) => {
  it('keep the new-order dialog’s 创建 and the publish-job dialog’s 发布 in view, the form scrolling inside', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/customer/jobs', viewport });
    await page.getByRole('button', { name: /新建订单/ }).click();
    const order = openModal(page, '新建招聘订单');
    await opened(order);
    const create = order.getByRole('button', { name: /创\s*建/ });
    expect(await insideWindow(page, create)).toBe(true);
    expect(await insideWindow(page, order.locator('.ant-modal-header'))).toBe(true);
    // Its form is taller than the room it has: it scrolls inside the dialog, the page does not.
    const body = order.locator('.ant-modal-body');
    expect(await body.evaluate((node) => node.scrollHeight > node.clientHeight)).toBe(true);
    await body.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
    expect(await insideWindow(page, create)).toBe(true);
    if (viewport.height === 900) await screenshot(page, 'screens-new-order-dialog-zh-1440', { window: true });
    await order.getByRole('button', { name: /取\s*消/ }).click();
    await order.waitFor({ state: 'hidden' });

    await page.goto(`${appUrl}/employer/jobs`);
    await page.getByRole('button', { name: /发布岗位/ }).click();
    const job = openModal(page, '发布岗位');
    await opened(job);
    const publish = job.getByRole('button', { name: /发\s*布/ });
    expect(await insideWindow(page, publish)).toBe(true);
    expect(await insideWindow(page, job.locator('.ant-modal-header'))).toBe(true);
    if (viewport.height === 720) expect(await job.locator('.ant-modal-body').evaluate((node) => node.scrollHeight > node.clientHeight)).toBe(true);
    if (viewport.height === 900) await screenshot(page, 'screens-publish-job-dialog-zh-1440', { window: true });
    await page.context().close();
  });
});

describe.each(LANGUAGES)('the 待审核 list (%s)', (language) => {
  it('approves one aunt and rejects another with a reason: both leave the list, the reason is in her log', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/aunt/verify' });
    await inLanguage(page, language);
    const rows = tableRows(page);
    await rows.first().waitFor();
    const reject = language === 'zh' ? '驳回' : 'Reject';
    const nameOf = async (row: Locator) => (await row.locator('td').nth(1).innerText()).trim().split(/\s+/).pop() ?? '';
    await screenshot(page, `screens-verify-list-${language}-1440`, { window: true });

    const first = rows.first();
    const approved = await nameOf(first);
    await first.getByRole('button', { name: language === 'zh' ? '审核通过' : 'Approve', exact: true }).click();
    await page.getByText(language === 'zh' ? '已审核通过 1 位阿姨' : '1 aunts approved').waitFor();
    await expect.poll(async () => (await rows.allInnerTexts()).some((text) => text.includes(approved))).toBe(false);

    const second = rows.first();
    const rejected = await nameOf(second);
    await second.getByRole('button', { name: language === 'zh' ? '驳回' : 'Reject', exact: true }).click();
    const dialog = openModal(page, language === 'zh' ? `驳回${rejected}` : `Reject ${rejected}`);
    await opened(dialog);
    await dialog.getByRole('button', { name: new RegExp(`^${reject.split('').join('\\s*')}$`) }).click();
    await dialog.getByText(language === 'zh' ? '请填写驳回原因' : 'Please give a reason').waitFor();
    const reason = language === 'zh' ? '身份证照片不清晰' : 'ID photo unreadable';
    await dialog.getByLabel(language === 'zh' ? '驳回原因' : 'Reason for the rejection').fill(reason);
    await screenshot(page, `screens-verify-reject-dialog-${language}-1440`, { window: true });
    await dialog.getByRole('button', { name: new RegExp(`^${reject.split('').join('\\s*')}$`) }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await rows.allInnerTexts()).some((text) => text.includes(rejected))).toBe(false);

    // Her page's log says who rejected her and why.
    await page.goto(`${appUrl}/aunt/all`);
    await page.getByPlaceholder(language === 'zh' ? '姓名 / 手机号 / 身份证号' : 'Name / mobile / ID number').fill(rejected);
    await page.keyboard.press('Enter');
    await rows.filter({ hasText: rejected }).first().getByRole('link', { name: rejected }).click();
    await page.waitForURL(/\/aunt\/detail\/\d+$/);
    await page.getByRole('tab', { name: language === 'zh' ? '操作日志' : 'Activity log' }).click();
    const log = page.getByTestId('aunt-log');
    await log.getByText(language === 'zh' ? `驳回，原因：${reason}` : `Rejected: ${reason}`).waitFor();
    await expect(log.locator('li').first().innerText()).resolves.toContain('王经理');
    await screenshot(page, `screens-verify-log-${language}-1440`, { window: true });
    await page.context().close();
  });
});

describe.each(LANGUAGES)('the other screens (%s)', (language) => {
  it('page management: 编辑页面 after 新增页面 shows the page’s values', async () => {
    const page = await loggedIn(browser(), PLATFORM_ACCOUNT, { at: '/platform/pages' });
    await inLanguage(page, language);
    await page
      .getByTestId('page-header')
      .getByRole('button', { name: language === 'zh' ? /新增页面/ : /Add page/ })
      .click();
    const title = page.getByLabel(language === 'zh' ? '标题键' : 'Title key');
    await title.waitFor();
    await page.getByRole('button', { name: language === 'zh' ? /取\s*消/ : /Cancel/ }).click();
    await title.waitFor({ state: 'detached' });
    await rowAction(
      page,
      tableRows(page)
        .filter({ hasText: language === 'zh' ? '公司设置' : 'Company settings' })
        .first(),
      language === 'zh' ? '编辑' : 'Edit',
    );
    await expect.poll(() => page.getByLabel(language === 'zh' ? '路由名称' : 'Route name').inputValue()).toBe('CompanySettings');
    await expect(page.getByLabel(language === 'zh' ? '路由地址' : 'Route path').inputValue()).resolves.toBe('/company');
    await screenshot(page, `screens-page-manage-edit-${language}-1440`, { window: true });
    await page.context().close();
  });

  it('the public resume is in one language', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/aunt/all' });
    await tableRows(page).first().waitFor();
    const href = await tableRows(page).first().getByRole('link').first().getAttribute('href');
    const auntId = /\/aunt\/detail\/(\d+)/.exec(href ?? '')?.[1];
    expect(auntId).toBeDefined();
    await page.goto(await resumeLinkOf(page, auntId!));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await inLanguage(page, language);
    if (language === 'zh') {
      await page.getByRole('heading', { level: 2, name: '推荐简介' }).waitFor();
      await expect(page.locator('article').innerText()).resolves.toMatch(/属[鼠牛虎兔龙蛇马羊猴鸡狗猪]/);
    } else {
      await page.getByText('Scan to open this resume').waitFor();
      await expect(page.getByRole('heading', { level: 2, name: 'Profile' }).count()).resolves.toBe(0);
      await expect(page.locator('article').innerText()).resolves.not.toMatch(/属[A-Z]/);
    }
    await screenshot(page, `screens-resume-${language}-1440`);
    await page.context().close();
  });

  it('公共客户 is a plain list of the four customers', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/employer/public' });
    await inLanguage(page, language);
    await expect.poll(() => tableRows(page).count()).toBe(4);
    await expect(page.locator('main').innerText()).resolves.not.toMatch(/示例|不从服务器|sample|not loaded/i);
    await screenshot(page, `screens-public-customer-${language}-1440`, { window: true });
    await page.context().close();
  });
});
