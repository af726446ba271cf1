/**
 * The departments page (/company/departments) against the mock: the tree with staff counts, add
 * (top level and under a department), rename and move (the department itself and those below it
 * cannot be chosen as parent), reorder, delete (confirmed; the refusal for a department with staff
 * shown in the server's words), refusals that keep what was typed, loading, and the read-only view.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { companyPaths } from '@/api/company';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import DepartmentsPage from '@/pages/company/departments';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const openPage = () => renderRoutes([{ path: '/company/departments', element: <DepartmentsPage /> }], '/company/departments');
const idOf = (name: string) => getDb().departments.find((row) => row.companyId === 1 && row.departmentName === name)?.departmentId;
const parentOf = (name: string) => getDb().departments.find((row) => row.companyId === 1 && row.departmentName === name)?.parentId;

/** The table's rows as "name staff" in screen order, with the depth antd gives each row. */
function shownRows(): string[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')).map((row) => {
    const level = /ant-table-row-level-(\d+)/.exec(row.className)?.[1] ?? '0';
    const name = row.querySelector('[data-testid="department-name"]')?.textContent ?? '';
    const staff = row.querySelector('[data-testid="department-staff"]')?.textContent ?? '';
    return `${'  '.repeat(Number(level))}${name}(${staff})`;
  });
}

