/**
 * The dashboard page against the real /statistics/getChartData mock handler (msw/node), and the
 * handler itself (validation, company scoping, arithmetic). jsdom has no layout, so the charts
 * draw nothing: the numbers are read from the cards and the tables kept for screen readers.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getResponse, http } from 'msw';
import { getChartData, statisticsPaths, type StatisticsFilter } from '@/api/statistics';
import { isApiError } from '@/api/errors';
import { removeToken } from '@/auth/token';
import { feedback } from '@/app/feedback';
import { i18n } from '@/i18n';
import { useSession } from '@/stores/session';
import { chinaDay } from '@/domain/chinaTime';
import { mockServer } from '@/mocks/node';
import { handlers } from '@/mocks/handlers';
import { apiPattern } from '@/mocks/handlers/kit';
import { withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT } from '@/mocks/db/demoAccounts';
import DashboardPage from '@/pages/dashboard';
import { DEFAULT_DASHBOARD_FILTER, METRICS, chartDataKey, type DashboardChartData, type Metric } from '@/pages/dashboard/chartData';
import { startDashboardEarly } from '@/pages/dashboard/early';
import { EARLY_KEEP_MS, takeEarly } from '@/app/earlyRequests';
import { renderWithProviders } from '../render';
import { signInAs, signInForTest } from '../session';
import { recordBodies } from '../requests';
import { screenHistory } from '../screenHistory';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const LABELS: Record<Metric, string> = { newAunts: '新增阿姨', newEmployers: '新增雇主', newOrders: '新增订单', signings: '签约' };

/** What the server answers for a filter, read directly (no display). */
async function serverAnswer(filter: StatisticsFilter): Promise<DashboardChartData> {
  return (await getChartData(filter, { silent: true })) as DashboardChartData;
}

async function expectCardTotals(totals: Record<Metric, number>) {
  for (const metric of METRICS) {
    const card = await screen.findByRole('group', { name: LABELS[metric] });
    await waitFor(() => expect(within(card).getByText(totals[metric].toLocaleString('en-US'))).toBeInTheDocument());
  }
}

function renderDashboard() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/dashboard']}>
      <DashboardPage />
    </MemoryRouter>,
  );
}

async function chooseOption(label: string) {
  await userEvent.click(screen.getByRole('button', { name: /^时间范围：/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: label }));
  expect(screen.getByRole('button', { name: `时间范围：${label}` })).toHaveTextContent(label);
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT));

