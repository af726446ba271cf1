/**
 * One build against two server dialects (issue 35, item 7): the same journey (log in through the
 * form, open the aunt list from the menu, open an aunt's detail, create an order for an employer
 * chosen from the search) runs against the mock as it is with the build's own config.json, and
 * against the mock speaking dialect b (MOCK_DIALECT=b: pageNum and rows/total, a string code and
 * `msg`, Vue-style pages mounting the aunts under /worker, the employer family's other field
 * names) with the same build deployed with deploy/dialect-b.config.json as its config.json
 * (startDeployedBuild: dist/ as it is, that file as config.json).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { startDeployedBuild, startMock, type RunningMock, type StaticSite } from '../tooling/servers';
import { openModal } from './orderSteps';
import { appUrl, chromiumForFile, newPage, opened, pickOption, screenshot, submitLogin, tableRows } from './support';

const browser = chromiumForFile();

interface Dialect {
  name: string;
  appUrl: () => string;
  /** Where this server mounts the aunt list and the aunt detail. */
  auntList: RegExp;
  auntDetail: RegExp;
  /** What goes over the wire: the list body's page field, a list answer's rows field, the employer name's field. */
  wire: { page: string; rows: string; employerName: string };
  /** Screenshots' name prefix; null: none. */
  shots: string | null;
}

const DIALECT_B_CONFIG = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../deploy/dialect-b.config.json'), 'utf8')) as {
  apiBase: string;
  chatBase: string;
};

type Json = Record<string, unknown>;

let dialectB: { mock: RunningMock; site: StaticSite } | undefined;

beforeAll(async () => {
  const mock = await startMock({ MOCK_DIALECT: 'b' });
  const site = await startDeployedBuild(DIALECT_B_CONFIG, {
    api: `${mock.mockUrl}${DIALECT_B_CONFIG.apiBase}`,
    chat: `${mock.chatUrl}${DIALECT_B_CONFIG.chatBase}`,
  });
  dialectB = { mock, site };
});
afterAll(async () => {
  await dialectB?.site.stop();
  await dialectB?.mock.stop();
});

const DIALECTS: Dialect[] = [
  {
    name: 'ours, with the default configuration',
    appUrl: () => appUrl,
    auntList: /\/aunt\/all$/,
    auntDetail: /\/aunt\/detail\/\d+$/,
    wire: { page: 'page', rows: 'data', employerName: 'employerName' },
    shots: null,
  },
  {
    name: 'dialect b, with deploy/dialect-b.config.json',
    appUrl: () => dialectB!.site.url,
    auntList: /\/worker\/list$/,
    auntDetail: /\/worker\/detail\/\d+$/,
    wire: { page: 'pageNum', rows: 'rows', employerName: 'customerName' },
    shots: 'dialect-b',
  },
];

const mainMenu = (page: Page, name = '主菜单') => page.getByRole('navigation', { name });

/** A sidebar entry (its name after its icon's, if any), its section opened first when the entry is not in view. */
async function viaMenu(page: Page, section: string | null, entry: string, menuName?: string): Promise<void> {
  const nav = mainMenu(page, menuName);
  const item = nav.getByRole('menuitem', { name: new RegExp(`(^|\\s)${entry}$`) });
  if (section && !(await item.isVisible())) await nav.getByRole('menuitem', { name: section }).click();
  await item.click();
}

async function shoot(page: Page, dialect: Dialect, name: string): Promise<void> {
  if (dialect.shots) await screenshot(page, `${dialect.shots}-${name}`);
}

/** The JSON bodies sent to and answered by calls whose path ends with `call`, as they cross the wire. */
function wireOf(page: Page, call: string) {
  const seen = { sent: [] as Json[], answered: [] as Json[] };
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith(call)) return;
    seen.sent.push(response.request().postDataJSON() as Json);
    void response.json().then(
      (body: Json) => seen.answered.push(body),
      () => undefined,
    );
  });
  return seen;
}

