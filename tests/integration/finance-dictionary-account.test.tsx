/** The fee dictionary page (add, rename, move, delete; the in-use refusal shown) and the fund account page (with and without a payment key). */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { financePaths } from '@/api/finance';
import { ADMIN_ACCOUNT, THIRD_ACCOUNT, getDb } from '@/mocks/db';
import { accountOf, creditAccount } from '@/mocks/rules/fundAccount';
import { withFreshMockDb } from '@/mocks/testing';
import FinanceAccountPage from '@/pages/finance/account';
import FinanceDictionaryPage from '@/pages/finance/dictionary';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';
import { moneyOfFen } from '@/domain/format';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const payStyles = (companyId = 1) =>
  getDb()
    .financeDict.filter((row) => row.companyId === companyId && row.dictType === 'payStyle')
    .sort((a, b) => a.sort - b.sort)
    .map((row) => row.dictName);
/** The element with exactly this accessible label (getByRole is slow over two antd tables). */
const labelled = async (label: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[aria-label="${label}"]`);
    if (!found) throw new Error(`nothing labelled ${label}`);
    return found;
  });
const lastDialog = async (text: string) => {
  await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent(text));
  return screen.getAllByRole('dialog').at(-1) as HTMLElement;
};

withFreshMockDb();

describe('the fee dictionary page', () => {
  beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

  it('adds, renames and moves items', async () => {
    const bodies = recordBodies(financePaths.handleDictionnary);
    renderRoutes([{ path: '/finance/dictionary', element: <FinanceDictionaryPage /> }], '/finance/dictionary');
    await userEvent.type(await labelled('添加支付方式'), '云闪付{Enter}');
    await waitFor(() => expect(payStyles()).toContain('云闪付'));
    await userEvent.click(await labelled('修改“云闪付”的名称：云闪付'));
    const box = await labelled('“云闪付”的名称');
    await userEvent.clear(box);
    await userEvent.type(box, '银联{Enter}');
    await waitFor(() => expect(payStyles()).toContain('银联'));
    await waitFor(async () => expect(await labelled('上移“银联”')).toBeEnabled());
    await userEvent.click(await labelled('上移“银联”'));
    await waitFor(() => expect(payStyles()).toEqual(['现金', '微信', '支付宝', '银行转账', '银联', 'POS 刷卡']));
    expect(bodies.at(-1)).toMatchObject({ dictType: 'payStyle', sort: 5 });

    await userEvent.click(document.querySelector<HTMLInputElement>('input[type="radio"][value="1"]')!);
    await userEvent.type(await labelled('添加费用名称'), '物业费{Enter}');
    await waitFor(() => expect(getDb().financeDict.find((row) => row.companyId === 1 && row.dictName === '物业费')?.feeType).toBe(1));
  });

  it('a refused name stays in the box with the reason under it; nothing is stored', async () => {
    const count = () => getDb().financeDict.filter((row) => row.companyId === 1 && row.dictName === '现金').length;
    const before = count();
    renderRoutes([{ path: '/finance/dictionary', element: <FinanceDictionaryPage /> }], '/finance/dictionary');
    const box = await labelled('添加支付方式');
    await userEvent.type(box, '{Enter}');
    expect(await screen.findByText('请填写名称')).toBeInTheDocument();
    await userEvent.type(box, '现金{Enter}');
    const reason = await screen.findByText('支付方式“现金”已存在');
    expect(reason.closest('.ant-form-item')).toContainElement(box);
    expect(box).toHaveValue('现金');
    expect(count()).toBe(before);
  });

  it('asks before deleting, and shows why an item in use cannot go', async () => {
    renderRoutes([{ path: '/finance/dictionary', element: <FinanceDictionaryPage /> }], '/finance/dictionary');
    await userEvent.click(await labelled('删除“微信”'));
    let dialog = await lastDialog('删除“微信”？');
    await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    const uses = getDb().feeRecords.filter(
      (row) => row.companyId === 1 && row.payStyleId === getDb().financeDict.find((item) => item.companyId === 1 && item.dictName === '微信')!.dictId,
    ).length;
    dialog = await lastDialog('收支记录在用');
    expect(dialog).toHaveTextContent(`支付方式“微信”有 ${uses} 条收支记录在用，不能删除`);
    expect(payStyles()).toContain('微信');

    await userEvent.type(await labelled('添加支付方式'), '临时{Enter}');
    await waitFor(() => expect(payStyles()).toContain('临时'));
    await userEvent.click(await labelled('删除“临时”'));
    dialog = await lastDialog('删除“临时”？');
    await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(payStyles()).not.toContain('临时'));
  });
});

describe('the fund account page', () => {
  it('shows the balance, the payment key and the ledger (company 1)', async () => {
    await signInForTest(ADMIN_ACCOUNT, { clearStorage: true });
    const db = getDb();
    creditAccount(db, {
      companyId: 1,
      amountFen: 1_234,
      reason: 'insuranceRefund',
      insuranceOrderId: 7,
      userId: db.users[0].userId,
      createdTime: new Date().toISOString(),
    });
    const balanceFen = accountOf(db, 1).balanceFen;
    renderRoutes([{ path: '/finance/account', element: <FinanceAccountPage /> }], '/finance/account');
    expect(await screen.findByTestId('fund-balance')).toHaveTextContent(moneyOfFen(balanceFen));
    expect(screen.getByTestId('payment-key')).toHaveTextContent('已开通');
    expect(screen.getByTestId('payment-key')).not.toHaveTextContent('400-820-1234');
    // Newest first: the refund just made, then the seeded premiums paid (the opening top-up is the oldest).
    await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]').length).toBeGreaterThan(1));
    const rows = Array.from(document.querySelectorAll('tr[data-row-key]'));
    expect(rows[0]).toHaveTextContent('保费退回');
    expect(rows[0]).toHaveTextContent('+¥12.34');
    expect(rows[0]).toHaveTextContent(moneyOfFen(balanceFen));
  });

  it('explains how to get a payment key when the company has none (company 3)', async () => {
    await signInForTest(THIRD_ACCOUNT, { clearStorage: true });
    renderRoutes([{ path: '/finance/account', element: <FinanceAccountPage /> }], '/finance/account');
    expect(await screen.findByTestId('fund-balance')).toHaveTextContent('¥1,200');
    const key = screen.getByTestId('payment-key');
    expect(key).toHaveTextContent('未开通');
    expect(key).toHaveTextContent('请联系平台客服开通');
    expect(key).toHaveTextContent('400-820-1234');
  });
});