/** The element with exactly this accessible label. */
const labelled = async (label: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[aria-label="${label}"]`);
    if (!found) throw new Error(`nothing labelled ${label}`);
    return found;
  });

async function dialogTitled(title: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent(title));
  return screen.getAllByRole('dialog').at(-1) as HTMLElement;
}

/** Opens the parent picker of the dialog and picks the department with this title. */
async function pickParent(dialog: HTMLElement, title: string) {
  await userEvent.click(within(dialog).getByRole('combobox'));
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-tree-treenode')).find((node) => node.querySelector(`[title="${title}"]`));
    if (!found) throw new Error(`no option ${title}`);
    return found;
  });
  await userEvent.click(option.querySelector<HTMLElement>(`[title="${title}"]`)!);
}

withFreshMockDb();

describe('the departments page (admin)', () => {
  beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

  it('shows the tree with each department’s staff, loading first', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(http.post(`*${companyPaths.getDepartment}`, () => held, { once: true }));
    openPage();
    expect(await screen.findByTestId('departments-loading')).toBeInTheDocument();
    release();
    await waitFor(() => expect(shownRows()).toEqual(['总经办(1)', '销售部(0)', '  销售一部(2)', '  销售二部(2)', '财务部(1)']));
    expect(screen.getByText('含下级共 4 人')).toBeInTheDocument();
  });

  it('adds a department at the top level and one under a department', async () => {
    const bodies = recordBodies(companyPaths.saveDepartment);
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: /新增部门/ }));
    let dialog = await dialogTitled('新增部门');
    await userEvent.type(within(dialog).getByLabelText('部门名称'), '客服部');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(shownRows()).toContain('客服部(0)'));
    expect(bodies).toEqual([{ departmentName: '客服部', parentId: 0 }]);

    await userEvent.click(await labelled('在“销售部”下添加部门'));
    dialog = await dialogTitled('在“销售部”下新增部门');
    await userEvent.type(within(dialog).getByLabelText('部门名称'), '大客户组');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(shownRows()).toEqual(['总经办(1)', '销售部(0)', '  销售一部(2)', '  销售二部(2)', '  大客户组(0)', '财务部(1)', '客服部(0)']));
    expect(bodies[1]).toEqual({ departmentName: '大客户组', parentId: idOf('销售部') });
  });

  it('renames and moves a department; its own branch cannot be chosen as parent', async () => {
    const bodies = recordBodies(companyPaths.saveDepartment);
    openPage();
    await userEvent.click(await labelled('编辑“销售部”'));
    let dialog = await dialogTitled('编辑部门“销售部”');
    await userEvent.click(within(dialog).getByRole('combobox'));
    // The department and those below it are there, but disabled.
    await waitFor(() => expect(document.querySelector('.ant-select-tree-treenode [title="销售一部"]')).not.toBeNull());
    for (const name of ['销售部', '销售一部', '销售二部']) {
      expect(document.querySelector(`[title="${name}"]`)?.closest('.ant-select-tree-treenode')).toHaveClass('ant-select-tree-treenode-disabled');
    }
    expect(document.querySelector('[title="总经办"]')?.closest('.ant-select-tree-treenode')).not.toHaveClass('ant-select-tree-treenode-disabled');
    await userEvent.click(document.querySelector<HTMLElement>('.ant-select-tree-treenode [title="总经办"]')!);
    const name = within(dialog).getByLabelText('部门名称');
    await userEvent.clear(name);
    await userEvent.type(name, '销售中心');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(shownRows()).toEqual(['总经办(1)', '  销售中心(0)', '    销售一部(2)', '    销售二部(2)', '财务部(1)']));
    expect(bodies).toEqual([{ departmentId: idOf('销售中心'), departmentName: '销售中心', parentId: idOf('总经办') }]);

    // Back to the top level, name unchanged: only the parent is sent.
    await userEvent.click(await labelled('编辑“销售中心”'));
    dialog = await dialogTitled('编辑部门“销售中心”');
    await pickParent(dialog, '（顶级部门）');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(parentOf('销售中心')).toBe(0));
    expect(bodies[1]).toEqual({ departmentId: idOf('销售中心'), parentId: 0 });
  });

  it('checks the name in the form, and keeps what was typed when the server refuses', async () => {
    const bodies = recordBodies(companyPaths.saveDepartment);
    openPage();
    await userEvent.click(await labelled('在“销售部”下添加部门'));
    const dialog = await dialogTitled('在“销售部”下新增部门');
    const name = within(dialog).getByLabelText('部门名称');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入部门名称')).toBeInTheDocument();
    await userEvent.type(name, '销售一部');
    expect(await within(dialog).findByText('同一上级下已有部门“销售一部”')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    mockServer.use(
      http.post(`*${companyPaths.saveDepartment}`, () => HttpResponse.json({ code: 40001, success: false, data: null, error: '部门名称包含敏感词' }), {
        once: true,
      }),
    );
    await userEvent.clear(name);
    await userEvent.type(name, '销售三部');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('部门名称包含敏感词')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('部门名称')).toHaveValue('销售三部');
    expect(idOf('销售三部')).toBeUndefined();
    // Saved on the second try, from the same dialog.
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(parentOf('销售三部')).toBe(idOf('销售部')));
  });

  it('moves a department up and down among its siblings', async () => {
    const bodies = recordBodies(companyPaths.saveDepartment);
    openPage();
    await waitFor(() => expect(shownRows()).toHaveLength(5));
    expect(await labelled('上移“总经办”')).toBeDisabled();
    expect(await labelled('下移“财务部”')).toBeDisabled();
    await userEvent.click(await labelled('上移“财务部”'));
    await waitFor(() => expect(shownRows()).toEqual(['总经办(1)', '财务部(1)', '销售部(0)', '  销售一部(2)', '  销售二部(2)']));
    expect(bodies).toEqual([{ departmentId: idOf('财务部'), sort: 2 }]);
    await waitFor(async () => expect(await labelled('下移“销售一部”')).toBeEnabled());
    await userEvent.click(await labelled('下移“销售一部”'));
    await waitFor(() => expect(shownRows()).toEqual(['总经办(1)', '财务部(1)', '销售部(0)', '  销售二部(2)', '  销售一部(2)']));
  });

  it('asks before deleting, shows why a department with staff cannot go, and deletes an empty one', async () => {
    openPage();
    await userEvent.click(await labelled('删除“销售二部”'));
    let dialog = await dialogTitled('删除部门“销售二部”？');
    await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    dialog = await dialogTitled('不能删除部门“销售二部”');
    expect(dialog).toHaveTextContent('部门“销售二部”还有2名员工，不能删除。请先把员工调到其他部门。');
    expect(idOf('销售二部')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: /知\s*道\s*了|OK|确\s*定/ }));

    await userEvent.click(await labelled('删除“销售部”'));
    dialog = await dialogTitled('删除部门“销售部”？');
    await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    dialog = await dialogTitled('不能删除部门“销售部”');
    expect(dialog).toHaveTextContent('还有2个下级部门');
    await userEvent.click(within(dialog).getByRole('button', { name: /知\s*道\s*了|OK|确\s*定/ }));

    // An empty one: added, then deleted.
    await userEvent.click(await screen.findByRole('button', { name: /新增部门/ }));
    const add = await dialogTitled('新增部门');
    await userEvent.type(within(add).getByLabelText('部门名称'), '临时组');
    await userEvent.click(within(add).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(shownRows()).toContain('临时组(0)'));
    await userEvent.click(await labelled('删除“临时组”'));
    dialog = await dialogTitled('删除部门“临时组”？');
    await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(shownRows()).not.toContain('临时组(0)'));
    expect(idOf('临时组')).toBeUndefined();
  });
});

describe('the departments page without company.manage', () => {
  beforeEach(() => signInForTest(STAFF_ACCOUNT, { clearStorage: true }));

  it('shows the tree read-only', async () => {
    openPage();
    await waitFor(() => expect(shownRows()).toHaveLength(5));
    expect(screen.getByText('你可以查看部门；修改需要“公司设置”权限。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增部门/ })).toBeNull();
    expect(document.querySelector('[aria-label="删除“财务部”"]')).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });
});
