/**
 * The training page against the real mock: the tree of groups and courses, a course's sign-ups
 * (aunts linked to their records) and paid orders with their total; a group and a course added
 * through their dialogs, a course moved up, places that cannot go below the sign-ups (said in the
 * dialog); the read-only view of a staff member without company.manage.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import CompanyAppTrainingPage from '@/pages/companyApp/training';
import { renderRoutes } from '../render';
import { signInAs, signInForTest } from '../session';
import { moneyOfFen } from '@/domain/format';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const renderPage = () => renderRoutes([{ path: '/company-app/training', element: <CompanyAppTrainingPage /> }], '/company-app/training');
const tree = () => screen.getByRole('navigation', { name: '培训分组和课程' });
const group = (name: string) => within(tree()).getByRole('region', { name });
const item = (title: string) => getDb().trainingItems.find((row) => row.companyId === 1 && row.title === title)!;
const lastDialog = () => screen.getAllByRole('dialog').at(-1) as HTMLElement;
/** The page head's total, as the stored groups and courses of company 1 make it. */
const storedTotal = () => {
  const db = getDb();
  const groups = db.trainingGroups.filter((row) => row.companyId === 1).length;
  const courses = db.trainingItems.filter((row) => row.companyId === 1).length;
  return `${groups} 个分组，${courses} 门课程`;
};

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('the training page', () => {
  it('shows the groups and courses, and a course’s sign-ups and paid orders with their total', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '培训管理' })).toBeInTheDocument();
    expect(await screen.findByText(storedTotal())).toBeInTheDocument();
    const course = item('育婴师初级班');
    await userEvent.click(await within(await waitFor(() => group('育婴早教'))).findByRole('button', { name: /^育婴师初级班/ }));
    const joins = getDb().trainingJoins.filter((row) => row.trainingItemId === course.trainingItemId);
    const pays = getDb().trainingPays.filter((row) => row.trainingItemId === course.trainingItemId);
    await waitFor(() => expect(screen.getByRole('region', { name: '育婴师初级班 的报名名单' }).querySelectorAll('tr[data-row-key]').length).toBe(joins.length));
    const aunt = joins.find((row) => row.auntId !== null)!;
    expect(within(screen.getByRole('region', { name: '育婴师初级班 的报名名单' })).getByRole('link', { name: aunt.name })).toHaveAttribute(
      'href',
      `/aunt/detail/${aunt.auntId}`,
    );
    await userEvent.click(screen.getByRole('tab', { name: new RegExp(`支付订单 ${pays.length}`) }));
    const total = pays.reduce((sum, row) => sum + row.amountFen, 0);
    await waitFor(() => expect(screen.getByTestId('training-pay-total')).toHaveTextContent(`共 ${pays.length} 笔，合计 ${moneyOfFen(total)}`));
  });

  it('adds a group and a course in it, moves a course up, and keeps places at least the sign-ups', async () => {
    renderPage();
    await waitFor(() => group('月嫂培训'));
    await userEvent.click(screen.getByRole('button', { name: /新增分组/ }));
    await userEvent.type(within(lastDialog()).getByLabelText('分组名称'), '收纳整理');
    await userEvent.click(within(lastDialog()).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(group('收纳整理')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText(storedTotal())).toBeInTheDocument());

    await userEvent.click(within(group('收纳整理')).getByRole('button', { name: '新增课程：收纳整理' }));
    const dialog = lastDialog();
    await userEvent.type(within(dialog).getByLabelText('课程名称'), '衣橱收纳');
    await userEvent.type(within(dialog).getByLabelText('价格（元）'), '599.5');
    await userEvent.type(within(dialog).getByLabelText('课时'), '4');
    await userEvent.type(within(dialog).getByLabelText('名额'), '20');
    await userEvent.click(within(dialog).getByPlaceholderText('开课日期'));
    const inputs = within(dialog)
      .getAllByRole('textbox')
      .filter((input) => ['开课日期', '结课日期'].includes(input.getAttribute('placeholder') ?? ''));
    await userEvent.type(inputs[0]!, '2030-03-01{Enter}');
    await userEvent.type(inputs[1]!, '2030-03-05{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(item('衣橱收纳')).toMatchObject({ priceFen: 59_950, sessions: 4, capacity: 20, startDate: '2030-03-01', endDate: '2030-03-05', isShow: 1 }),
    );
    await waitFor(() => expect(within(group('收纳整理')).getByRole('button', { name: /^衣橱收纳/ })).toBeInTheDocument());

    // 月子餐制作 is third in 月嫂培训: up once makes it second.
    await userEvent.click(within(group('月嫂培训')).getByRole('button', { name: '上移：月子餐制作' }));
    await waitFor(() => expect(item('月子餐制作').sort).toBe(2));
    await waitFor(() => expect(within(group('月嫂培训')).getAllByRole('listitem')[1]).toHaveTextContent('月子餐制作'));

    const busy = item('高级月嫂培训班');
    const joined = getDb().trainingJoins.filter((row) => row.trainingItemId === busy.trainingItemId).length;
    await userEvent.click(within(group('月嫂培训')).getByRole('button', { name: '编辑：高级月嫂培训班' }));
    const edit = lastDialog();
    await userEvent.clear(within(edit).getByLabelText('名额'));
    await userEvent.type(within(edit).getByLabelText('名额'), String(joined - 1));
    await userEvent.click(within(edit).getByRole('button', { name: /保\s*存/ }));
    expect(await within(edit).findByText(`已有 ${joined} 人报名，名额不能少于 ${joined}`)).toBeInTheDocument();
    expect(item('高级月嫂培训班').capacity).toBe(busy.capacity);
  });

  it('is read-only without company settings', async () => {
    await signInAs(STAFF_ACCOUNT);
    renderPage();
    await waitFor(() => group('月嫂培训'));
    expect(screen.getByText('你没有“公司设置”权限，只能查看。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增分组/ })).toBeNull();
    expect(within(group('月嫂培训')).queryByRole('button', { name: '编辑：高级月嫂培训班' })).toBeNull();
  });
});
