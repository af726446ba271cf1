/**
 * Route loaders prefetch a list page's first rows (app/menuRoutes → the page module's `prefetch`
 * → useTable's prefetchList): opened from the app, the aunt list's first page (and the halls', in the
 * chosen city; the mini-program requests'; the recycle bin's three tabs') is asked before the
 * page has rendered, once; the page shows that answer. A page whose tab is open asks nothing on its
 * own when shown again (the list decides, fresh rows stay), and a page the user may not open
 * prefetches nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { i18n } from '@/i18n';
import { auntPaths } from '@/api/aunt';
import { companyAppPaths } from '@/api/companyApp';
import { recyclebinPaths } from '@/api/recyclebin';
import { unitedPaths } from '@/api/united';
import { useSettings } from '@/stores/settings';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { withFreshMockDb } from '@/mocks/testing';
import { mockServer } from '@/mocks/node';
import { currentPath, renderApp } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';

withFreshMockDb();
beforeEach(async () => {
  await signInForTest(ADMIN_ACCOUNT);
});

/** The aunt list's table (its section is labelled with the page's title). */
const listSection = () => document.querySelector(`main section[aria-label="${i18n.t('menu.auntAll')}"]`);

/** Whether the aunt list page was on screen when each of its list requests started. */
function pageShownAtListRequests(): boolean[] {
  const seen: boolean[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(auntPaths.getAunts)) seen.push(listSection() !== null);
  });
  return seen;
}

describe('route loaders', () => {
  it("ask a list page's first rows before the page renders, once; a tab shown again asks nothing while its rows are fresh", async () => {
    const shownAt = pageShownAtListRequests();
    const bodies = recordBodies<{ page: number; scope: string }>(auntPaths.getAunts);
    const { router } = renderApp('/aunt/all');
    await waitFor(() => expect(listSection()?.querySelector('.ant-table-row')).toBeTruthy());
    await waitFor(() => expect(bodies).toMatchObject([{ page: 1, scope: 'all' }]));
    expect(shownAt).toEqual([false]);

    // Away and back while the tab is open and the rows fresh: no request, the rows still there.
    await router.navigate('/dashboard');
    await router.navigate('/aunt/all');
    expect(currentPath(router)).toBe('/aunt/all');
    await waitFor(() => expect(listSection()?.querySelector('.ant-table-row')).toBeTruthy());
    expect(bodies).toHaveLength(1);
  });

  /** Whether any card of a page was on screen when each request to `path` started. */
  function pageShownAt(path: string): boolean[] {
    const seen: boolean[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith(path)) seen.push(document.querySelector('main .ant-card') !== null);
    });
    return seen;
  }

  it.each([
    { route: '/united/aunt-hall', path: unitedPaths.getAunts },
    { route: '/united/job-hall', path: unitedPaths.getJobs },
  ])('$route: the hall asks its first page in the city chosen in the top bar before it renders, once', async ({ route, path }) => {
    useSettings.getState().setRegion({ region_id: 110100, region_name: '北京市' });
    const shownAt = pageShownAt(path);
    const bodies = recordBodies<{ page: number; cityId: number }>(path);
    renderApp(route);
    await waitFor(() => expect(document.querySelector('main .ant-card')).toBeTruthy());
    await waitFor(() => expect(bodies).toMatchObject([{ page: 1, cityId: 110100 }]));
    expect(shownAt).toEqual([false]);
  });

  it.each([
    { route: '/company-app/orders', paths: [companyAppPaths.getCompanyAppOrder] },
    { route: '/recycle-bin', paths: [recyclebinPaths.getAunts, recyclebinPaths.getEmployers, recyclebinPaths.getOrders] },
  ])("$route: the page's lists are asked before it renders, once each", async ({ route, paths }) => {
    const shownAt = paths.map((path) => pageShownAt(path));
    const bodies = paths.map((path) => recordBodies<{ page: number }>(path));
    renderApp(route);
    for (const sent of bodies) await waitFor(() => expect(sent).toMatchObject([{ page: 1 }]));
    await waitFor(() => expect(document.querySelector('main .ant-card')).toBeTruthy());
    expect(shownAt).toEqual(paths.map(() => [false]));
  });
});