describe('the dashboard page', () => {
  it('greets the user and shows the totals the server computed for the past 30 days', async () => {
    const bodies = recordBodies(statisticsPaths.getChartData);
    const expected = await serverAnswer({ dateFilter: 'inPastDays', days: 30 });
    renderDashboard();
    expect(screen.getByText(`欢迎回来，${ADMIN_ACCOUNT.contact}`)).toBeInTheDocument();
    expect(screen.getByText(`所属公司：${ADMIN_ACCOUNT.companyName}`)).toBeInTheDocument();
    await expectCardTotals(expected.totals);
    expect(bodies.at(-1)).toEqual({ dateFilter: 'inPastDays', days: 30 });
    expect(screen.getByTestId('dashboard-period')).toHaveTextContent(`统计区间：${expected.labels[0]} 至 ${chinaDay(Date.now())}`);

    const daily = screen.getByRole('table', { name: '每日数据' });
    expect(within(daily).getAllByRole('row')).toHaveLength(30 + 2);
    const footer = within(daily).getByRole('rowheader', { name: '区间合计' }).closest('tr') as HTMLElement;
    expect(
      within(footer)
        .getAllByRole('cell')
        .map((cell) => Number(cell.textContent)),
    ).toEqual(METRICS.map((metric) => expected.totals[metric]));
    const statuses = screen.getByRole('table', { name: '新增阿姨 · 按工作状态' });
    expect(within(statuses).getByRole('rowheader', { name: '找工作' })).toBeInTheDocument();
    expect(within(statuses).getByRole('rowheader', { name: '黑名单' })).toBeInTheDocument();
  });

  it("takes the figures asked for early (a returning user's first load) instead of asking again", async () => {
    const bodies = recordBodies(statisticsPaths.getChartData);
    const expected = await serverAnswer(DEFAULT_DASHBOARD_FILTER);
    const asked = bodies.length;
    startDashboardEarly();
    await waitFor(() => expect(bodies).toHaveLength(asked + 1));
    renderDashboard();
    await expectCardTotals(expected.totals);
    expect(bodies).toHaveLength(asked + 1);
    // Taken once: a retry, or the page shown again, asks the server itself.
    expect(takeEarly(chartDataKey(DEFAULT_DASHBOARD_FILTER))).toBeUndefined();
  });

  it('drops figures asked for early that nobody took within the keep time', async () => {
    const bodies = recordBodies(statisticsPaths.getChartData);
    const now = vi.spyOn(Date, 'now');
    const start = Date.now();
    now.mockReturnValue(start);
    startDashboardEarly();
    await waitFor(() => expect(bodies).toHaveLength(1));
    now.mockReturnValue(start + EARLY_KEEP_MS);
    renderDashboard();
    await waitFor(() => expect(bodies).toHaveLength(2));
    now.mockRestore();
    await expectCardTotals((await serverAnswer(DEFAULT_DASHBOARD_FILTER)).totals);
  });

  it('sends a new filter when it changes and shows its totals', async () => {
    const bodies = recordBodies(statisticsPaths.getChartData);
    const month = await serverAnswer({ dateFilter: 'currentMonth' });
    const week = await serverAnswer({ dateFilter: 'inPastDays', days: 7 });
    renderDashboard();
    await screen.findAllByText(/统计区间/);

    await chooseOption('本月');
    await expectCardTotals(month.totals);
    expect(bodies.at(-1)).toEqual({ dateFilter: 'currentMonth' });

    await chooseOption('过去 N 天内');
    const days = await screen.findByRole('spinbutton', { name: '天数' });
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await expectCardTotals(week.totals);
    expect(bodies.at(-1)).toEqual({ dateFilter: 'inPastDays', days: 7 });
  });

  it('cancels the request still running when the filter changes quickly', async () => {
    const answered: string[] = [];
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    // The first request (the default filter) is held until the test lets it go, however long
    // choosing another filter takes on this machine.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(
      http.post(apiPattern(statisticsPaths.getChartData), async ({ request }) => {
        const body = (await request.clone().json()) as StatisticsFilter;
        if (body.dateFilter === 'inPastDays') await held;
        const response = await getResponse(handlers, request);
        answered.push(body.dateFilter);
        return response;
      }),
    );
    const yesterday = await serverAnswer({ dateFilter: 'yesterday' });
    renderDashboard();
    await chooseOption('昨天');
    await expectCardTotals(yesterday.totals);
    expect(abort).toHaveBeenCalledTimes(1);
    // The slow first answer arrives last and changes nothing on screen: a filter chosen after
    // it was given lands after it would have, and the period shown never was its 30 days.
    const periods = screenHistory(() => screen.queryByTestId('dashboard-period')?.textContent || null);
    release();
    await waitFor(() => expect(answered).toEqual(['yesterday', 'yesterday', 'inPastDays']));
    const today = chinaDay(Date.now());
    await chooseOption('今天');
    await waitFor(() => expect(screen.getByTestId('dashboard-period')).toHaveTextContent(`统计区间：${today} 至 ${today}`));
    periods.stop();
    expect(answered.at(-1)).toBe('today');
    expect(periods.values).toEqual([`统计区间：${yesterday.labels[0]} 至 ${yesterday.labels[0]}`, `统计区间：${today} 至 ${today}`]);
  });

  it('shows the server refusing a filter in place, without a toast, and retries', async () => {
    const toast = vi.spyOn(feedback, 'error');
    mockServer.use(
      http.post(apiPattern(statisticsPaths.getChartData), async ({ request }) => {
        const tampered = new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify({ dateFilter: 'fortnight' }) });
        return getResponse(handlers, tampered);
      }),
    );
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('统计数据加载失败');
    expect(alert).toHaveTextContent('不支持的时间筛选条件（dateFilter）：fortnight');
    expect(toast).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: LABELS.newAunts })).not.toBeInTheDocument();

    mockServer.resetHandlers();
    const expected = await serverAnswer({ dateFilter: 'inPastDays', days: 30 });
    await userEvent.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    await expectCardTotals(expected.totals);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty state for a day long before any data', async () => {
    const bodies = recordBodies(statisticsPaths.getChartData);
    renderDashboard();
    await screen.findAllByText(/统计区间/);
    await chooseOption('指定日期');
    await userEvent.type(await screen.findByPlaceholderText('请选择日期'), '2000-01-01{Enter}');
    expect(await screen.findByText('所选时间范围内没有数据')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ dateFilter: 'specifiedTime', startDate: '2000-01-01' });
    await expectCardTotals({ newAunts: 0, newEmployers: 0, newOrders: 0, signings: 0 });
    expect(screen.getByTestId('dashboard-period')).toHaveTextContent('统计区间内没有日期');
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    renderDashboard();
    expect(screen.getByText(`Welcome back, ${ADMIN_ACCOUNT.contact}`)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'New aunts by work status' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Signings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Period: In the past N days' })).toHaveTextContent('In the past N days');
  });
});

