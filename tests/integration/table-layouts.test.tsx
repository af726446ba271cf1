/**
 * Column layouts kept on the server (the aunt, employer and order lists; here a small table with
 * the order list's type and column keys): the list starts from the company's default, a staff
 * member's change is kept on the server as their own layout and follows them to a browser that
 * never saw it, and "reset" returns to the company's default (not the code's).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { customPaths } from '@/api/custom';
import { postListUnchecked } from '@/api/http';
import { DataTable, useColumnSettings, type DataColumn } from '@/components/DataTable';
import { resetTableLayouts } from '@/components/DataTable/tableLayouts';
import { useTable } from '@/hooks/useTable';
import { STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import { renderWithProviders } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

interface Row {
  id: number;
}
const PATH = '/test/orders';
const column = (key: string, title: string, extra: Partial<DataColumn<Row>> = {}): DataColumn<Row> => ({ key, title, width: 100, render: () => key, ...extra });
const columns: DataColumn<Row>[] = [
  column('orderNo', '订单号', { pinned: 'left' }),
  column('serviceType', '服务类型'),
  column('salary', '薪资'),
  column('status', '状态'),
  column('remarks', '备注', { defaultHidden: true }),
  column('actions', '操作', { pinned: 'right' }),
];

function Orders() {
  const table = useTable<Row, object>({
    memoryKey: 'orders-layout',
    queryKey: ['test', 'list', 'orders'],
    fetch: (query, signal) => postListUnchecked<Row>(PATH, query, { signal, silent: true }),
    initialFilter: {},
    rowKey: (row) => row.id,
  });
  const settings = useColumnSettings('order', columns);
  return <DataTable table={table} settings={settings} label="订单" />;
}

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.trim())
    .filter(Boolean);
const companyDefault = [
  { field: 'orderNo', label: '订单号', width: null, isShow: 1 as const, sort: 1, fixed: 'left' as const },
  { field: 'remarks', label: '备注', width: 220, isShow: 1 as const, sort: 2, fixed: null },
  { field: 'salary', label: '薪资', width: null, isShow: 1 as const, sort: 3, fixed: null },
  { field: 'serviceType', label: '服务类型', width: null, isShow: 1 as const, sort: 4, fixed: null },
  { field: 'status', label: '状态', width: null, isShow: 0 as const, sort: 5, fixed: null },
  { field: 'actions', label: '操作', width: null, isShow: 1 as const, sort: 6, fixed: 'right' as const },
];

withFreshMockDb();
beforeEach(async () => {
  await signInForTest(STAFF_ACCOUNT, { clearStorage: true });
  getDb().customTables.push({ companyId: 1, tableType: 'order', columns: companyDefault });
  mockServer.use(http.post(apiPattern(PATH), () => HttpResponse.json({ code: 200, success: true, data: [{ id: 1 }, { id: 2 }], total: 2 })));
});

/** Opens the column settings and toggles one column's box. */
async function toggleColumn(title: string) {
  await userEvent.click(screen.getByRole('button', { name: '列设置' }));
  const list = await screen.findByRole('list', { name: '列设置' });
  await userEvent.click(within(list).getByRole('checkbox', { name: title }));
}

describe('server column layouts', () => {
  it('start from the company’s default; a change is kept as the user’s own and follows them to another browser; reset returns to the company’s', async () => {
    const sent = recordBodies<{ moduleName: string; columns: { field: string; isShow: number }[] }>(customPaths.columnDisplayUpdate);
    const first = renderWithProviders(<Orders />);
    await waitFor(() => expect(headers()).toEqual(['订单号', '备注', '薪资', '服务类型', '操作']));

    await toggleColumn('薪资');
    await waitFor(() => expect(headers()).toEqual(['订单号', '备注', '服务类型', '操作']));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.moduleName).toBe('order');
    expect(sent[0]!.columns.find((item) => item.field === 'salary')?.isShow).toBe(0);
    const me = getDb().users.find((user) => user.mobile === STAFF_ACCOUNT.mobile)!.userId;
    await waitFor(() =>
      expect(
        getDb()
          .columnDisplays.find((row) => row.userId === me && row.moduleName === 'order')
          ?.columns.find((item) => item.field === 'salary')?.isShow,
      ).toBe(0),
    );
    first.unmount();

    // Another browser: nothing kept locally, the stores empty.
    localStorage.clear();
    resetTableLayouts();
    const second = renderWithProviders(<Orders />);
    await waitFor(() => expect(headers()).toEqual(['订单号', '备注', '服务类型', '操作']));

    await userEvent.click(screen.getByRole('button', { name: '列设置' }));
    await userEvent.click(await screen.findByRole('button', { name: '恢复默认' }));
    await waitFor(() => expect(headers()).toEqual(['订单号', '备注', '薪资', '服务类型', '操作']));
    await waitFor(() => expect(sent.at(-1)?.columns).toEqual([]));
    await waitFor(() => expect(getDb().columnDisplays.some((row) => row.userId === me)).toBe(false));
    second.unmount();
  });
});
