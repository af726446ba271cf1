/**
 * The fee records page against the real finance mock: states, totals that follow the filter,
 * adding an income and an expense, inline edit (saved; a refused save keeps the typed text),
 * delete with confirmation, and the export of every row of the filter.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { financePaths, type FeeInput, type FeeQuery } from '@/api/finance';
import { XlsxWriterContext, type XlsxFile } from '@/components/DataTable';
import { saveColumnSettings } from '@/components/DataTable/columnSettings';
import { chinaDay } from '@/domain/chinaTime';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import FinanceRecordsPage from '@/pages/finance/records';
import { FEE_TABLE_TYPE } from '@/pages/finance/records/columns';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';
import { moneyOfFen } from '@/domain/format';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
let written: XlsxFile[] = [];

function renderPage() {
  written = [];
  renderRoutes([{ path: '/finance/records', element: <FinanceRecordsPage /> }], '/finance/records', (router) => (
    <XlsxWriterContext.Provider value={async (file) => void written.push(file)}>{router}</XlsxWriterContext.Provider>
  ));
}

const today = () => chinaDay(Date.now());
const dictId = (name: string) => getDb().financeDict.find((row) => row.companyId === 1 && row.dictName === name)!.dictId;
const companyFees = () => getDb().feeRecords.filter((row) => row.companyId === 1);
const fenSum = (type: 0 | 1) =>
  companyFees()
    .filter((row) => row.feeType === type)
    .reduce((sum, row) => sum + row.amountFen, 0);
const totalText = (key: 'income' | 'expense' | 'net') => screen.getByTestId(`fee-total-${key}`).textContent ?? '';
async function expectTotals() {
  const income = fenSum(0);
  const expense = fenSum(1);
  await waitFor(() => {
    expect(totalText('income')).toContain(moneyOfFen(income));
    expect(totalText('expense')).toContain(moneyOfFen(expense));
    expect(totalText('net')).toContain(moneyOfFen(income - expense));
  });
}
const rowOf = (feeId: number) => document.querySelector(`tr[data-row-key="${feeId}"]`) as HTMLElement | null;
const lastDialog = async (text: string) => {
  await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent(text));
  return screen.getAllByRole('dialog').at(-1) as HTMLElement;
};
/** Leaves company 1 with the given fees only (stored as the server stores them). */
function onlyFees(fees: { feeType: 0 | 1; name: string; fen: number; remarks?: string }[]) {
  const db = getDb();
  db.feeRecords = db.feeRecords.filter((row) => row.companyId !== 1);
  const time = new Date().toISOString();
  const user = db.users.find((row) => row.mobile === ADMIN_ACCOUNT.mobile)!;
  for (const fee of fees) {
    db.counters.feeRecords += 1;
    db.feeRecords.push({
      feeId: db.counters.feeRecords,
      companyId: 1,
      feeType: fee.feeType,
      feeNameId: dictId(fee.name),
      payStyleId: dictId('现金'),
      amountFen: fee.fen,
      feeDate: today(),
      orderId: null,
      auntId: null,
      employerId: null,
      remarks: fee.remarks ?? '',
      userId: user.userId,
      createdTime: time,
      updatedTime: time,
    });
  }
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('the fee records page', () => {
  it('shows the rows, the totals of every row of the filter and the tab counts; the totals follow the filter', async () => {
    const bodies = recordBodies<FeeQuery>(financePaths.getFeeIOData);
    renderPage();
    await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]').length).toBe(20));
    await expectTotals();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      `全部 ${companyFees().length}`,
      `收入 ${companyFees().filter((row) => row.feeType === 0).length}`,
      `支出 ${companyFees().filter((row) => row.feeType === 1).length}`,
    ]);
    await userEvent.click(screen.getByRole('tab', { name: /支出/ }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ feeType: 1 }));
    await waitFor(() => expect(totalText('income')).toContain('¥0'));
    await waitFor(() => expect(totalText('expense')).toContain(moneyOfFen(fenSum(1))));
    await userEvent.type(screen.getByRole('textbox', { name: '关键词' }), '退还押金{Enter}');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ feeType: 1, keyword: '退还押金' }));
    const matching = companyFees().filter((row) => row.feeType === 1 && row.remarks.includes('退还押金'));
    await waitFor(() => expect(totalText('expense')).toContain(moneyOfFen(matching.reduce((sum, row) => sum + row.amountFen, 0))));
  });

  it('shows the empty state', async () => {
    onlyFees([]);
    renderPage();
    expect(await screen.findByText('还没有收支记录，点击“新增收支”记一笔。')).toBeInTheDocument();
    await waitFor(() => expect(totalText('net')).toContain('¥0'));
  });

  it('shows a refusal in place with a retry (a member without finance.manage)', async () => {
    await signInForTest(STAFF_ACCOUNT, { clearStorage: true });
    renderPage();
    expect(await screen.findByText(/没有权限执行此操作/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
    expect(screen.queryByTestId('fee-total-net')).toBeNull();
  });

  it('adds an income and an expense and the totals add up exactly (0.1 + 0.2)', async () => {
    onlyFees([{ feeType: 0, name: '中介服务费', fen: 10 }]);
    const added = recordBodies<FeeInput>(financePaths.addFeeIO);
    renderPage();
    await waitFor(() => expect(totalText('income')).toContain('¥0.10'));
    await userEvent.click(screen.getByRole('button', { name: /新增收支/ }));
    let drawer = await lastDialog('新增收支');
    await userEvent.click(within(drawer).getByRole('combobox', { name: /费用名称/ }));
    await userEvent.click(await screen.findByTitle('培训费'));
    await userEvent.type(within(drawer).getByRole('textbox', { name: /金额/ }), '0.2');
    await userEvent.click(within(drawer).getByRole('combobox', { name: /支付方式/ }));
    await userEvent.click(await screen.findByTitle('微信'));
    await userEvent.click(within(drawer).getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({ feeType: 0, feeNameId: dictId('培训费'), payStyleId: dictId('微信'), amount: 0.2, feeDate: today() });
    await waitFor(() => expect(totalText('income')).toContain('¥0.30'));

    await userEvent.click(screen.getByRole('button', { name: /新增收支/ }));
    drawer = await lastDialog('新增收支');
    await userEvent.click(within(drawer).getByRole('radio', { name: '支出' }));
    await userEvent.type(within(drawer).getByRole('textbox', { name: /金额/ }), '1.005');
    await userEvent.click(within(drawer).getByRole('button', { name: '保 存' }));
    expect(await within(drawer).findByText(/请输入大于 0、最多两位小数的金额/)).toBeInTheDocument();
    await userEvent.clear(within(drawer).getByRole('textbox', { name: /金额/ }));
    await userEvent.type(within(drawer).getByRole('textbox', { name: /金额/ }), '1,000.5');
    await userEvent.click(within(drawer).getByRole('combobox', { name: /费用名称/ }));
    expect(screen.queryByTitle('培训费')).toBeNull();
    await userEvent.click(await screen.findByTitle('房租'));
    await userEvent.click(within(drawer).getByRole('combobox', { name: /支付方式/ }));
    await userEvent.click((await screen.findAllByTitle('银行转账')).at(-1)!);
    await userEvent.click(within(drawer).getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(added).toHaveLength(2));
    expect(added[1]).toMatchObject({ feeType: 1, feeNameId: dictId('房租'), amount: 1000.5 });
    await waitFor(() => expect(totalText('expense')).toContain('¥1,000.50'));
    expect(totalText('net')).toContain('-¥1,000.20');
  });

  it('edits a field inline: Enter saves; a refused save keeps the typed text and says why; Escape cancels', async () => {
    onlyFees([{ feeType: 0, name: '中介服务费', fen: 150_000, remarks: '首期' }]);
    const fee = companyFees()[0];
    const edits = recordBodies(financePaths.setFieldValue);
    // 备注 is among the columns hidden by default to fit 1440 px: this user has shown it (a saved layout).
    saveColumnSettings(FEE_TABLE_TYPE, { order: ['remarks'], hidden: [], widths: {} });
    renderPage();
    await waitFor(() => expect(rowOf(fee.feeId)).not.toBeNull());
    await userEvent.click(within(rowOf(fee.feeId)!).getByRole('button', { name: /修改金额/ }));
    const box = within(rowOf(fee.feeId)!).getByRole('textbox', { name: '金额' });
    expect(box).toHaveValue('1500.00');
    await userEvent.clear(box);
    await userEvent.type(box, '1888.8{Enter}');
    await waitFor(() => expect(edits).toEqual([{ feeId: fee.feeId, field: 'amount', value: 1888.8 }]));
    await waitFor(() => expect(within(rowOf(fee.feeId)!).getByRole('button', { name: /修改金额/ })).toHaveTextContent('+¥1,888.80'));
    await waitFor(() => expect(totalText('income')).toContain('¥1,888.80'));

    // The server refuses (the fee was deleted meanwhile): the text stays, the reason shows.
    await userEvent.click(within(rowOf(fee.feeId)!).getByRole('button', { name: /修改备注/ }));
    const remarks = within(rowOf(fee.feeId)!).getByRole('textbox', { name: '备注' });
    getDb().feeRecords = getDb().feeRecords.filter((row) => row.feeId !== fee.feeId);
    await userEvent.clear(remarks);
    await userEvent.type(remarks, '第二期{Enter}');
    expect(await within(rowOf(fee.feeId)!).findByRole('alert')).toHaveTextContent('收支记录不存在');
    expect(within(rowOf(fee.feeId)!).getByRole('textbox', { name: '备注' })).toHaveValue('第二期');
    await userEvent.keyboard('{Escape}');
    expect(within(rowOf(fee.feeId)!).queryByRole('textbox')).toBeNull();
    expect(within(rowOf(fee.feeId)!).getByRole('button', { name: /修改备注/ })).toHaveTextContent('首期');
  });

  it('refuses an amount it cannot read without asking the server', async () => {
    onlyFees([{ feeType: 1, name: '广告费', fen: 500 }]);
    const fee = companyFees()[0];
    const edits = recordBodies(financePaths.setFieldValue);
    renderPage();
    await waitFor(() => expect(rowOf(fee.feeId)).not.toBeNull());
    expect(within(rowOf(fee.feeId)!).getByRole('button', { name: /修改金额/ })).toHaveTextContent('-¥5');
    await userEvent.click(within(rowOf(fee.feeId)!).getByRole('button', { name: /修改金额/ }));
    const box = within(rowOf(fee.feeId)!).getByRole('textbox', { name: '金额' });
    await userEvent.clear(box);
    await userEvent.type(box, '0{Enter}');
    expect(await within(rowOf(fee.feeId)!).findByRole('alert')).toHaveTextContent('请输入大于 0、最多两位小数的金额');
    expect(edits).toEqual([]);
  });

  it('deletes a fee after confirmation, and the totals follow', async () => {
    onlyFees([
      { feeType: 0, name: '中介服务费', fen: 1_000 },
      { feeType: 1, name: '广告费', fen: 300 },
    ]);
    const [, expense] = companyFees();
    renderPage();
    await waitFor(() => expect(totalText('net')).toContain('¥7'));
    await userEvent.click(within(rowOf(expense.feeId)!).getByRole('button', { name: '删除' }));
    const dialog = await lastDialog('删除收支记录“广告费”？');
    expect(getDb().feeRecords.some((row) => row.feeId === expense.feeId)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(getDb().feeRecords.some((row) => row.feeId === expense.feeId)).toBe(false));
    await waitFor(() => expect(totalText('net')).toContain('¥10'));
    await waitFor(() => expect(rowOf(expense.feeId)).toBeNull());
  });

  it('exports every row of the filter, amounts with two decimals', async () => {
    const bodies = recordBodies<FeeQuery>(financePaths.getFeeIOData);
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: /收入/ }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ feeType: 0 }));
    const button = await waitFor(() => {
      const found = screen.getByRole('button', { name: /导出$/ });
      expect(found).toBeEnabled();
      return found;
    });
    await userEvent.click(button);
    await waitFor(() => expect(written).toHaveLength(1));
    const income = companyFees().filter((row) => row.feeType === 0);
    expect(written[0].fileName).toMatch(/^收支记录-收入-\d{8}\.xlsx$/);
    expect(written[0].sheet.rows).toHaveLength(income.length);
    expect(bodies.some((body) => body.pageSize === 200 && body.feeType === 0)).toBe(true);
    const amountColumn = written[0].sheet.header.indexOf('金额');
    expect(written[0].sheet.rows.every((row) => /^\d+\.\d{2}$/.test(String(row[amountColumn])))).toBe(true);
  });
});
