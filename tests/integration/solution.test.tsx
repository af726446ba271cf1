/** /sys/solution against the mock backend: the plans, paying (and renewing), loading/empty/error. */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/mocks/node';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT, COMPANY_IDS, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { appPaths, getXXConfig, paySolution } from '@/api/app';
import { removeToken, setToken } from '@/auth/token';
import { useSession } from '@/stores/session';
import { i18n } from '@/i18n';
import SolutionPage from '@/pages/solution';
import { renderWithProviders } from '../render';
import { signInAs } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

async function openAs(account: typeof ADMIN_ACCOUNT) {
  await signInAs(account);
  renderWithProviders(
    <MemoryRouter initialEntries={['/sys/solution']}>
      <SolutionPage />
    </MemoryRouter>,
  );
}

async function confirmDialog() {
  const dialog = (await screen.findAllByRole('dialog')).at(-1);
  if (!dialog) throw new Error('no dialog');
  return dialog;
}

withFreshMockDb();
beforeEach(async () => {
  mockServer.events.removeAllListeners();
  await i18n.changeLanguage('zh');
  useSession.getState().resetToken();
  return () => removeToken();
});

describe('the vip plans', () => {
  it('lists the plans with price, period, staff cap and features; no current plan yet', async () => {
    await openAs(ADMIN_ACCOUNT);
    const basic = await screen.findByTestId('plan-1');
    expect(within(basic).getByText('基础版')).toBeInTheDocument();
    expect(within(basic).getByText('1,980')).toBeInTheDocument();
    expect(within(basic).getByText('/ 年')).toBeInTheDocument();
    expect(within(basic).getByText(/最多 10 名员工账号/)).toBeInTheDocument();
    expect(within(basic).getByText(/订单跟进/)).toBeInTheDocument();
    expect(screen.getByTestId('plan-2')).toHaveTextContent('专业版');
    expect(screen.getByTestId('plan-3')).toHaveTextContent('旗舰版');
    expect(screen.getByText('贵公司尚未开通 VIP 套餐')).toBeInTheDocument();
    expect(screen.queryByText('当前套餐')).not.toBeInTheDocument();
  });

  it('pays for a plan after confirmation, records it and shows it as current with its expiry', async () => {
    await openAs(ADMIN_ACCOUNT);
    const pro = await screen.findByTestId('plan-2');
    await userEvent.click(within(pro).getByRole('button', { name: /立即开通/ }));
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('开通「专业版」，支付 ¥3,980，有效期 365 天。确定支付吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定支付' }));

    expect(await screen.findByText(/「专业版」支付成功，订单号 VIP\d{8}000001/)).toBeInTheDocument();
    const orders = getDb().solutionOrders;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ companyId: COMPANY_IDS.main, solutionId: 2, amount: 3980 });
    expect(getDb().companies.find((row) => row.companyId === COMPANY_IDS.main)?.maxUserCount).toBe(30);

    const expireDate = orders[0]?.expireDate ?? '?';
    await waitFor(() => expect(within(screen.getByTestId('plan-2')).getByText('当前套餐')).toBeInTheDocument());
    expect(within(screen.getByTestId('plan-2')).getByText(`有效期至 ${expireDate}`)).toBeInTheDocument();
    expect(screen.getByText(`当前套餐：专业版，有效期至 ${expireDate}`)).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-2')).getByRole('button', { name: /续\s*费/ })).toBeInTheDocument();
  });

  it('renewing the current plan extends its expiry; declining the confirmation pays nothing', async () => {
    await openAs(ADMIN_ACCOUNT);
    const basic = await screen.findByTestId('plan-1');
    await userEvent.click(within(basic).getByRole('button', { name: /立即开通/ }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: /取\s*消/ }));
    expect(getDb().solutionOrders).toHaveLength(0);

    await userEvent.click(within(basic).getByRole('button', { name: /立即开通/ }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: '确定支付' }));
    await waitFor(() => expect(getDb().solutionOrders).toHaveLength(1));
    const renew = await within(screen.getByTestId('plan-1')).findByRole('button', { name: /续\s*费/ });
    await userEvent.click(renew);
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: '确定支付' }));
    await waitFor(() => expect(getDb().solutionOrders).toHaveLength(2));
    const [first, second] = getDb().solutionOrders;
    const days = (Date.parse(second?.expireDate ?? '') - Date.parse(first?.expireDate ?? '')) / 86_400_000;
    expect(days).toBe(365);
    expect(await within(screen.getByTestId('plan-1')).findByText(`有效期至 ${second?.expireDate}`)).toBeInTheDocument();
  });

  it('lets only administrators pay', async () => {
    await openAs(STAFF_ACCOUNT);
    const basic = await screen.findByTestId('plan-1');
    expect(within(basic).getByRole('button', { name: /立即开通/ })).toBeDisabled();
  });

  it('shows the empty state', async () => {
    mockServer.use(http.post(`*${appPaths.getSolution}`, () => HttpResponse.json({ code: 200, success: true, data: [] })));
    await openAs(ADMIN_ACCOUNT);
    expect(await screen.findByText('暂无可购买的套餐')).toBeInTheDocument();
  });

  it('the server validates the plan id and serves the configuration', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    await expect(paySolution({ solutionId: 99 }, { silent: true })).rejects.toMatchObject({ code: 40001 });
    expect(getDb().solutionOrders).toHaveLength(0);
    await expect(getXXConfig({}, { silent: true })).resolves.toHaveProperty('servicePhone');
    await expect(getXXConfig({ configKey: 'vipPayChannel' }, { silent: true })).resolves.toEqual({ vipPayChannel: 'wechat' });
  });

  it('shows the error state and loads again on retry', async () => {
    mockServer.use(
      http.post(`*${appPaths.getSolution}`, () => HttpResponse.json({ code: 500, success: false, data: null, error: '服务繁忙' }), { once: true }),
    );
    await openAs(ADMIN_ACCOUNT);
    expect(await screen.findByText('套餐加载失败')).toBeInTheDocument();
    expect(await screen.findByText('服务繁忙')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByTestId('plan-1')).toBeInTheDocument();
  });
});
