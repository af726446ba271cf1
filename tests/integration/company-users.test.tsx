/**
 * The staff accounts page against the real mock: the list and its seats, the filters, adding
 * (and the seat limit's refusal with the vip link), editing, disabling (sessions end), the rules
 * the menu follows for oneself, deleting with a colleague taking over, a new password, the aunt
 * log, giving a task, and the read-only page without user.manage.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { companyPaths, type SearchUserRequest } from '@/api/company';
import { userPaths, type AddUserRequest } from '@/api/user';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT, getDb } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import CompanyUsersPage from '@/pages/company/users';
import { currentPath, renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';
import { userIdOf } from './mock-helpers';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

function renderPage() {
  return renderRoutes(
    [
      { path: '/company/users', element: <CompanyUsersPage /> },
      { path: '/sys/solution', element: <h1>会员方案</h1> },
    ],
    '/company/users',
  );
}

const rowOf = (userId: number) => document.querySelector(`tr[data-row-key="${userId}"]`) as HTMLElement | null;
const rowCount = () => document.querySelectorAll('tr[data-row-key]').length;
const companyUsers = (companyId: number) => getDb().users.filter((row) => row.companyId === companyId);
const lastDialog = async (text: string) => {
  await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent(text));
  return screen.getAllByRole('dialog').at(-1) as HTMLElement;
};
const rowNamed = (name: string) => [...document.querySelectorAll<HTMLElement>('tr[data-row-key]')].find((row) => row.textContent?.includes(name))!;
/** A row action in sight (RowActions: 编辑, 停用 / 启用, 更多). */
const rowButton = (name: string, label: string) => within(rowNamed(name)).getByRole('button', { name: label });
async function openMenu(name: string) {
  await userEvent.click(rowButton(name, '更多'));
  await screen.findByRole('menu');
}
async function pick(combobox: HTMLElement, title: string) {
  await userEvent.click(combobox);
  await userEvent.click((await screen.findAllByTitle(title)).at(-1)!);
}

withFreshMockDb();

