/**
 * The aunt journey in Chromium against the built app and the standalone mock: server-side
 * filters, add with an identity number (derived fields), a cropped portrait, inline edit,
 * favourite, delete, export to a real .xlsx, and the public resume.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import type { Page, Request } from 'playwright-core';
import { appUrl, chooseMenuItem, giveExportReason, loggedIn, pickOption, chromiumForFile, screenshot, tableRows } from './support';
import { gradientPng, identityNumber } from './fixtures';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { deriveFromIdCard } from '@/domain/idCard';

const browser = chromiumForFile();

const adminPage = (at?: string): Promise<Page> => loggedIn(browser(), ADMIN_ACCOUNT, { acceptDownloads: true, at });

interface ListAnswer {
  data: { auntName: string; workStatus: number; serviceTypes: number[] }[];
}

/**
 * The getAunts requests the page sends (bodies), and the answer to each request that got one
 * (a request the page cancelled because a newer filter replaced it gets none).
 */
function listTraffic(page: Page): { bodies: Record<string, unknown>[]; answerTo: (body: Record<string, unknown> | undefined) => ListAnswer | undefined } {
  const bodies: Record<string, unknown>[] = [];
  const answers = new Map<Record<string, unknown>, ListAnswer>();
  const bodyOf = new Map<Request, Record<string, unknown>>();
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/aunt/getAunts')) return;
    const body = request.postDataJSON() as Record<string, unknown>;
    bodies.push(body);
    bodyOf.set(request, body);
  });
  page.on('response', (response) => {
    const body = bodyOf.get(response.request());
    if (body) void response.json().then((answer: ListAnswer) => answers.set(body, answer));
  });
  return { bodies, answerTo: (body) => (body ? answers.get(body) : undefined) };
}

async function chooseOption(page: Page, selectLabel: string, option: string) {
  await pickOption(page, page.getByRole('combobox', { name: selectLabel }), option);
  await page.keyboard.press('Escape');
}

const rows = tableRows;

describe('the aunt list', () => {
  it('filters by work status and service type on the server', async () => {
    const page = await adminPage();
    const { bodies, answerTo } = listTraffic(page);
    await page.goto(`${appUrl}/aunt/all`);
    await rows(page).first().waitFor();
    await chooseOption(page, '工作状态', '面试');
    await chooseOption(page, '服务类型', '月嫂');
    await expect.poll(() => bodies.at(-1)?.workStatus).toEqual([2]);
    await expect.poll(() => (bodies.at(-1)?.serviceTypes as number[] | undefined)?.length).toBe(1);
    // The rows shown are exactly the server's answer to that filter, all 面试 and all 月嫂.
    await expect.poll(() => answerTo(bodies.at(-1)) !== undefined, { timeout: 30_000 }).toBe(true);
    const answer = answerTo(bodies.at(-1))!;
    const monthlyNurse = (bodies.at(-1)?.serviceTypes as number[])[0];
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.every((aunt) => aunt.workStatus === 2 && aunt.serviceTypes.includes(monthlyNurse))).toBe(true);
    await expect
      .poll(async () => (await rows(page).locator('td:nth-child(2)').allInnerTexts()).map((text) => text.trim().split('\n').at(-1)))
      .toEqual(answer.data.map((aunt) => aunt.auntName));
    await screenshot(page, 'aunt-list-filtered');
    await page.context().close();
  });
});