async function journey(chromium: Browser, dialect: Dialect): Promise<void> {
  const page = await newPage(chromium);
  const aunts = wireOf(page, '/aunt/getAunts');
  const employers = wireOf(page, '/employer/getEmployerByFilter');
  const base = dialect.appUrl();
  await page.goto(`${base}/login`);
  await submitLogin(page, ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
  await page.waitForURL(/\/dashboard$/);
  await page.getByTestId('current-user').waitFor({ state: 'attached' });

  // The aunt list, from the menu: its rows and its total.
  await viaMenu(page, '阿姨管理', '全部阿姨');
  await page.waitForURL(dialect.auntList);
  const rows = tableRows(page);
  await rows.first().waitFor();
  expect(await rows.count()).toBeGreaterThan(1);
  await expect.poll(() => page.locator('.ant-pagination-total-text').first().innerText()).toMatch(/共\s*\d{2,}\s*条/);
  const nameLink = rows.first().getByRole('link').first();
  // The link shows her portrait's initial, then her name.
  const auntName = (await nameLink.innerText()).trim().split(/\s+/).pop() ?? '';
  expect(auntName).not.toBe('');
  await shoot(page, dialect, 'aunt-list-zh');
  // The server was asked and answered in its own names.
  await expect.poll(() => aunts.answered.length).toBeGreaterThan(0);
  expect(aunts.sent[0]).toHaveProperty(dialect.wire.page, 1);
  expect(aunts.answered[0]).toHaveProperty(dialect.wire.rows);

  // Her detail page, from her name.
  await nameLink.click();
  await page.waitForURL(dialect.auntDetail);
  await page.locator('main').getByText(auntName, { exact: true }).first().waitFor();
  await shoot(page, dialect, 'aunt-detail-zh');

  // An order for an employer found by the search (the employer family: renamed in dialect b).
  await viaMenu(page, null, '招聘管理');
  await page.waitForURL(/\/customer\/jobs$/);
  await page.getByRole('button', { name: /新建订单/ }).click();
  const orderForm = openModal(page, '新建招聘订单');
  await opened(orderForm);
  const employerBox = orderForm.getByRole('combobox', { name: '雇主' });
  await employerBox.click();
  const firstEmployer = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first();
  await firstEmployer.waitFor();
  const employerLabel = (await firstEmployer.getAttribute('title')) ?? '';
  // "name mobile", both read from the server's answer (customerName and phone in dialect b), the mobile masked.
  expect(employerLabel).toMatch(/^\S+ 1\d{2}\*{4}\d{4}$/);
  await expect.poll(() => employers.answered.length).toBeGreaterThan(0);
  expect((employers.answered[0]![dialect.wire.rows] as Json[])[0]).toHaveProperty(dialect.wire.employerName, employerLabel.split(' ')[0]);
  await pickOption(page, employerBox, employerLabel);
  await pickOption(page, orderForm.getByRole('combobox', { name: '服务类型' }), '住家保姆');
  await orderForm.getByRole('button', { name: /创\s*建/ }).click();
  await page.waitForURL(/\/customer\/jobs\/detail\/\d+$/);
  const employerName = employerLabel.split(' ')[0]!;
  await page.locator('main').getByText(employerName).first().waitFor();
  await page
    .getByText(/^DD\d{12}$/)
    .first()
    .waitFor();
  await shoot(page, dialect, 'order-zh');

  if (dialect.shots) {
    // The same pages in English.
    await page.getByText('English', { exact: true }).click();
    await mainMenu(page, 'Main menu').waitFor();
    await screenshot(page, `${dialect.shots}-order-en`);
    await viaMenu(page, 'Aunts', 'All aunts', 'Main menu');
    await page.waitForURL(dialect.auntList);
    await tableRows(page).first().waitFor();
    await screenshot(page, `${dialect.shots}-aunt-list-en`);
  }
  await page.context().close();
}

describe('the journey (log in, menu, aunt list, aunt detail, new order)', () => {
  it.each(DIALECTS)('runs against $name', async (dialect) => {
    await journey(browser(), dialect);
  });
});