describe('the staff accounts page (admin)', () => {
  beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

  it('lists the team with departments, roles, states and last sign-in; seats used of the plan with the vip link', async () => {
    renderPage();
    await waitFor(() => expect(rowCount()).toBe(companyUsers(1).length));
    const enabled = companyUsers(1).filter((row) => row.isEnabled === 1).length;
    expect(screen.getByTestId('staff-seats')).toHaveTextContent(`已用账号${enabled} / 20升级套餐`);
    expect(within(screen.getByTestId('staff-seats')).getByRole('link', { name: '升级套餐' })).toHaveAttribute('href', '/sys/solution');
    const li = rowOf(userIdOf(STAFF_ACCOUNT.mobile))!;
    expect(li).toHaveTextContent('李顾问');
    expect(li).toHaveTextContent('销售一部');
    expect(li).toHaveTextContent('经纪人');
    expect(li).toHaveTextContent('启用');
    expect(li).toHaveTextContent('未绑定');
    const me = rowOf(userIdOf(ADMIN_ACCOUNT.mobile))!;
    expect(within(me).getByText('我')).toBeInTheDocument();
    expect(within(me).getByText('管理员')).toBeInTheDocument();
    // Enabled accounts first.
    const states = [...document.querySelectorAll('tr[data-row-key] [data-state]')].map((tag) => tag.getAttribute('data-state'));
    expect(states).toEqual([...states].sort().reverse());
  });

  it('filters by name and by a department with its sub-departments (searchUser), and by state', async () => {
    const searches = recordBodies<SearchUserRequest>(companyPaths.searchUser);
    renderPage();
    await waitFor(() => expect(rowCount()).toBe(companyUsers(1).length));
    await userEvent.click(screen.getByRole('combobox', { name: '部门' }));
    await userEvent.click(await screen.findByTitle('销售部'));
    const sales = getDb().departments.find((row) => row.companyId === 1 && row.departmentName === '销售部')!;
    await waitFor(() => expect(searches.at(-1)).toEqual({ keyword: '', departmentId: sales.departmentId }));
    await waitFor(() => expect(rowCount()).toBe(4));
    await pick(screen.getByRole('combobox', { name: '状态' }), '停用');
    await waitFor(() => expect(rowCount()).toBe(1));
    expect(rowOf(userIdOf('13800000005'))).toHaveTextContent('赵顾问');
    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await userEvent.type(screen.getByRole('textbox', { name: '姓名或手机号' }), '李{Enter}');
    await waitFor(() => expect(searches.at(-1)).toEqual({ keyword: '李' }));
    await waitFor(() => expect(rowCount()).toBe(1));
  });

  it('adds a staff member: the body sent, the account stored, the list and seats updated', async () => {
    const added = recordBodies<AddUserRequest>(userPaths.addUser);
    renderPage();
    await waitFor(() => expect(rowCount()).toBe(companyUsers(1).length));
    await userEvent.click(screen.getByRole('button', { name: /添加员工/ }));
    const dialog = await lastDialog('添加员工');
    await userEvent.click(within(dialog).getByRole('button', { name: '保 存' }));
    expect(await within(dialog).findByText('请输入姓名')).toBeInTheDocument();
    expect(within(dialog).getByText('请至少选择一个角色')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '姓名' }), '钟顾问');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '手机号' }), '13800000088');
    await userEvent.type(within(dialog).getByLabelText('初始密码'), 'start123');
    await pick(within(dialog).getByRole('combobox', { name: '部门' }), '销售二部');
    await pick(within(dialog).getByRole('combobox', { name: '角色' }), '经纪人');
    await userEvent.click(within(dialog).getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(added).toHaveLength(1));
    const department = getDb().departments.find((row) => row.companyId === 1 && row.departmentName === '销售二部')!;
    expect(added[0]).toMatchObject({ contact: '钟顾问', mobile: '13800000088', password: 'start123', departmentId: department.departmentId });
    expect(await screen.findByText('已添加员工 钟顾问')).toBeInTheDocument();
    const stored = getDb().users.find((row) => row.mobile === '13800000088')!;
    expect(stored).toMatchObject({ companyId: 1, contact: '钟顾问', isEnabled: 1 });
    await waitFor(() => expect(rowOf(stored.userId)).not.toBeNull());
    const enabled = companyUsers(1).filter((row) => row.isEnabled === 1).length;
    await waitFor(() => expect(screen.getByTestId('staff-seats')).toHaveTextContent(`${enabled} / 20`));
  });

  it('edits a colleague; a taken mobile is refused in place and what was typed stays', async () => {
    renderPage();
    const zhang = userIdOf('13800000003');
    await waitFor(() => expect(rowOf(zhang)).not.toBeNull());
    await userEvent.click(rowButton('张顾问', '编辑'));
    const dialog = await lastDialog('编辑员工：张顾问');
    const mobile = within(dialog).getByRole('textbox', { name: '手机号' });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, STAFF_ACCOUNT.mobile);
    const name = within(dialog).getByRole('textbox', { name: '姓名' });
    await userEvent.clear(name);
    await userEvent.type(name, '张主管');
    await userEvent.click(within(dialog).getByRole('button', { name: '保 存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('该手机号已有账号');
    expect(name).toHaveValue('张主管');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '13800000033');
    await userEvent.click(within(dialog).getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(getDb().users.find((row) => row.userId === zhang)).toMatchObject({ contact: '张主管', mobile: '13800000033' }));
    await waitFor(() => expect(rowOf(zhang)).toHaveTextContent('张主管'));
  });

  it('disables a colleague after confirming: the account is disabled and its session ends', async () => {
    const token = tokenFor(STAFF_ACCOUNT);
    renderPage();
    const li = userIdOf(STAFF_ACCOUNT.mobile);
    await waitFor(() => expect(rowOf(li)).not.toBeNull());
    await userEvent.click(rowButton('李顾问', '停用'));
    const confirm = await lastDialog('停用 李顾问 的账号？');
    await userEvent.click(within(confirm).getByRole('button', { name: '停 用' }));
    await waitFor(() => expect(getDb().users.find((row) => row.userId === li)?.isEnabled).toBe(0));
    expect(getDb().sessions.some((row) => row.token === token)).toBe(false);
    await waitFor(() => expect(rowOf(li)?.querySelector('[data-state]')).toHaveAttribute('data-state', '0'));
    expect(await screen.findByText('已停用 李顾问，TA 已被退出登录')).toBeInTheDocument();
  });

  it('does not offer disabling, deleting or a new password on one’s own row', async () => {
    renderPage();
    await waitFor(() => expect(rowOf(userIdOf(ADMIN_ACCOUNT.mobile))).not.toBeNull());
    expect(rowButton('王经理', '停用')).toBeDisabled();
    expect(rowButton('王经理', '停用')).toHaveAttribute('title', '不能对自己操作');
    await openMenu('王经理');
    for (const name of [/^删除/, /^设置新密码/]) {
      expect(screen.getByRole('menuitem', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    expect(screen.getByRole('menuitem', { name: /^设置新密码/ })).toHaveTextContent('请在个人中心修改');
    // Editing oneself keeps the administrator role (its tag cannot be removed).
    await userEvent.keyboard('{Escape}');
    await userEvent.click(rowButton('王经理', '编辑'));
    const dialog = await lastDialog('编辑员工：王经理');
    expect(within(dialog).getByText('不能取消自己的管理员角色')).toBeInTheDocument();
    const adminTag = [...dialog.querySelectorAll('.ant-select-selection-item')].find((tag) => tag.textContent?.includes('管理员'));
    expect(adminTag).toBeTruthy();
    expect(adminTag?.querySelector('.ant-select-selection-item-remove')).toBeNull();
  });

  it('deletes a colleague, their records going to the chosen colleague', async () => {
    renderPage();
    const zhang = userIdOf('13800000003');
    const liu = userIdOf('13800000004');
    const owned = getDb().aunts.filter((row) => row.teacherUserId === zhang).length;
    await waitFor(() => expect(rowOf(zhang)).not.toBeNull());
    await openMenu('张顾问');
    await userEvent.click(screen.getByRole('menuitem', { name: '删除' }));
    const dialog = await lastDialog('删除 张顾问 的账号？');
    await userEvent.click(within(dialog).getByRole('radio', { name: '转给同事' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '删 除' }));
    expect(await within(dialog).findByText('请选择接收的同事')).toBeInTheDocument();
    await pick(within(dialog).getByRole('combobox', { name: '接收的同事' }), '刘顾问（销售二部）');
    await userEvent.click(within(dialog).getByRole('button', { name: '删 除' }));
    await waitFor(() => expect(getDb().users.some((row) => row.userId === zhang)).toBe(false));
    expect(getDb().aunts.filter((row) => row.teacherUserId === zhang)).toHaveLength(0);
    expect(await screen.findByText(new RegExp(`已删除 张顾问：${owned} 位阿姨.*转给了 刘顾问`))).toBeInTheDocument();
    await waitFor(() => expect(rowOf(zhang)).toBeNull());
    expect(getDb().users.find((row) => row.userId === liu)).toBeTruthy();
  });

  it('sets a new password (typed twice): stored, the colleague’s sessions end', async () => {
    const token = tokenFor(STAFF_ACCOUNT);
    renderPage();
    await waitFor(() => expect(rowOf(userIdOf(STAFF_ACCOUNT.mobile))).not.toBeNull());
    await openMenu('李顾问');
    await userEvent.click(screen.getByRole('menuitem', { name: '设置新密码' }));
    const dialog = await lastDialog('为 李顾问 设置新密码');
    await userEvent.type(within(dialog).getByLabelText('新密码'), 'renewed1');
    await userEvent.type(within(dialog).getByLabelText('确认新密码'), 'renewed2');
    await userEvent.click(within(dialog).getByRole('button', { name: '设置密码' }));
    expect(await within(dialog).findByText('两次输入的新密码不一致')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('确认新密码'));
    await userEvent.type(within(dialog).getByLabelText('确认新密码'), 'renewed1');
    await userEvent.click(within(dialog).getByRole('button', { name: '设置密码' }));
    await waitFor(() => expect(getDb().users.find((row) => row.mobile === STAFF_ACCOUNT.mobile)?.password).toBe('renewed1'));
    expect(getDb().sessions.some((row) => row.token === token)).toBe(false);
  });

  it('shows a colleague’s aunt log and gives them a task', async () => {
    const li = userIdOf(STAFF_ACCOUNT.mobile);
    const newest = getDb()
      .auntLogs.filter((row) => row.userId === li)
      .sort((a, b) => b.createdTime.localeCompare(a.createdTime) || b.logId - a.logId)[0]!;
    renderPage();
    await waitFor(() => expect(rowOf(li)).not.toBeNull());
    await openMenu('李顾问');
    await userEvent.click(screen.getByRole('menuitem', { name: '阿姨操作日志' }));
    const drawer = await lastDialog('阿姨操作日志 · 李顾问');
    await waitFor(() => expect(within(drawer).getAllByRole('link', { name: newest.auntName }).length).toBeGreaterThan(0));
    await userEvent.click(within(drawer).getByRole('button', { name: '关闭' }));

    await openMenu('李顾问');
    await userEvent.click(screen.getByRole('menuitem', { name: '分配任务' }));
    const dialog = await lastDialog('给 李顾问 分配任务');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '标题' }), '周五前回访三位客户');
    await userEvent.click(within(dialog).getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(getDb().userTasks.some((row) => row.title === '周五前回访三位客户')).toBe(true));
    expect(getDb().userTasks.find((row) => row.title === '周五前回访三位客户')).toMatchObject({ userId: li, createdBy: userIdOf(ADMIN_ACCOUNT.mobile) });
  });
});

