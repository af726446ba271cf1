/**
 * Tabs whose page left the live set (KeepAliveOutlet keeps LIVE_PAGES pages mounted) come back
 * from their page memory as the person left them, on the real pages and the mock: the aunt list's
 * filters, page, sort, selection, scroll and rows (without asking the server again), the
 * dashboard's period, a half-filled add-aunt form, a remark being typed. A Refresh from the tab
 * menu still starts the page afresh.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { auntPaths, getAunts, type AuntListQuery } from '@/api/aunt';
import { statisticsPaths, type StatisticsFilter } from '@/api/statistics';
import type { RouteMeta } from '@/app/routeMeta';
import { DEFAULT_PAGE_SIZE } from '@/hooks/useTable';
import { KeepAliveOutlet, LIVE_PAGES } from '@/layout/KeepAliveOutlet';
import { TagsView } from '@/layout/TagsView';
import { useVisitedViews } from '@/layout/useVisitedViews';
import { ADMIN_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import AuntDetailPage from '@/pages/aunt/detail';
import AuntFormPage from '@/pages/aunt/form';
import AuntListPage from '@/pages/aunt/list';
import { LIST_FIELDS } from '@/pages/aunt/list/listData';
import DashboardPage from '@/pages/dashboard';
import RedirectPage from '@/pages/redirect';
import { resetUserStores } from '@/stores/resetRegistry';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const BASE = { page: 1, pageSize: DEFAULT_PAGE_SIZE, scope: 'all', fields: [...LIST_FIELDS] };

function Shell() {
  useVisitedViews();
  return (
    <>
      <TagsView />
      <KeepAliveOutlet />
    </>
  );
}

function OtherPage() {
  return <p>other page {useParams().n}</p>;
}

const meta = (title: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({ title, fallbackTitle: title, ...extra });

function renderShell(initialPath: string) {
  const { router } = renderRoutes(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { path: 'dashboard', handle: meta('首页', { affix: true }), element: <DashboardPage /> },
          { path: 'aunt/add', handle: meta('新增阿姨'), element: <AuntFormPage /> },
          { path: 'aunt/detail/:auntId', handle: meta('阿姨详情'), element: <AuntDetailPage /> },
          { path: 'aunt/:scope', handle: meta('全部阿姨'), element: <AuntListPage /> },
          { path: 'other/:n', handle: meta('Other'), element: <OtherPage /> },
          { path: 'redirect/*', handle: meta('redirect', { noTab: true }), element: <RedirectPage /> },
        ],
      },
    ],
    initialPath,
  );
  // As App does in the browser: the window scrolls to the top as soon as a navigation is done,
  // before React shows the next page.
  router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.historyAction !== 'POP') scrollWindow(0);
  });
  return router;
}

type Router = ReturnType<typeof renderShell>;

/** Visits other pages until the page shown has left the live set. */
async function leave(router: Router) {
  for (let i = 0; i < LIVE_PAGES; i += 1) {
    await act(() => router.navigate(`/other/${i}`));
    await screen.findByText(`other page ${i}`);
  }
}

