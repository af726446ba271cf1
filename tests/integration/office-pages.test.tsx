/**
 * The office pages against the real mock handlers (msw/node): the achievement table and its
 * states, an admin setting a target (the progress and the team line change at once, a refused
 * save keeps what was typed), staff without the action; the staff statistic's cards, ranking
 * and tables for a filter change (what the server received), the achievements' empty state. jsdom has no layout, so charts draw
 * nothing: figures are read from the tables.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { HttpResponse, http } from 'msw';
import { companyPaths } from '@/api/company';
import { officePaths } from '@/api/office';
import { getDb } from '@/mocks/db';
import { allocateId } from '@/mocks/db/schema';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT } from '@/mocks/db/demoAccounts';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import AchievementPage from '@/pages/office/achievement';
import StaffStatisticPage from '@/pages/office/staffStatistic';
import { renderWithProviders } from '../render';
import { signInForTest } from '../session';
import { recordBodies } from '../requests';
import { addFee, clearMonthFees, thisMonth } from './mock-office-helpers';
import { userIdOf } from './mock-helpers';
import { moneyOfFen } from '@/domain/format';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const render = (page: 'achievement' | 'stats') =>
  renderWithProviders(<MemoryRouter initialEntries={['/office']}>{page === 'achievement' ? <AchievementPage /> : <StaffStatisticPage />}</MemoryRouter>);

const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'td span' })).closest('tr') as HTMLElement;
const bodyRows = (table: HTMLElement) => Array.from(table.querySelectorAll<HTMLElement>('tbody tr.ant-table-row'));

withFreshMockDb();

describe('achievement page', () => {
  it('shows every staff member of the month with rank, target, achieved and progress; the team line sums in fen', async () => {
    await signInForTest(ADMIN_ACCOUNT);
    const staffId = userIdOf(STAFF_ACCOUNT.mobile);
    const staff = getDb().users.find((user) => user.userId === staffId)!;
    clearMonthFees(staffId);
    addFee(1, staffId, 1_234_56);
    const bodies = recordBodies(officePaths.getAchievement);
    render('achievement');
    const row = await rowOf(staff.contact);
    expect(within(row).getByText(/¥1,234\.56/)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ month: thisMonth() });
    const staffCount = getDb().users.filter((user) => user.companyId === 1 && user.isEnabled === 1).length;
    await waitFor(() => expect(bodyRows(document.body).length).toBe(staffCount));
    // The seed has this month's targets (whatever the day): only those without one say so.
    const targets = getDb().achievementTargets.filter((target) => target.companyId === 1 && target.month === thisMonth());
    expect(targets.length).toBeGreaterThan(staffCount / 2);
    expect(screen.queryAllByText('未设目标')).toHaveLength(staffCount - targets.length);
    const teamFen = targets.reduce((sum, target) => sum + target.targetFen, 0);
    expect(screen.getByTestId('achievement-summary')).toHaveTextContent(`团队目标 ${moneyOfFen(teamFen)}`);
  });

  it('an admin sets a target: the progress changes at once; a refused save keeps what was typed', async () => {
    await signInForTest(ADMIN_ACCOUNT);
    const staffId = userIdOf(STAFF_ACCOUNT.mobile);
    const staff = getDb().users.find((user) => user.userId === staffId)!;
    getDb().achievementTargets = getDb().achievementTargets.filter((target) => !(target.userId === staffId && target.month === thisMonth()));
    clearMonthFees(staffId);
    addFee(1, staffId, 500_00);
    render('achievement');
    const row = await rowOf(staff.contact);
    expect(within(row).getByText('未设目标')).toBeInTheDocument();

    // A refusal (the server's words toasted) keeps the dialog and the typed values.
    mockServer.use(
      http.post(apiPattern(officePaths.setAchieveData), () => HttpResponse.json({ code: 40001, success: false, data: null, error: '业绩目标格式不正确' }), {
        once: true,
      }),
    );
    await userEvent.click(within(row).getByRole('button', { name: `设置目标 ${staff.contact}` }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('业绩目标（元）'), '2000');
    await userEvent.type(within(dialog).getByLabelText('签单目标（单）'), '4');
    const bodies = recordBodies(officePaths.setAchieveData);
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /保\s*存/ })).not.toHaveClass('ant-btn-loading'));
    expect(within(dialog).getByLabelText('业绩目标（元）')).toHaveValue('2000');

    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies[1]).toEqual({ userId: staffId, month: thisMonth(), target: 2000, targetSigned: 4 });
    const after = await rowOf(staff.contact);
    await waitFor(() => expect(within(after).getByText('25%')).toBeInTheDocument());
    expect(within(after).getByText('¥2,000')).toBeInTheDocument();
    expect(getDb().achievementTargets.find((target) => target.userId === staffId && target.month === thisMonth())).toMatchObject({
      targetFen: 200_000,
      targetSigned: 4,
    });
  });

  it('refuses a third decimal in the dialog without sending anything', async () => {
    await signInForTest(ADMIN_ACCOUNT);
    const staff = getDb().users.find((user) => user.userId === userIdOf(STAFF_ACCOUNT.mobile))!;
    render('achievement');
    const row = await rowOf(staff.contact);
    await userEvent.click(within(row).getByRole('button', { name: `设置目标 ${staff.contact}` }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('业绩目标（元）');
    await userEvent.clear(input);
    await userEvent.type(input, '10.005');
    const bodies = recordBodies(officePaths.setAchieveData);
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入 0 到 99,999,999.99 之间、最多两位小数的金额')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('the department filter asks for that department and shows only its staff', async () => {
    await signInForTest(ADMIN_ACCOUNT);
    const staff = getDb().users.find((user) => user.userId === userIdOf(STAFF_ACCOUNT.mobile))!;
    const department = getDb().departments.find((row) => row.departmentId === staff.departmentId)!;
    const bodies = recordBodies(officePaths.getAchievement);
    render('achievement');
    await rowOf(staff.contact);
    await userEvent.click(screen.getByRole('combobox', { name: '部门' }));
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(department.departmentName) }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ month: thisMonth(), departmentId: department.departmentId }));
    const members = getDb().users.filter((user) => user.companyId === 1 && user.isEnabled === 1 && user.departmentId === department.departmentId);
    await waitFor(() => expect(bodyRows(document.body).length).toBe(members.length));
    expect(screen.queryByText(ADMIN_ACCOUNT.contact, { selector: 'td span' })).toBeNull();
  });

  it('staff who are not admins see no set-target action', async () => {
    await signInForTest(STAFF_ACCOUNT);
    const staff = getDb().users.find((user) => user.userId === userIdOf(STAFF_ACCOUNT.mobile))!;
    render('achievement');
    await rowOf(staff.contact);
    expect(screen.queryByRole('button', { name: /^设置目标/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
  });

  it('shows an error with retry when the call fails, then the rows', async () => {
    await signInForTest(ADMIN_ACCOUNT);
    mockServer.use(
      http.post(apiPattern(officePaths.getAchievement), () => HttpResponse.json({ code: 500, success: false, data: null, error: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    render('achievement');
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    await userEvent.click(retry);
    await rowOf(ADMIN_ACCOUNT.contact);
  });
});

describe('staff statistic page', () => {
  it('renders the totals, the ranking and this month’s achievements; a filter change asks again with the new filter', async () => {
    await signInForTest(ADMIN_ACCOUNT);
    const staffId = userIdOf(STAFF_ACCOUNT.mobile);
    const staff = getDb().users.find((user) => user.userId === staffId)!;
    clearMonthFees(staffId);
    addFee(1, staffId, 777_777_77);
    const totalBodies = recordBodies(companyPaths.getCompanyTotal);
    const rankBodies = recordBodies(companyPaths.getRankData);
    render('stats');
    const income = await screen.findByRole('group', { name: '费用收入' });
    await waitFor(() => expect(within(income).getByText(/¥/)).toBeInTheDocument());
    expect(totalBodies[0]).toEqual({ dateFilter: 'currentMonth' });
    expect(rankBodies[0]).toEqual({ dateFilter: 'currentMonth', rankType: 'income' });
    const rankTable = (await screen.findByText('员工排行：业绩金额')).closest('.ant-table-wrapper') as HTMLElement;
    await waitFor(() => expect(bodyRows(rankTable)[0]).toHaveTextContent(`1${staff.contact}¥777,777.77`));
    const achievementTable = (await screen.findByText('本月业绩：目标与已完成')).closest('.ant-table-wrapper') as HTMLElement;
    await waitFor(() => expect(within(achievementTable).getByText(staff.contact)).toBeInTheDocument());

    await userEvent.click(screen.getByRole('tab', { name: '签单' }));
    await waitFor(() => expect(rankBodies.at(-1)).toEqual({ dateFilter: 'currentMonth', rankType: 'sign' }));
    await screen.findByText('员工排行：签单');

    await userEvent.click(screen.getByRole('button', { name: /^时间范围：/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '今天' }));
    await waitFor(() => expect(totalBodies.at(-1)).toEqual({ dateFilter: 'today' }));
    await waitFor(() => expect(rankBodies.at(-1)).toEqual({ dateFilter: 'today', rankType: 'sign' }));
    await waitFor(() => expect(screen.getByTestId('stats-period')).toHaveTextContent(/统计范围：\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}/));
  });

  it('says so when nobody has a target or achieved anything this month, instead of a chart of zeros', async () => {
    await signInForTest(ADMIN_ACCOUNT);
    const db = getDb();
    db.achievementTargets = db.achievementTargets.filter((row) => !(row.companyId === 1 && row.month === thisMonth()));
    db.feeRecords = db.feeRecords.filter((fee) => !(fee.companyId === 1 && fee.feeDate.startsWith(thisMonth())));
    const first = render('stats');
    const achievementTable = (await screen.findByText('本月业绩：目标与已完成')).closest('.ant-table-wrapper') as HTMLElement;
    await waitFor(() => expect(bodyRows(achievementTable).length).toBeGreaterThan(0));
    expect(await screen.findByText('本月还没有目标，也没有业绩')).toBeInTheDocument();
    expect(screen.queryByTestId('grouped-bars')).not.toBeInTheDocument();
    first.unmount();

    // One target is a figure: the chart comes back.
    const staffId = userIdOf(STAFF_ACCOUNT.mobile);
    db.achievementTargets.push({
      targetId: allocateId(db, 'achievementTargets'),
      companyId: 1,
      userId: staffId,
      month: thisMonth(),
      targetFen: 500_000,
      targetSigned: 0,
      setBy: userIdOf(ADMIN_ACCOUNT.mobile),
      updatedTime: new Date().toISOString(),
    });
    render('stats');
    expect(await screen.findByTestId('grouped-bars')).toBeInTheDocument();
    expect(screen.queryByText('本月还没有目标，也没有业绩')).not.toBeInTheDocument();
  });
});