describe('the getChartData mock', () => {
  async function refusal(body: unknown): Promise<{ code: number; message: string | null }> {
    try {
      await getChartData(body as StatisticsFilter, { silent: true });
    } catch (error) {
      if (isApiError(error)) return { code: error.code, message: error.serverMessage };
      throw error;
    }
    throw new Error('the filter was accepted');
  }

  it.each<[string, unknown, string]>([
    ['an unknown option', { dateFilter: 'fortnight' }, '不支持的时间筛选条件（dateFilter）：fortnight'],
    ['no option', {}, '不支持的时间筛选条件（dateFilter）：undefined'],
    ['missing days', { dateFilter: 'inPastDays' }, '请填写天数（days），inPastDays 需要天数'],
    ['days out of range', { dateFilter: 'afterPastDays', days: 4000 }, '天数（days）须为 1 到 3650 之间的整数'],
    ['a missing date', { dateFilter: 'specifiedTime' }, '请选择日期（startDate），specifiedTime 需要该日期'],
    ['a malformed date', { dateFilter: 'beforeSpecifiedTime', startDate: '2024/01/01' }, '日期（startDate）格式不正确，应为 YYYY-MM-DD'],
    ['a missing end date', { dateFilter: 'specifyTimeRange', startDate: '2024-01-01' }, '请选择日期（endDate），specifyTimeRange 需要该日期'],
    [
      'a reversed range',
      { dateFilter: 'specifyTimeRange', startDate: '2024-02-01', endDate: '2024-01-01' },
      '结束日期（endDate）不能早于开始日期（startDate）',
    ],
  ])('refuses %s with 40001 and says why', async (_label, body, message) => {
    expect(await refusal(body)).toEqual({ code: 40001, message });
  });

  it('answers in English for an English client', async () => {
    await i18n.changeLanguage('en');
    expect(await refusal({ dateFilter: 'inPastDays' })).toEqual({ code: 40001, message: 'days is required for inPastDays' });
  });

  it('needs a session', async () => {
    removeToken();
    useSession.getState().resetToken();
    expect((await refusal({ dateFilter: 'today' })).code).toBe(50008);
  });

  it('adds up: totals are the sums of the series, breakdowns sum to their totals, the series ends today', async () => {
    const answer = await serverAnswer({ dateFilter: 'inPastDays', days: 90 });
    expect(answer.labels).toHaveLength(90);
    expect(answer.labels.at(-1)).toBe(chinaDay(Date.now()));
    expect(answer.series.map((series) => series.name)).toEqual([...METRICS]);
    for (const series of answer.series) expect(series.values.reduce((a, b) => a + b, 0)).toBe(answer.totals[series.name]);
    expect(answer.ordersByServiceType.reduce((sum, row) => sum + row.count, 0)).toBe(answer.totals.newOrders);
    expect(answer.auntsByWorkStatus.map((row) => row.workStatus)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(answer.auntsByWorkStatus.reduce((sum, row) => sum + row.count, 0)).toBe(answer.totals.newAunts);
    expect(answer.totals.newAunts).toBeGreaterThan(0);
  });

  it('clamps open and future periods to the days with data and answers nothing for isNull', async () => {
    const all = await serverAnswer({ dateFilter: 'beforePastDays', days: 1 });
    expect(all.range).toEqual({ start: null, end: expect.any(String), isNull: false });
    expect(all.labels.length).toBeGreaterThan(600);
    const year = await serverAnswer({ dateFilter: 'currentYear' });
    expect(year.labels.at(-1)).toBe(chinaDay(Date.now()));
    expect(year.range.end).toBe(`${chinaDay(Date.now()).slice(0, 4)}-12-31`);
    const none = await serverAnswer({ dateFilter: 'isNull' });
    expect(none).toMatchObject({ labels: [], range: { isNull: true }, totals: { newAunts: 0, newEmployers: 0, newOrders: 0, signings: 0 } });
  });

  it("answers for the session's company only", async () => {
    // A year both agencies have records all through, whatever the day (last year began up to two years back).
    const main = await serverAnswer({ dateFilter: 'inPastDays', days: 365 });
    await signInAs(PARTNER_ACCOUNT);
    const partner = await serverAnswer({ dateFilter: 'inPastDays', days: 365 });
    expect(main.labels).toHaveLength(365);
    expect(partner.labels).toEqual(main.labels);
    expect(partner.totals.newAunts).toBeLessThan(main.totals.newAunts);
  });
});