describe('one aunt from start to end', () => {
  it('adds her with an identity number and a cropped portrait, edits inline, favourites and deletes her', async () => {
    const page = await adminPage('/aunt/add');
    const idCard = identityNumber('1985-07-21');
    const facts = deriveFromIdCard(idCard)!;
    await page.getByLabel('姓名', { exact: true }).fill('测试阿姨甲');
    await page.getByLabel('手机号', { exact: true }).fill('13711112222');
    await page.getByLabel('身份证号').fill(idCard);
    // Derived as it is typed: 1985 is an ox year; 21 July is Cancer.
    await expect.poll(() => page.getByLabel('年龄').inputValue()).toContain(String(facts.age));
    expect(await page.getByLabel('生肖').inputValue()).toBe('牛');
    expect(await page.getByLabel('星座').inputValue()).toBe('巨蟹座');

    // A portrait, cropped in the upload dialog.
    await page.getByRole('button', { name: '上传 形象照' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '本地上传' });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: gradientPng(640, 480) });
    await dialog.getByRole('button', { name: /^上\s*传$/ }).click();
    // Uploaded: the field offers to change the picture (the 上传成功 toast is gone after 5 s, too brief to wait for on a busy machine).
    await page.getByRole('button', { name: '更换 形象照' }).waitFor();
    await screenshot(page, 'aunt-form-derived');

    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.waitForURL(/\/aunt\/detail\/\d+$/);
    await page.getByText('测试阿姨甲').first().waitFor();
    expect(await page.getByText('巨蟹座').count()).toBeGreaterThan(0);
    // The portrait is read with the session cookie the <img> sends (files are the company's own).
    const portrait = page.locator('img[src*="/api/sys/file/"]').first();
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'aunt-detail-new');

    // Find her in the list, edit her expected salary inline.
    await page.goto(`${appUrl}/aunt/all`);
    await page.getByRole('searchbox', { name: '关键词' }).or(page.getByLabel('关键词')).first().fill('测试阿姨甲');
    await expect.poll(() => rows(page).count()).toBe(1);
    await page.getByRole('button', { name: '修改测试阿姨甲的期望薪资' }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('12345');
    await page.keyboard.press('Enter');
    await expect.poll(() => rows(page).first().innerText()).toMatch(/12,?345/);

    // Favourite her, then find her with "favourites only".
    await rows(page).first().getByRole('button', { name: '更多' }).click();
    await chooseMenuItem(page, '关注');
    await page.getByText('已关注测试阿姨甲').waitFor();
    await page.getByRole('switch', { name: '只看关注' }).or(page.getByLabel('只看关注')).first().click();
    await expect.poll(() => rows(page).count()).toBe(1);

    // Delete her (the row's 更多 menu, then its confirmation): she leaves the list.
    await rows(page).first().getByRole('button', { name: '更多' }).click();
    await chooseMenuItem(page, '删除');
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|删\s*除/ })
      .click();
    await expect.poll(() => rows(page).count()).toBe(0);
    await page.context().close();
  });
});

describe('export and resume', () => {
  it('exports every row of the filter to an .xlsx that opens', async () => {
    const page = await adminPage('/aunt/all');
    await rows(page).first().waitFor();
    await chooseOption(page, '工作状态', '黑名单');
    // Wait for the filtered answer: every row shown is blacklisted.
    await expect
      .poll(async () => {
        const texts = await rows(page).allInnerTexts();
        return texts.length > 0 && texts.every((text) => text.includes('黑名单'));
      })
      .toBe(true);
    const totalOf = async () => Number((await page.locator('.ant-pagination-total-text').innerText()).match(/共\s*(\d+)/)?.[1]);
    await expect.poll(totalOf).toBeLessThan(1000);
    const total = await totalOf();
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: /导\s*出/ })
      .first()
      .click();
    await giveExportReason(page);
    const file = await (await download).path();
    const zip = unzipSync(new Uint8Array(readFileSync(file)));
    const sheet = strFromU8(zip['xl/worksheets/sheet1.xml']);
    const sheetRows = sheet.match(/<row[ >]/g)?.length ?? 0;
    expect(sheetRows).toBe(total + 1); // the header and every aunt of the filter, across pages
    const texts = strFromU8(zip['xl/sharedStrings.xml'] ?? new Uint8Array()) + sheet;
    expect(texts).toContain('黑名单');
    expect(texts).toContain('姓名');
    await page.context().close();
  });

  it('opens the public resume of an aunt with a QR code and no identity number', async () => {
    const page = await adminPage('/aunt/detail/5');
    const name = (await page.getByRole('heading', { level: 1 }).or(page.locator('h1, h2, h3').first()).first().innerText()).trim();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: /简历链接/ }).click();
    await page.getByRole('dialog').getByRole('link', { name: '打开简历' }).click();
    const resume = await popup;
    await resume.waitForURL(/\/resume\?token=[0-9a-f]{32}$/);
    await resume.getByText(name).first().waitFor();
    await resume.getByRole('img', { name: /二维码|QR/ }).waitFor();
    const text = await resume.locator('body').innerText();
    expect(text).not.toMatch(/\d{17}[\dX]/);
    expect(text).toMatch(/\d{3}\*{4}\d{4}/);
    await screenshot(resume, 'aunt-resume');
    await resume.context().close();
  });
});
