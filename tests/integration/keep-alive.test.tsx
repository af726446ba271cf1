/**
 * Keep-alive, page memory and the tabs' close rules, on a small router that uses the real layout
 * pieces: useVisitedViews (tabs), TagsView (close, context menu) and KeepAliveOutlet. The pages'
 * typed text is page state (usePageState): it survives the page leaving the live set.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { KeepAliveOutlet, LIVE_PAGES } from '@/layout/KeepAliveOutlet';
import { TagsView } from '@/layout/TagsView';
import { useVisitedViews } from '@/layout/useVisitedViews';
import { usePageState } from '@/hooks/pageMemory';
import { orderQueries } from '@/api/order.queries';
import { useQueryData } from '@/hooks/useQueryData';
import { invalidateOrders } from '@/pages/order/components/orderChanges';
import { useTags } from '@/stores/tags';
import { resetUserStores } from '@/stores/resetRegistry';
import type { RouteMeta } from '@/app/routeMeta';
import { renderRoutes } from '../render';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
let mounts: Record<string, number> = {};

/** How many times each page asked its order data (a query under the order family). */
let orderAsks: Record<string, number> = {};

function TypingPage({ name }: { name: string }) {
  // Counted in a state initializer: it runs once per real mount. (Effects of a kept-alive page
  // pause while it is hidden and run again when it is shown, so they would count activations.)
  useState(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
  });
  const [text, setText] = usePageState('text', '');
  useQueryData({
    queryKey: [...orderQueries.all, 'probe', name],
    queryFn: () => {
      orderAsks[name] = (orderAsks[name] ?? 0) + 1;
      return Promise.resolve(orderAsks[name]);
    },
  });
  return <input aria-label={`filter ${name}`} value={text} onChange={(event) => setText(event.target.value)} />;
}

/** Visits enough other pages for `/a` to leave the live set. */
async function pushOutOfLiveSet(router: ReturnType<typeof renderShell>) {
  for (let i = 0; i < LIVE_PAGES; i += 1) await act(() => router.navigate(`/n${i}`));
  expect(screen.queryByLabelText('filter a')).toBeNull();
}

function Shell() {
  useVisitedViews();
  const location = useLocation();
  return (
    <>
      <TagsView />
      <div data-testid="where">{location.pathname}</div>
      <KeepAliveOutlet />
    </>
  );
}

function Broken(): never {
  throw new Error('列表加载出错');
}

const meta = (title: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({ title, fallbackTitle: title, ...extra });
const pageRoutes = ['a', 'b', 'c', ...Array.from({ length: Math.max(LIVE_PAGES, 3) }, (_, i) => `n${i}`)].map((name) => ({
  path: name,
  handle: meta(`Page ${name}`),
  element: <TypingPage name={name} />,
}));

function renderShell(initial = '/dashboard') {
  return renderRoutes(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { path: 'dashboard', handle: meta('route.dashboard', { affix: true }), element: <TypingPage name="dashboard" /> },
          { path: 'profile', handle: meta('Profile', { noCache: true }), element: <TypingPage name="profile" /> },
          { path: 'redirect/*', handle: meta('redirect', { noTab: true }), element: <Outlet /> },
          { path: 'broken', handle: meta('Broken'), element: <Broken /> },
          ...pageRoutes,
        ],
      },
    ],
    initial,
  ).router;
}

beforeEach(() => {
  mounts = {};
  orderAsks = {};
  resetUserStores();
});

