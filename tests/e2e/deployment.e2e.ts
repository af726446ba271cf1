/**
 * One build, configured at deploy time (README, "Deployment"): the same dist/ served twice, each
 * time with another config.json naming another API base, chat base and company rule (and, for the
 * second, another token cookie, support phone and no agreement link), both in front of this
 * worker's mock server. Through each: the login form logs in, the dashboard and the aunt list show
 * the mock's data, and every call the browser made went to that deployment's bases, none to the
 * build's own /api.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { config } from '@/config';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { startDeployedBuild, type StaticSite } from '../tooling/servers';
import { chatUrl, chromiumForFile, mockUrl, newPage, screenshot, submitLogin, tableRows } from './support';

const browser = chromiumForFile();

const DEPLOYMENTS = {
  agencyA: {
    apiBase: '/agency-a/api',
    chatBase: '/agency-a/chat',
    // The rule names the admin's own company: finance is hidden for it.
    financeHiddenCompanyId: 1,
    contractUrl: 'https://agency-a.example/agreement.pdf',
  },
  agencyB: {
    apiBase: '/backend/v2',
    chatBase: '/backend/im',
    tokenCookieName: 'B-Token',
    supportPhone: '021-5555 0100',
  },
};

const sites: Partial<Record<keyof typeof DEPLOYMENTS, StaticSite>> = {};
const backend = { api: `${mockUrl}${config.apiBase}`, chat: `${chatUrl}${config.chatBase}` };

beforeAll(async () => {
  const [a, b] = await Promise.all([startDeployedBuild(DEPLOYMENTS.agencyA, backend), startDeployedBuild(DEPLOYMENTS.agencyB, backend)]);
  Object.assign(sites, { agencyA: a, agencyB: b });
});
afterAll(() => Promise.all(Object.values(sites).map((site) => site.stop())));

/** Logs the admin in through the form of this deployment and opens its aunt list; answers the paths of every call the browser made. */
async function journey(name: keyof typeof DEPLOYMENTS) {
  const site = sites[name]!;
  const page = await newPage(browser());
  const calls: string[] = [];
  const record = (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/config.json' || ['xhr', 'fetch', 'websocket'].includes(request.resourceType())) calls.push(path);
  };
  page.on('request', record);
  await page.goto(`${site.url}/login`);
  await submitLogin(page, ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
  await page.waitForURL(`${site.url}/dashboard`);
  await page.getByTestId('current-user').waitFor({ state: 'attached' });
  await expect.poll(() => page.locator('.ant-card[role="group"][aria-busy="false"]').count()).toBeGreaterThan(0);
  await screenshot(page, `deployment-${name}-dashboard`, { window: true });
  // One page load, one request: the app's fetch takes what index.html's preload fetched beside the scripts.
  expect(calls.filter((path) => path === '/config.json')).toEqual(['/config.json']);
  await page.goto(`${site.url}/aunt/all`);
  await expect.poll(() => tableRows(page).count()).toBeGreaterThan(0);
  return { page, calls, site };
}

describe('one build, two config.json files', () => {
  it('agency A: calls go to /agency-a/api, finance is hidden for its company, the agreement is linked', async () => {
    const { page, calls } = await journey('agencyA');
    const { apiBase, chatBase } = DEPLOYMENTS.agencyA;
    expect(calls).toContain(`${apiBase}/user/loginClient`);
    expect(calls).toContain(`${apiBase}/aunt/getAunts`);
    expect(calls.filter((path) => path !== '/config.json' && !path.startsWith(`${apiBase}/`) && !path.startsWith(`${chatBase}/`))).toEqual([]);
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await menu.getByText('阿姨管理').waitFor();
    expect(await menu.getByText('财务管理').count()).toBe(0);
    expect(await page.getByRole('link', { name: /服务协议/ }).getAttribute('href')).toBe(DEPLOYMENTS.agencyA.contractUrl);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain(config.tokenCookieName);
    await screenshot(page, 'deployment-agencyA-aunts', { window: true });
    await page.context().close();
  });

  it('agency B: calls go to /backend/v2, the session is in its own cookie, finance shows, its support phone, no agreement link', async () => {
    const { page, calls } = await journey('agencyB');
    const { apiBase, chatBase } = DEPLOYMENTS.agencyB;
    expect(calls).toContain(`${apiBase}/user/loginClient`);
    expect(calls).toContain(`${apiBase}/aunt/getAunts`);
    expect(calls.filter((path) => path !== '/config.json' && !path.startsWith(`${apiBase}/`) && !path.startsWith(`${chatBase}/`))).toEqual([]);
    const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(cookies).toContain('B-Token');
    expect(cookies).not.toContain(config.tokenCookieName);
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await menu.getByText('财务管理').waitFor();
    await page.getByText('技术支持 021-5555 0100').waitFor();
    expect(await page.getByRole('link', { name: /服务协议/ }).count()).toBe(0);

    // A reload: the session is found again under its own cookie, its user info asked at the configured base.
    calls.length = 0;
    await page.reload();
    await expect.poll(() => tableRows(page).count()).toBeGreaterThan(0);
    expect(calls).toContain(`${apiBase}/user/getUserInfo`);
    await screenshot(page, 'deployment-agencyB-aunts', { window: true });
    await page.context().close();
  });
});