/** jsdom lays nothing out: the window's scroll is set by hand and announced as the browser does. */
function scrollWindow(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

const tabOf = (name: RegExp) => within(screen.getByRole('tablist', { name: '已打开的页面' })).getByRole('tab', { name });
const shownIds = () => Array.from(document.querySelectorAll('tr[data-row-key]')).map((row) => Number(row.getAttribute('data-row-key')));
const rowOf = (auntId: number) => document.querySelector(`tr[data-row-key="${auntId}"]`) as HTMLElement;
const checkboxOf = (auntId: number) => rowOf(auntId).querySelector('input[type="checkbox"]') as HTMLInputElement;
const keywordBox = () => screen.getByPlaceholderText('姓名 / 手机号 / 身份证号');

withFreshMockDb();
beforeEach(() => {
  resetUserStores(); // no tabs or page memories left from the last test
  return signInForTest(ADMIN_ACCOUNT, { clearStorage: true });
});
afterEach(() => {
  scrollWindow(0);
  vi.restoreAllMocks();
});

describe('a tab whose page left the live set', () => {
  it('brings the aunt list back with its filters, page, sort, selection, scroll and rows, without asking the server', async () => {
    const queries = recordBodies<AuntListQuery>(auntPaths.getAunts);
    const router = renderShell('/aunt/all');
    await waitFor(() => expect(shownIds()).toHaveLength(DEFAULT_PAGE_SIZE));

    // 找工作, keyword 13 (applied with Enter), sorted by expected salary (a column shown by default), page 2, two rows selected, scrolled.
    await userEvent.click(screen.getByRole('tab', { name: /找工作/ }));
    await userEvent.type(keywordBox(), '13{Enter}');
    await userEvent.click(screen.getByRole('columnheader', { name: /期望薪资/ }));
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({ ...BASE, keyword: '13', sortField: 'expectedSalary', sortOrder: 'asc', page: 2, tabKey: expect.any(String) }),
    );
    const answer = await getAunts(queries.at(-1)!, { silent: true });
    expect(answer.total).toBeGreaterThan(DEFAULT_PAGE_SIZE);
    const ids = answer.list.map((aunt) => aunt.auntId);
    await waitFor(() => expect(shownIds()).toEqual(ids));
    await userEvent.click(checkboxOf(ids[1]));
    await userEvent.click(checkboxOf(ids[4]));
    expect(await screen.findByText('已选 2 项')).toBeInTheDocument();
    scrollWindow(480);
    const oldBox = keywordBox();

    await leave(router);
    expect(oldBox.isConnected).toBe(false); // unmounted, not hidden
    const asked = queries.length;
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await userEvent.click(tabOf(/全部阿姨/));

    await waitFor(() => expect(shownIds()).toEqual(ids));
    expect(keywordBox()).toHaveValue('13');
    expect(screen.getByRole('tab', { name: /找工作/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('columnheader', { name: /期望薪资/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText(`第 21-40 条，共 ${answer.total} 条`)).toBeInTheDocument();
    expect(screen.getByText('已选 2 项')).toBeInTheDocument();
    expect(checkboxOf(ids[1])).toBeChecked();
    expect(checkboxOf(ids[4])).toBeChecked();
    expect(checkboxOf(ids[0])).not.toBeChecked();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 480);
    expect(queries).toHaveLength(asked); // the rows came from the tab's memory (under 60 s old)
  });

  it('still starts afresh after a Refresh from the tab menu', async () => {
    const queries = recordBodies<AuntListQuery>(auntPaths.getAunts);
    const router = renderShell('/aunt/all');
    await waitFor(() => expect(shownIds()).toHaveLength(DEFAULT_PAGE_SIZE));
    await userEvent.type(keywordBox(), '13{Enter}');
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ keyword: '13', page: 2 }));
    await leave(router);
    await userEvent.click(tabOf(/全部阿姨/));
    await waitFor(() => expect(keywordBox()).toHaveValue('13'));

    fireEvent.contextMenu(tabOf(/全部阿姨/));
    await userEvent.click(await screen.findByText('刷新'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/aunt/all'));
    await waitFor(() => expect(queries.at(-1)).toEqual(BASE));
    expect(keywordBox()).toHaveValue('');
    await waitFor(() => expect(screen.getByText(/^第 1-20 条/)).toBeInTheDocument());
  });

  it('brings back the dashboard’s period and a half-filled add-aunt form', async () => {
    const periods = recordBodies<StatisticsFilter>(statisticsPaths.getChartData);
    const router = renderShell('/dashboard');
    const days = await screen.findByRole('spinbutton', { name: '天数' });
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await waitFor(() => expect(periods.at(-1)).toEqual({ dateFilter: 'inPastDays', days: 45 }));

    await act(() => router.navigate('/aunt/add'));
    const name = await screen.findByLabelText('姓名');
    await userEvent.click(name);
    await userEvent.paste('王桂兰');
    // Leaving a form with unsaved changes asks first, as before; the person leaves.
    await act(() => router.navigate('/other/0'));
    const firstLeave = await screen.findByRole('button', { name: /离\s*开/ });
    await userEvent.click(firstLeave);
    await screen.findByText('other page 0');
    await leave(router);

    await userEvent.click(tabOf(/新增阿姨/));
    expect(await screen.findByLabelText('姓名')).toHaveValue('王桂兰');
    // As it was left: the typed values are not announced as a restored draft.
    expect(screen.queryByTestId('aunt-form-draft')).toBeNull();

    await act(() => router.navigate('/dashboard'));
    // The first confirm may still be closing: the new one is the last.
    const leaveButtons = () => screen.getAllByRole('button', { name: /离\s*开/ });
    await waitFor(() => expect(leaveButtons().at(-1)).not.toBe(firstLeave));
    await userEvent.click(leaveButtons().at(-1)!);
    expect(await screen.findByRole('spinbutton', { name: '天数' })).toHaveValue('45');
    await waitFor(() => expect(periods.at(-1)).toEqual({ dateFilter: 'inPastDays', days: 45 }));
  });

  it('brings back a remark being typed on an aunt’s page', async () => {
    const companyId = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)?.companyId;
    const aunt = getDb().aunts.find((row) => row.companyId === companyId && row.isDeleted === 0 && row.isLocked === 0);
    if (!aunt) throw new Error('no seeded aunt');
    const router = renderShell(`/aunt/detail/${aunt.auntId}?tab=remarks`);
    await userEvent.click(await screen.findByRole('button', { name: /编辑备注/ }));
    await userEvent.type(screen.getByRole('textbox', { name: '备注' }), '下周一可以面试');
    await leave(router);

    await userEvent.click(tabOf(/阿姨详情/));
    expect(await screen.findByRole('textbox', { name: '备注' })).toHaveValue('下周一可以面试');
    expect(router.state.location.search).toBe('?tab=remarks');
  });
});