describe('keep-alive and page memory', () => {
  it('keeps typed input when switching tabs and back', async () => {
    const router = renderShell('/a');
    await userEvent.type(screen.getByLabelText('filter a'), '王阿姨');
    await act(() => router.navigate('/b'));
    await userEvent.type(screen.getByLabelText('filter b'), 'b text');
    await userEvent.click(screen.getByRole('tab', { name: /Page a/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/a'));
    expect(screen.getByLabelText('filter a')).toHaveValue('王阿姨');
    await act(() => router.navigate('/b'));
    expect(screen.getByLabelText('filter b')).toHaveValue('b text');
  });

  it('brings a page that left the live set back from its memory, as it was left', async () => {
    const router = renderShell('/a');
    await userEvent.type(screen.getByLabelText('filter a'), '王阿姨');
    await pushOutOfLiveSet(router);
    await userEvent.click(screen.getByRole('tab', { name: /Page a/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/a'));
    expect(screen.getByLabelText('filter a')).toHaveValue('王阿姨');
    expect(mounts.a).toBe(2); // mounted again, not kept
  });

  it('remounts a noCache page (Profile) every time, without a memory', async () => {
    const router = renderShell('/profile');
    await userEvent.type(screen.getByLabelText('filter profile'), 'draft');
    await act(() => router.navigate('/a'));
    await act(() => router.navigate('/profile'));
    expect(screen.getByLabelText('filter profile')).toHaveValue('');
    expect(mounts.profile).toBe(2);
  });

  it(`keeps at most ${LIVE_PAGES} page(s) mounted, dropping the least recently used`, async () => {
    const router = renderShell('/a');
    for (const path of ['/b', '/c', '/n0', '/n1', '/n2']) {
      await act(() => router.navigate(path));
      expect(document.querySelectorAll('input[aria-label^="filter"]').length).toBeLessThanOrEqual(LIVE_PAGES);
    }
    expect(useTags.getState().views).toHaveLength(7); // every page still has its tab
    // The page shown is always mounted; when one page is kept, it is the one shown.
    expect(screen.getByLabelText('filter n2')).toBeInTheDocument();
  });

  it('Refresh remounts the page through /redirect, without its memory', async () => {
    const router = renderShell('/a');
    await userEvent.type(screen.getByLabelText('filter a'), 'old');
    fireEvent.contextMenu(screen.getByRole('tab', { name: /Page a/ }));
    await userEvent.click(await screen.findByText('刷新'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/redirect/a'));
    await act(() => router.navigate('/a', { replace: true }));
    expect(screen.getByLabelText('filter a')).toHaveValue('');
    expect(mounts.a).toBe(2);
  });

  it('forgets a closed tab’s memory: opened again, the page starts afresh', async () => {
    const router = renderShell('/a');
    await userEvent.type(screen.getByLabelText('filter a'), 'old');
    await act(() => router.navigate('/b'));
    await userEvent.click(screen.getByRole('tab', { name: /Page a/ }).querySelector('[aria-label="关闭"]')!);
    await act(() => router.navigate('/a'));
    expect(screen.getByLabelText('filter a')).toHaveValue('');
  });

  it('forgets every memory on logout', async () => {
    const router = renderShell('/a');
    await userEvent.type(screen.getByLabelText('filter a'), 'old');
    await act(() => router.navigate('/b'));
    act(() => resetUserStores());
    await act(() => router.navigate('/a'));
    expect(screen.getByLabelText('filter a')).toHaveValue('');
  });

  it('a page mounted again from its memory asks its order data again after an order write made while it was away', async () => {
    const router = renderShell('/a');
    await waitFor(() => expect(orderAsks.a).toBe(1));
    await pushOutOfLiveSet(router);
    await act(() => invalidateOrders());
    expect(orderAsks.a).toBe(1);
    await act(() => router.navigate('/a'));
    await waitFor(() => expect(orderAsks.a).toBe(2));
    // Shown with no write since: nothing to ask.
    await pushOutOfLiveSet(router);
    await act(() => router.navigate('/a'));
    await act(async () => undefined);
    expect(orderAsks.a).toBe(2);
  });
});

describe('the per-page error boundary', () => {
  it('shows a failing page as an error inside the layout and recovers on navigation', async () => {
    const router = renderShell('/a');
    await act(() => router.navigate('/broken'));
    expect(await screen.findByText('列表加载出错')).toBeInTheDocument();
    expect(screen.getByRole('tablist')).toBeInTheDocument(); // the tabs (the layout) still work
    await userEvent.click(screen.getByRole('tab', { name: /Page a/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/a'));
    expect(screen.getByLabelText('filter a')).toBeVisible();
    // The broken page is not shown any more (hidden in its tab, or out of the live set).
    for (const left of screen.queryAllByText('列表加载出错')) expect(left).not.toBeVisible();
  });
});

describe('tabs', () => {
  it('pins the dashboard without a close button and lists visited pages', async () => {
    const router = renderShell('/dashboard');
    await act(() => router.navigate('/a'));
    await act(() => router.navigate('/b'));
    expect(useTags.getState().views.map((view) => view.path)).toEqual(['/dashboard', '/a', '/b']);
    const dashboard = screen.getByRole('tab', { name: /首页|route.dashboard/ });
    expect(dashboard.querySelector('[aria-label="关闭"]')).toBeNull();
    expect(screen.getByRole('tab', { name: /Page a/ }).querySelector('[aria-label="关闭"]')).not.toBeNull();
  });

  it('closing the active tab goes to the last remaining tab; closing another stays', async () => {
    const router = renderShell('/dashboard');
    for (const path of ['/a', '/b', '/c']) await act(() => router.navigate(path));
    await act(() => router.navigate('/a'));
    await userEvent.click(screen.getByRole('tab', { name: /Page b/ }).querySelector('[aria-label="关闭"]')!);
    expect(router.state.location.pathname).toBe('/a');
    await userEvent.click(screen.getByRole('tab', { name: /Page a/ }).querySelector('[aria-label="关闭"]')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/c'));
    expect(useTags.getState().views.map((view) => view.path)).toEqual(['/dashboard', '/c']);
  });

  it('Close Others keeps the affixed and the chosen tab; Close All goes to the dashboard', async () => {
    const router = renderShell('/dashboard');
    for (const path of ['/a', '/b', '/c']) await act(() => router.navigate(path));
    fireEvent.contextMenu(screen.getByRole('tab', { name: /Page b/ }));
    await userEvent.click(await screen.findByText('关闭其他'));
    expect(useTags.getState().views.map((view) => view.path)).toEqual(['/dashboard', '/b']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/b'));
    fireEvent.contextMenu(screen.getByRole('tab', { name: /Page b/ }));
    await userEvent.click((await screen.findAllByText('关闭所有')).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(useTags.getState().views.map((view) => view.path)).toEqual(['/dashboard']);
  });

  it('clear on logout', async () => {
    const router = renderShell('/a');
    await act(() => router.navigate('/b'));
    resetUserStores();
    expect(useTags.getState().views.map((view) => view.path)).toEqual(['/dashboard']);
  });
});