describe('the seat limit (company 3: 3 seats, 2 used)', () => {
  beforeEach(() => signInForTest(THIRD_ACCOUNT, { clearStorage: true }));

  it('adds the third account, then shows the server’s refusal with the link to the vip page, keeping what was typed', async () => {
    const { router } = renderPage();
    await waitFor(() => expect(rowCount()).toBe(2));
    const add = async (name: string, mobile: string) => {
      await userEvent.click(screen.getByRole('button', { name: /添加员工/ }));
      const dialog = await lastDialog('添加员工');
      await userEvent.type(within(dialog).getByRole('textbox', { name: '姓名' }), name);
      await userEvent.type(within(dialog).getByRole('textbox', { name: '手机号' }), mobile);
      await userEvent.type(within(dialog).getByLabelText('初始密码'), 'start123');
      await pick(within(dialog).getByRole('combobox', { name: '角色' }), '经纪人');
      await userEvent.click(within(dialog).getByRole('button', { name: '保 存' }));
      return dialog;
    };
    await add('孙顾问', '13700000009');
    await waitFor(() => expect(rowCount()).toBe(3));
    await waitFor(() => expect(screen.getByTestId('staff-seats')).toHaveTextContent('3 / 3已满'));
    const dialog = await add('周顾问', '13700000010');
    const refusal = await within(dialog).findByTestId('staff-form-refusal');
    expect(refusal).toHaveTextContent('员工账号已达上限（3/3），请在会员方案页升级套餐后再试');
    expect(within(dialog).getByRole('textbox', { name: '姓名' })).toHaveValue('周顾问');
    expect(getDb().users.some((row) => row.mobile === '13700000010')).toBe(false);
    await userEvent.click(within(refusal).getByRole('link', { name: '升级套餐' }));
    await waitFor(() => expect(currentPath(router)).toBe('/sys/solution'));
  });
});

describe('without user.manage', () => {
  beforeEach(() => signInForTest(STAFF_ACCOUNT, { clearStorage: true }));

  it('is read-only: no add button, no actions', async () => {
    renderPage();
    await waitFor(() => expect(rowCount()).toBe(companyUsers(1).length));
    expect(screen.getByText('您没有员工管理权限，只能查看员工列表')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /添加员工/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '更多' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });
});
