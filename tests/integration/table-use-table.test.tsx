/**
 * useTable against msw handlers: what is sent (paging, sorting, filter, debounced keyword),
 * what lands (only the latest answer), selection rules, refresh, errors, and keep-alive
 * re-activation (no refetch within 60 s, a quiet one after).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { Activity, useEffect, useState } from 'react';
import { HttpResponse, http } from 'msw';
import { postListUnchecked } from '@/api/http';
import { prefetchList, useTable, type TableController, type TableQuery } from '@/hooks/useTable';
import { mockServer } from '@/mocks/node';
import { apiPattern } from '@/mocks/handlers/kit';
import { renderWithProviders } from '../render';
import { screenHistory } from '../screenHistory';

interface Row {
  id: number;
  name: string;
  status: 'a' | 'b';
  age: number;
}
interface Filter {
  keyword?: string;
  status?: string[];
}
type Body = Record<string, unknown> & { page: number; pageSize: number };

const PATH = '/test/rows';
const ROWS: Row[] = Array.from({ length: 95 }, (_, index) => ({
  id: index + 1,
  name: `阿姨${index + 1}`,
  status: index % 3 === 0 ? 'b' : 'a',
  age: 20 + (index % 40),
}));

let bodies: Body[] = [];
let answered: Body[] = [];
/** Set: the first request is held until `releaseFirst()`, however long the test takes to go on. */
let slowFirst = false;
let releaseFirst = () => undefined as void;

function serve(body: Body) {
  let rows = ROWS.filter(
    (row) => (!body.keyword || row.name.includes(String(body.keyword))) && (!Array.isArray(body.status) || body.status.includes(row.status)),
  );
  if (body.sortField === 'age') rows = [...rows].sort((a, b) => (body.sortOrder === 'desc' ? b.age - a.age || a.id - b.id : a.age - b.age || a.id - b.id));
  return rows;
}

beforeEach(() => {
  bodies = [];
  answered = [];
  signals = [];
  slowFirst = false;
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  mockServer.use(
    http.post(apiPattern(PATH), async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      if (body.keyword === 'boom') return HttpResponse.json({ code: 50001, success: false, data: null, error: '服务器开小差了' });
      if (slowFirst && bodies.length === 1) await firstHeld;
      const rows = serve(body);
      answered.push(body);
      return HttpResponse.json({ code: 200, success: true, data: rows.slice((body.page - 1) * body.pageSize, body.page * body.pageSize), total: rows.length });
    }),
  );
});
afterEach(() => vi.useRealTimers());

/** The hook's latest return value, published by the harness after each render. */
const probe: { table?: TableController<Row, Filter>; setShown?: (shown: boolean) => void } = {};
let signals: AbortSignal[] = [];

/** The list every test drives: the test endpoint, recording each request's signal. */
const LIST = {
  queryKey: ['test', 'list', 'rows'],
  fetch: (query: TableQuery & Filter, signal: AbortSignal) => {
    signals.push(signal);
    return postListUnchecked<Row>(PATH, query, { signal, silent: true });
  },
  initialFilter: {} as Filter,
};
function useRows() {
  return useTable<Row, Filter>({ ...LIST, memoryKey: 'rows', rowKey: (row) => row.id });
}

function Harness() {
  const table = useRows();
  useEffect(() => {
    probe.table = table;
  });
  return (
    <div>
      <div data-testid="state">{table.loading ? 'loading' : table.error ? `error: ${table.error.message}` : `total ${table.total}`}</div>
      <ul aria-label="rows">
        {table.rows.map((row) => (
          <li key={row.id}>{row.name}</li>
        ))}
      </ul>
    </div>
  );
}

function KeptAlive() {
  const [shown, set] = useState(true);
  useEffect(() => {
    probe.setShown = set;
  }, []);
  return (
    <Activity mode={shown ? 'visible' : 'hidden'}>
      <Harness />
    </Activity>
  );
}

const T = () => probe.table as TableController<Row, Filter>;
const S = () => probe.setShown as (shown: boolean) => void;
const names = () => Array.from(screen.getByRole('list', { name: 'rows' }).querySelectorAll('li')).map((li) => li.textContent);
const settle = async (total: number) => waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(`total ${total}`));

