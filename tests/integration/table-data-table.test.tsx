/**
 * DataTable wired to useTable and useColumnSettings (msw handler): sorting by a header and
 * paging send the server's fields; the column settings hide, move and reset columns and persist
 * them per table type; a column edge resizes with the keyboard; the empty state clears the
 * filters; the error state retries; the export writes every page through the injected writer;
 * a column is never narrower than its header needs.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Button, Input } from 'antd';
import { HttpResponse, http } from 'msw';
import { postListUnchecked } from '@/api/http';
import { DataTable, XlsxWriterContext, useColumnSettings, useTableExport, type DataColumn, type XlsxFile } from '@/components/DataTable';
import { useTable } from '@/hooks/useTable';
import { mockServer } from '@/mocks/node';
import { apiPattern } from '@/mocks/handlers/kit';
import { renderWithProviders } from '../render';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

interface Row {
  id: number;
  name: string;
  age: number;
  note: string;
}
type Filter = { keyword?: string };
type Body = { page: number; pageSize: number; sortField?: string; sortOrder?: string; keyword?: string };

const PATH = '/test/people';
const ROWS: Row[] = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  name: `员工${index + 1}`,
  age: 20 + ((index * 7) % 30),
  note: index === 0 ? '=cmd|/c calc' : `备注${index + 1}`,
}));
let bodies: Body[] = [];
let failing = false;

/** How often each row's note cell rendered (its column's render). */
const noteRenders = new Map<number, number>();

const columns: DataColumn<Row>[] = [
  { key: 'name', title: '姓名', width: 120, pinned: 'left', render: (_, row) => row.name, exportValue: (row) => row.name },
  { key: 'age', title: '年龄', width: 80, sortField: 'age', render: (_, row) => row.age, exportValue: (row) => row.age },
  {
    key: 'note',
    title: '备注',
    width: 160,
    render: (_, row) => {
      noteRenders.set(row.id, (noteRenders.get(row.id) ?? 0) + 1);
      return row.note;
    },
    exportValue: (row) => row.note,
  },
  { key: 'secret', title: '内部', width: 100, defaultHidden: true, render: () => 'x', exportValue: () => 'x' },
];

function People() {
  const table = useTable<Row, Filter>({
    memoryKey: 'people',
    queryKey: ['test', 'list', 'people'],
    fetch: (query, signal) => postListUnchecked<Row>(PATH, query, { signal, silent: true }),
    initialFilter: {},
    rowKey: (row) => row.id,
  });
  const settings = useColumnSettings('people', columns);
  const exporter = useTableExport<Row>();
  return (
    <>
      <Input
        aria-label="关键词"
        value={table.filter.keyword ?? ''}
        onChange={(event) => table.patchFilter({ keyword: event.target.value })}
        onPressEnter={table.applyFilter}
      />
      <DataTable
        table={table}
        settings={settings}
        label="员工"
        selectable
        bulkActions={
          <Button
            onClick={() =>
              void exporter.exportRows({ rows: table.selection.rows, columns: settings.visible, fileName: 'sel.xlsx', sheetName: '员工', privacy: null })
            }
          >
            导出所选
          </Button>
        }
        extra={
          <Button onClick={() => void exporter.exportAll({ table, columns: settings.visible, fileName: 'all.xlsx', sheetName: '员工', privacy: null })}>
            导出全部
          </Button>
        }
      />
      {exporter.dialog}
    </>
  );
}

/** A table whose "Gender" column was sized for 性别 (48 px): its English header does not fit. */
function Narrow() {
  const table = useTable<Row, Filter>({
    memoryKey: 'narrow',
    queryKey: ['test', 'list', 'narrow'],
    fetch: (query, signal) => postListUnchecked<Row>(PATH, query, { signal, silent: true }),
    initialFilter: {},
    rowKey: (row) => row.id,
  });
  const settings = useColumnSettings('narrow', NARROW_COLUMNS);
  return <DataTable table={table} settings={settings} label="narrow" />;
}
const NARROW_COLUMNS: DataColumn<Row>[] = [
  { key: 'name', title: 'Name', width: 200, render: (_, row) => row.name },
  { key: 'gender', title: 'Gender', width: 48, render: () => 'Female' },
  { key: 'age', title: 'Age of the aunt', width: 48, sortField: 'age', render: (_, row) => row.age },
];