describe('useTable', () => {
  it('takes the first page a route loader prefetched (prefetchList): sent before the page renders, asked once', async () => {
    // What the route loader runs while the page's code loads: the list's first page, initial filter.
    prefetchList(LIST);
    expect(signals).toHaveLength(1);
    const rendered: number[] = [];
    function Page() {
      const table = useRows();
      rendered.push(signals.length);
      return <div data-testid="state">{table.loading ? 'loading' : `total ${table.total}`}</div>;
    }
    renderWithProviders(<Page />);
    await settle(95);
    expect(rendered[0]).toBe(1);
    expect(bodies).toEqual([{ page: 1, pageSize: 20 }]);
    expect(signals.map((signal) => signal.aborted)).toEqual([false]);
  });

  it('loads page 1 of 20 and sends paging and sorting to the server', async () => {
    renderWithProviders(<Harness />);
    await settle(95);
    expect(bodies).toEqual([{ page: 1, pageSize: 20 }]);
    expect(names()).toHaveLength(20);

    act(() => T().setPage(2));
    await waitFor(() => expect(names()[0]).toBe('阿姨21'));
    expect(bodies.at(-1)).toEqual({ page: 2, pageSize: 20 });

    act(() => T().setSort('age', 'desc'));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, pageSize: 20, sortField: 'age', sortOrder: 'desc' }));
    await waitFor(() => expect(names()[0]).toBe(serve(bodies.at(-1) as Body)[0].name));

    act(() => T().setPage(1, 50));
    await waitFor(() => expect(names()).toHaveLength(50));
    expect(bodies.at(-1)).toEqual({ page: 1, pageSize: 50, sortField: 'age', sortOrder: 'desc' });
    act(() => T().setSort(undefined, undefined));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, pageSize: 50 }));
  });

  it('cancels the stale request: its late answer never lands', async () => {
    slowFirst = true;
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    renderWithProviders(<Harness />);
    await waitFor(() => expect(bodies).toHaveLength(1));
    act(() => T().patchFilter({ status: ['b'] }));
    await settle(32);
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    expect(abort).toHaveBeenCalledTimes(1);
    const shown = screenHistory(() => `${screen.getByTestId('state').textContent}: ${names().slice(0, 2).join(' ')}`);
    releaseFirst();
    await waitFor(() => expect(answered.map((body) => body.status ?? 'all')).toEqual([['b'], 'all']));
    // The late answer has been given; a request sent after it lands after it would have: the
    // screen never showed its rows (阿姨1 阿姨2, 95 in all) in between.
    act(() => T().refresh());
    await waitFor(() => expect(answered).toHaveLength(3));
    await settle(32);
    shown.stop();
    expect(shown.values.filter((text) => !text.endsWith(': 阿姨1 阿姨4'))).toEqual([]);
    expect(shown.values.at(-1)).toBe('total 32: 阿姨1 阿姨4');
  });

  it('goes back to page 1 and clears the selection when the filter changes; debounces the keyword', async () => {
    renderWithProviders(<Harness />);
    await settle(95);
    act(() => T().setPage(3));
    await waitFor(() => expect(names()[0]).toBe('阿姨41'));
    act(() => T().setSelection([41, 42], T().rows.slice(0, 2)));
    expect(T().selection.keys).toEqual([41, 42]);

    act(() => T().patchFilter({ status: ['a'] }));
    expect(T().selection).toEqual({ keys: [], rows: [] });
    await settle(63);
    expect(bodies.at(-1)).toEqual({ page: 1, pageSize: 20, status: ['a'] });

    // Typing: one request ~300 ms after the last key, none per key (a request starts in the
    // effect each act runs; the debounced one, when it lands, is the only one sent).
    const before = bodies.length;
    const started = signals.length;
    act(() => T().patchFilter({ keyword: '阿' }));
    act(() => T().patchFilter({ keyword: '阿姨' }));
    act(() => T().patchFilter({ keyword: '阿姨1' }));
    expect(T().filter.keyword).toBe('阿姨1');
    expect(signals).toHaveLength(started);
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ keyword: '阿姨1' }));
    expect(bodies.slice(before)).toEqual([{ page: 1, pageSize: 20, status: ['a'], keyword: '阿姨1' }]);

    // Enter applies at once; an unchanged filter sends nothing; blank values are not sent.
    act(() => T().patchFilter({ keyword: '  阿姨2 ' }));
    act(() => T().applyFilter());
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, pageSize: 20, status: ['a'], keyword: '阿姨2' }));
    const count = bodies.length;
    act(() => T().patchFilter({ keyword: '阿姨2' }));
    act(() => T().applyFilter());
    act(() => T().resetFilter());
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, pageSize: 20 }));
    expect(bodies.length).toBe(count + 1);
    // The same filter again starts no request in the effect its act runs; the refresh after it is the one more.
    const startedBefore = signals.length;
    act(() => T().setFilter({ keyword: '', status: [] }));
    expect(signals).toHaveLength(startedBefore);
    act(() => T().refresh());
    await waitFor(() => expect(answered).toHaveLength(count + 2));
    expect(bodies).toHaveLength(count + 2);
  });

  it('refresh asks again for the same query; an error shows in place and retry recovers', async () => {
    renderWithProviders(<Harness />);
    await settle(95);
    act(() => T().setPage(2));
    await waitFor(() => expect(bodies).toHaveLength(2));
    act(() => T().refresh());
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]).toEqual(bodies[1]);

    act(() => T().setFilter({ keyword: 'boom' }));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('error: 服务器开小差了'));
    expect(names()).toEqual([]);
    // The harness publishes the hook's value in an effect, which on a busy machine may still be
    // pending when the error is already on screen.
    await waitFor(() => expect(T().error).toBeTruthy());
    act(() => T().error?.retry());
    await waitFor(() => expect(bodies.filter((body) => body.keyword === 'boom')).toHaveLength(2));
    act(() => T().resetFilter());
    await settle(95);
  });

  it('does not refetch when shown again within 60 s; refetches quietly after that', async () => {
    renderWithProviders(<KeptAlive />);
    await settle(95);
    expect(bodies).toHaveLength(1);

    // Shown again: the effect that would fetch runs in the act, and starts nothing (the refetch
    // after 60 s below is then the second request).
    act(() => S()(false));
    act(() => S()(true));
    expect(signals).toHaveLength(1);
    expect(screen.getByTestId('state')).toHaveTextContent('total 95');

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    act(() => S()(false));
    act(() => S()(true));
    // Quiet: the rows stay and no loading state shows while the refetch runs.
    expect(screen.getByTestId('state')).toHaveTextContent('total 95');
    expect(names()).toHaveLength(20);
    expect(signals).toHaveLength(2);
    await waitFor(() => expect(answered).toHaveLength(2));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);

    // A filter changed while shown is fetched as usual; hiding mid-request refetches on return.
    slowFirst = false;
    act(() => T().patchFilter({ status: ['b'] }));
    act(() => S()(false));
    act(() => S()(true));
    await settle(32);
    expect(bodies.slice(2).every((body) => JSON.stringify(body.status) === '["b"]')).toBe(true);
  });
});