let written: XlsxFile[] = [];
function renderPeople() {
  written = [];
  return renderWithProviders(
    <XlsxWriterContext.Provider value={async (file) => void written.push(file)}>
      <People />
    </XlsxWriterContext.Provider>,
  );
}

beforeEach(() => {
  noteRenders.clear();
  bodies = [];
  failing = false;
  localStorage.clear();
  mockServer.use(
    http.post(apiPattern(PATH), async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      if (failing) return HttpResponse.json({ code: 50001, success: false, data: null, error: '数据库忙' });
      let rows = ROWS.filter((row) => !body.keyword || row.name.includes(body.keyword));
      if (body.sortField === 'age') rows = [...rows].sort((a, b) => (body.sortOrder === 'asc' ? a.age - b.age : b.age - a.age) || a.id - b.id);
      return HttpResponse.json({ code: 200, success: true, data: rows.slice((body.page - 1) * body.pageSize, body.page * body.pageSize), total: rows.length });
    }),
  );
});

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.trim())
    .filter(Boolean);
const firstCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent);

describe('DataTable', () => {
  it('sorts by a header and pages on the server', async () => {
    renderPeople();
    await waitFor(() => expect(firstCells()[0]).toBe('员工1'));
    expect(screen.getByText('第 1-20 条，共 45 条')).toBeInTheDocument();
    expect(headers()).toEqual(['姓名', '年龄', '备注']);

    await userEvent.click(screen.getByRole('columnheader', { name: /年龄/ }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, pageSize: 20, sortField: 'age', sortOrder: 'asc' }));
    await userEvent.click(screen.getByRole('columnheader', { name: /年龄/ }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, pageSize: 20, sortField: 'age', sortOrder: 'desc' }));

    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 2, pageSize: 20, sortField: 'age', sortOrder: 'desc' }));
    await waitFor(() => expect(screen.getByText('第 21-40 条，共 45 条')).toBeInTheDocument());
  });

  it('hides, shows, moves and resets columns, saved per table type', async () => {
    renderPeople();
    await waitFor(() => expect(firstCells()[0]).toBe('员工1'));
    await userEvent.click(screen.getByRole('button', { name: '列设置' }));
    const list = await screen.findByRole('list', { name: '列设置' });
    expect(within(list).getByRole('checkbox', { name: '姓名' })).toBeDisabled();
    await userEvent.click(within(list).getByRole('checkbox', { name: '备注' }));
    await userEvent.click(within(list).getByRole('checkbox', { name: '内部' }));
    await userEvent.click(within(list).getByRole('button', { name: '上移“内部”' }));
    await waitFor(() => expect(headers()).toEqual(['姓名', '年龄', '内部']));
    await userEvent.click(within(list).getByRole('button', { name: '上移“内部”' }));
    await waitFor(() => expect(headers()).toEqual(['姓名', '内部', '年龄']));
    expect(JSON.parse(localStorage.getItem('agency-table:people') ?? '{}')).toMatchObject({ version: 1, order: ['secret', 'age', 'note'], hidden: ['note'] });

    await userEvent.click(screen.getByRole('button', { name: '恢复默认' }));
    await waitFor(() => expect(headers()).toEqual(['姓名', '年龄', '备注']));
    expect(localStorage.getItem('agency-table:people')).toBeNull();
  });

  it("renders a row's cells once: the table's next updates (rows selected) render none again; a new column width renders them again", async () => {
    renderPeople();
    await waitFor(() => expect(firstCells()[0]).toBe('员工1'));
    const once = new Map(noteRenders);
    expect(once.get(1)).toBeGreaterThan(0);
    // The header's select-all, then one per row.
    const checkboxes = () => screen.getAllByRole('checkbox');
    await userEvent.click(checkboxes()[1]);
    await waitFor(() => expect(checkboxes()[1]).toBeChecked());
    await userEvent.click(checkboxes()[2]);
    await waitFor(() => expect(checkboxes()[2]).toBeChecked());
    expect(noteRenders).toEqual(once);
    // A column's new width makes new columns: their cells render again, once.
    const edge = screen.getByRole('separator', { name: '调整“年龄”列宽' });
    edge.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(edge).toHaveAttribute('aria-valuenow', '90'));
    expect(noteRenders.get(1)).toBeGreaterThan(once.get(1) ?? 0);
  });

  it('resizes a column from its edge and keeps the width', async () => {
    const { unmount } = renderPeople();
    await waitFor(() => expect(firstCells()[0]).toBe('员工1'));
    const edge = screen.getByRole('separator', { name: '调整“年龄”列宽' });
    expect(edge).toHaveAttribute('aria-valuenow', '80');
    edge.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(edge).toHaveAttribute('aria-valuenow', '110'));
    expect(JSON.parse(localStorage.getItem('agency-table:people') ?? '{}').widths).toEqual({ age: 110 });
    unmount();
    renderPeople();
    expect(await screen.findByRole('separator', { name: '调整“年龄”列宽' })).toHaveAttribute('aria-valuenow', '110');
  });

  it('draws a column at least as wide as its header needs (never "Gen…"); a wide one keeps its width', async () => {
    renderWithProviders(<Narrow />);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(21));
    const widthOf = (title: string) => Number(screen.getByRole('separator', { name: `调整“${title}”列宽` }).getAttribute('aria-valuenow'));
    const cols = () =>
      Array.from(document.querySelectorAll('colgroup')[0]?.querySelectorAll('col') ?? []).map((col) => parseFloat((col as HTMLElement).style.width));
    expect(widthOf('Name')).toBe(200);
    // Six letters in 14 px semibold plus 16 px of padding: well past 48 px; the sortable one also makes room for its arrows.
    expect(widthOf('Gender')).toBeGreaterThan(60);
    expect(widthOf('Age of the aunt')).toBeGreaterThan(widthOf('Gender') + 40);
    await waitFor(() => expect(cols()).toEqual([200, widthOf('Gender'), widthOf('Age of the aunt')]));
  });

  it('says when nothing matches and offers to clear the filters; shows a failure with retry', async () => {
    renderPeople();
    await waitFor(() => expect(firstCells()[0]).toBe('员工1'));
    await userEvent.type(screen.getByRole('textbox', { name: '关键词' }), '没有这个人{Enter}');
    expect(await screen.findByText('没有符合筛选条件的记录')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(firstCells()[0]).toBe('员工1'));
    expect(screen.getByRole('textbox', { name: '关键词' })).toHaveValue('');

    failing = true;
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('列表加载失败');
    expect(alert).toHaveTextContent('数据库忙');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(firstCells()[0]).toBe('员工1'));
  });

  it('exports every page of the filter, and the selected rows, formula-safe', async () => {
    renderPeople();
    await waitFor(() => expect(firstCells()[0]).toBe('员工1'));
    const before = bodies.length;
    await userEvent.click(screen.getByRole('button', { name: '导出全部' }));
    await waitFor(() => expect(written).toHaveLength(1));
    expect(bodies.slice(before)).toEqual([{ page: 1, pageSize: 200 }]);
    expect(written[0].fileName).toBe('all.xlsx');
    expect(written[0].sheet.header).toEqual(['姓名', '年龄', '备注']);
    expect(written[0].sheet.rows).toHaveLength(45);
    expect(written[0].sheet.rows[0]).toEqual(['员工1', 20, "'=cmd|/c calc"]);

    const rows = screen.getAllByRole('row').slice(1, 3);
    for (const row of rows) await userEvent.click(within(row).getByRole('checkbox'));
    expect(screen.getByText('已选 2 项')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '导出所选' }));
    await waitFor(() => expect(written).toHaveLength(2));
    expect(written[1].sheet.rows.map((row) => row[0])).toEqual(['员工1', '员工2']);
  });
});
