/** The roles page: the list with staff counts, add / rename / delete, the page tree and the permission grid, what a save sends and stores, refusals, unsaved changes; and a change reaching staff at their next load. */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { companyPaths } from '@/api/company';
import { removeToken, setToken } from '@/auth/token';
import { ROLE_KEYS, type PermissionName } from '@/domain/permissions';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { createPage } from '@/mocks/rules/pageManage';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import CompanyRolesPage from '@/pages/company/roles';
import { resetUserStores } from '@/stores/resetRegistry';
import { useSettings } from '@/stores/settings';
import { currentPath, renderApp, renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInAs, signInForTest } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

withFreshMockDb();

const roleOf = (roleKey: string) => getDb().roles.find((row) => row.companyId === 1 && row.roleKey === roleKey)!;
const pageId = (pageName: string) => getDb().pages.find((row) => row.pageName === pageName)!.pageId;
const pageIds = (...names: string[]) => names.map(pageId).sort((a, b) => a - b);
const permissionId = (name: PermissionName) => getDb().permissions.find((row) => row.permissionName === name)!.permissionId;

/** The tree's box of the page with this menu title. */
const pageBox = (title: string) =>
  waitFor(() => {
    const item = [...document.querySelectorAll<HTMLElement>('[role="treeitem"]')].find(
      (node) => node.querySelector('.ant-tree-title > span')?.childNodes[0]?.textContent === title,
    );
    const box = item?.querySelector<HTMLElement>('[role="checkbox"]');
    if (!box) throw new Error(`no page box ${title}`);
    return box;
  });
/** A permission's checkbox by its label. */
const permissionBox = (label: string) =>
  waitFor(() => {
    const box = document.querySelector<HTMLInputElement>(`input[type="checkbox"][aria-label="${label}"]`);
    if (!box) throw new Error(`no permission box ${label}`);
    return box;
  });
const labelled = (label: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[aria-label="${label}"]`);
    if (!found) throw new Error(`nothing labelled ${label}`);
    return found;
  });
const lastDialog = async (text: string) => {
  await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent(text));
  return screen.getAllByRole('dialog').at(-1) as HTMLElement;
};
const editor = () => screen.getByTestId('role-editor');
/** Every dialog closed (an open one hides the page from role queries). */
const dialogsGone = () => waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));

function openPage() {
  return renderRoutes(
    [
      { path: '/company/roles', element: <CompanyRolesPage /> },
      { path: '/dashboard', element: <div>首页</div> },
    ],
    '/company/roles',
  );
}

/** Adds a role through the dialog; the editor opens on it. */
async function addRoleNamed(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: /添加角色/ }));
  const dialog = await lastDialog('角色名称');
  await userEvent.type(within(dialog).getByRole('textbox'), name);
  await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(within(editor()).getByRole('heading', { level: 2 })).toHaveTextContent(name));
  await pageBox('全部阿姨');
  await dialogsGone();
}

describe('the roles page (admin)', () => {
  beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

  it('lists the roles with their staff counts and shows the administrator role all-powerful and read-only', async () => {
    openPage();
    const table = await screen.findByRole('table', { name: '角色列表' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, adminRow, staffRow] = within(table).getAllByRole('row');
    expect(adminRow).toHaveTextContent('管理员全部权限1');
    expect(staffRow).toHaveTextContent('经纪人内置6');
    // The admin role opens first: everything ticked, nothing changeable, no save.
    expect(await within(editor()).findByText('管理员角色拥有全部菜单页面和权限，不能修改。')).toBeInTheDocument();
    for (const title of ['阿姨管理', '全部阿姨', '收支记录', '电子合同']) {
      const box = await pageBox(title);
      expect(box).toHaveAttribute('aria-checked', 'true');
      expect(box).toHaveAttribute('aria-disabled', 'true');
    }
    // Platform pages never appear; hidden pages are no boxes of their own.
    expect(document.querySelectorAll('.ant-tree-title')).not.toHaveLength(0);
    expect([...document.querySelectorAll('.ant-tree-title')].map((node) => node.textContent)).not.toContain('页面管理');
    expect([...document.querySelectorAll('.ant-tree-title')].map((node) => node.textContent)).not.toContain('阿姨详情');
    expect(within(editor()).queryByRole('button', { name: '保存菜单页面' })).not.toBeInTheDocument();
    expect(within(adminRow!).queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
    // The staff role's delete says why it cannot go.
    expect(within(staffRow!).getByRole('button', { name: '删除“经纪人”' })).toBeDisabled();
  });

  it('checks parents and children together and saves exactly the checked pages with their parents and hidden pages', async () => {
    const bodies = recordBodies(companyPaths.setRolePage);
    openPage();
    await addRoleNamed('招聘专员');
    const role = getDb().roles.find((row) => row.roleName === '招聘专员')!;
    expect(role.roleKey).toBe(`ROLE_${role.roleId}`);

    await userEvent.click(await pageBox('全部阿姨'));
    expect(await pageBox('全部阿姨')).toHaveAttribute('aria-checked', 'true');
    expect(await pageBox('阿姨管理')).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(await pageBox('客户管理'));
    for (const title of ['客户管理', '客户列表', '客户需求', '公共客户']) expect(await pageBox(title)).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(await pageBox('公共客户'));
    expect(await pageBox('客户管理')).toHaveAttribute('aria-checked', 'mixed');
    expect(within(editor()).getByText('未保存')).toBeInTheDocument();

    await userEvent.click(within(editor()).getByRole('button', { name: '保存菜单页面' }));
    await screen.findByText('已保存，员工下次打开或刷新页面时生效');
    const expected = pageIds('AuntManage', 'AuntAll', 'AuntAdd', 'AuntEdit', 'AuntDetail', 'EmployerManage', 'EmployerList', 'EmployerDetail', 'EmployerJobs');
    expect(bodies).toEqual([{ roleId: role.roleId, pageIds: expected }]);
    expect(
      getDb()
        .roles.find((row) => row.roleId === role.roleId)!
        .pageIds.slice()
        .sort((a, b) => a - b),
    ).toEqual(expected);
    await waitFor(() => expect(within(editor()).queryByText('未保存')).not.toBeInTheDocument());
    expect(await pageBox('全部阿姨')).toHaveAttribute('aria-checked', 'true');
  });

  it('shows the ownership triples as a grid and saves exactly the permissions ticked', async () => {
    const bodies = recordBodies(companyPaths.setPermission);
    openPage();
    await addRoleNamed('财务');
    await userEvent.click(within(editor()).getByRole('tab', { name: /权限/ }));
    const grid = await within(editor()).findByRole('table');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['记录', '自己的', '无归属的', '他人的']);
    expect(
      within(grid)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['阿姨', '客户', '订单']);
    expect(within(editor()).getByRole('group', { name: '业务' })).toHaveTextContent('联盟合单保险管理财务管理');
    expect(within(editor()).getByRole('group', { name: '公司管理' })).toHaveTextContent('公司设置员工管理角色与权限管理');

    await userEvent.click(await permissionBox('操作自己的阿姨'));
    await userEvent.click(await permissionBox('操作他人的订单'));
    await userEvent.click(await permissionBox('财务管理'));
    await userEvent.click(await permissionBox('操作他人的订单'));
    await userEvent.click(within(editor()).getByRole('button', { name: '保存权限' }));
    await screen.findByText('已保存，员工下次打开或刷新页面时生效');
    const role = getDb().roles.find((row) => row.roleName === '财务')!;
    const expected = [permissionId('aunt.own'), permissionId('finance.manage')].sort((a, b) => a - b);
    expect(bodies).toEqual([{ roleId: role.roleId, permissionIds: expected }]);
    expect(role.permissionIds).toEqual(expected);
  });

  it('keeps the edits and says why when a save is refused', async () => {
    openPage();
    await addRoleNamed('临时');
    const role = getDb().roles.find((row) => row.roleName === '临时')!;
    await userEvent.click(await pageBox('回收站'));
    // Someone else deletes the role meanwhile.
    getDb().roles = getDb().roles.filter((row) => row !== role);
    await userEvent.click(within(editor()).getByRole('button', { name: '保存菜单页面' }));
    expect(await within(editor()).findByText('未能保存：角色不存在')).toBeInTheDocument();
    expect(await pageBox('回收站')).toHaveAttribute('aria-checked', 'true');
    expect(within(editor()).getByText('未保存')).toBeInTheDocument();
    // (its loading icon may still be fading out: its label then starts the button's name)
    await waitFor(() => expect(within(editor()).getByRole('button', { name: /保存菜单页面$/ })).toBeEnabled());
  });

  it('asks before switching role with unsaved changes', async () => {
    openPage();
    await userEvent.click(await labelled('编辑“经纪人”'));
    await waitFor(() => expect(within(editor()).getByRole('heading', { level: 2 })).toHaveTextContent('经纪人'));
    expect(await pageBox('共享阿姨')).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(await pageBox('共享阿姨'));
    await userEvent.click(await labelled('编辑“管理员”'));
    let dialog = await lastDialog('放弃对“经纪人”未保存的修改？');
    await userEvent.click(within(dialog).getByRole('button', { name: '继续编辑' }));
    expect(within(editor()).getByRole('heading', { level: 2 })).toHaveTextContent('经纪人');
    expect(await pageBox('共享阿姨')).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(await labelled('编辑“管理员”'));
    dialog = await lastDialog('放弃对“经纪人”未保存的修改？');
    await userEvent.click(within(dialog).getByRole('button', { name: '放弃修改' }));
    await waitFor(() => expect(within(editor()).getByRole('heading', { level: 2 })).toHaveTextContent('管理员'));
    expect(roleOf(ROLE_KEYS.staff).pageIds).toContain(pageId('AuntShare'));
  });

  it('asks before leaving the page with unsaved changes', async () => {
    const { router } = openPage();
    await userEvent.click(await labelled('编辑“经纪人”'));
    await userEvent.click(await pageBox('共享阿姨'));
    await act(() => router.navigate('/dashboard'));
    const dialog = await lastDialog('离开并放弃未保存的修改？');
    await userEvent.click(within(dialog).getByRole('button', { name: '继续编辑' }));
    expect(currentPath(router)).toBe('/company/roles');
    await userEvent.click(within(editor()).getByRole('button', { name: '撤销修改' }));
    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });

  it('refuses a name in use in the dialog, keeping what was typed; renames and deletes a role', async () => {
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: /添加角色/ }));
    let dialog = await lastDialog('角色名称');
    const box = within(dialog).getByRole('textbox');
    await userEvent.type(box, '经纪人{Enter}');
    // Under the field the refusal names (ApiError.fields).
    expect((await within(dialog).findByText('角色“经纪人”已存在')).closest('.ant-form-item')).toContainElement(box);
    expect(box).toHaveValue('经纪人');
    await userEvent.clear(box);
    await userEvent.type(box, '店长{Enter}');
    await waitFor(() => expect(within(editor()).getByRole('heading', { level: 2 })).toHaveTextContent('店长'));

    await userEvent.click(await labelled('重命名“店长”'));
    dialog = await lastDialog('重命名角色');
    const name = within(dialog).getByRole('textbox');
    expect(name).toHaveValue('店长');
    await userEvent.clear(name);
    await userEvent.type(name, '门店店长{Enter}');
    await waitFor(() => expect(getDb().roles.some((row) => row.roleName === '门店店长')).toBe(true));
    await labelled('删除“门店店长”');

    await userEvent.click(await labelled('删除“门店店长”'));
    dialog = await lastDialog('删除角色“门店店长”？');
    await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(getDb().roles.some((row) => row.roleName === '门店店长')).toBe(false));
    await waitFor(() => expect(document.querySelector('[aria-label="编辑“门店店长”"]')).toBeNull());
  });

  it('names a page made in page management by its title, in Chinese and in English, never by its title key', async () => {
    const settings = getDb().pages.find((row) => row.pageName === 'CompanySettings')!;
    createPage(getDb(), {
      parentId: settings.pageId,
      routePath: '/company/training',
      component: 'solution',
      pageName: 'CompanyTraining',
      pageTitle: 'jTraining53294',
      titleZh: '培训报名',
      titleEn: 'Training sign-up',
      menuIcon: '',
      isMenu: 1,
      sort: 500,
      location: 'left',
      redirectPath: '',
    });
    const view = openPage();
    await userEvent.click(await labelled('编辑“经纪人”'));
    expect(await pageBox('培训报名')).toHaveAttribute('aria-checked', 'false');
    expect(within(editor()).queryByText('jTraining53294')).not.toBeInTheDocument();
    view.unmount();
    useSettings.setState({ language: 'en' });
    await i18n.changeLanguage('en');
    openPage();
    await userEvent.click(await labelled('Edit “经纪人”'));
    expect(await pageBox('Training sign-up')).toHaveAttribute('aria-checked', 'false');
    expect(within(editor()).queryByText('jTraining53294')).not.toBeInTheDocument();
  });

  it('shows the labels in English', async () => {
    useSettings.setState({ language: 'en' });
    await i18n.changeLanguage('en');
    openPage();
    await userEvent.click(await labelled('Edit “经纪人”'));
    expect(await pageBox('All aunts')).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(editor()).getByRole('tab', { name: /Permissions/ }));
    expect(await permissionBox("Manage other staff's aunts")).not.toBeChecked();
    expect(await permissionBox('Manage own aunts')).toBeChecked();
    expect(within(editor()).getByRole('columnheader', { name: 'No owner' })).toBeInTheDocument();
  });
});

describe('the roles page for someone who is not an admin', () => {
  beforeEach(() => signInForTest(STAFF_ACCOUNT, { clearStorage: true }));

  it('only looks without role.manage', async () => {
    const staff = roleOf(ROLE_KEYS.staff);
    staff.pageIds.push(pageId('CompanySettings'), pageId('CompanyRoles'));
    await signInAs(STAFF_ACCOUNT);
    openPage();
    await labelled('编辑“经纪人”');
    expect(screen.queryByRole('button', { name: /添加角色/ })).not.toBeInTheDocument();
    await userEvent.click(await labelled('编辑“经纪人”'));
    expect(await within(editor()).findByText('你没有“角色与权限管理”权限，只能查看。')).toBeInTheDocument();
    expect(await pageBox('全部阿姨')).toHaveAttribute('aria-disabled', 'true');
    expect(within(editor()).queryByRole('button', { name: '保存菜单页面' })).not.toBeInTheDocument();
  });

  it('with role.manage, grants only what they hold', async () => {
    const staff = roleOf(ROLE_KEYS.staff);
    staff.pageIds.push(pageId('CompanySettings'), pageId('CompanyRoles'));
    staff.permissionIds.push(permissionId('role.manage'));
    await signInAs(STAFF_ACCOUNT);
    const bodies = recordBodies<{ pageIds: number[] }>(companyPaths.setRolePage);
    openPage();
    await addRoleNamed('实习生');
    expect(within(editor()).getByText('你只能授予或收回自己拥有的菜单页面和权限；你没有的项不能勾选。')).toBeInTheDocument();
    expect(await pageBox('收支记录')).toHaveAttribute('aria-disabled', 'true');
    expect(await pageBox('全部阿姨')).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(await pageBox('全部阿姨'));
    await userEvent.click(within(editor()).getByRole('button', { name: '保存菜单页面' }));
    await screen.findByText('已保存，员工下次打开或刷新页面时生效');
    expect(bodies.at(-1)?.pageIds).toEqual(pageIds('AuntManage', 'AuntAll', 'AuntAdd', 'AuntEdit', 'AuntDetail'));
    await userEvent.click(within(editor()).getByRole('tab', { name: /权限/ }));
    expect(await permissionBox('财务管理')).toBeDisabled();
    expect(await permissionBox('操作自己的阿姨')).toBeEnabled();
  });
});

describe('a role change reaches staff at their next page load', () => {
  beforeEach(() => {
    removeToken();
    resetUserStores();
    useSettings.setState({ language: 'zh', tagsView: false });
    return () => removeToken();
  });

  it('rebuilds the menu and routes; a page they lost answers 401', async () => {
    await i18n.changeLanguage('zh');
    setToken(tokenFor(STAFF_ACCOUNT));
    let view = renderApp('/aunt/share');
    let nav = await screen.findByRole('navigation', { name: '主菜单' });
    await within(nav).findByText('共享阿姨');
    await waitFor(() => expect(currentPath(view.router)).toBe('/aunt/share'));
    view.unmount();

    // The admin takes 共享阿姨 from the staff role (as the roles page saves it).
    const staff = roleOf(ROLE_KEYS.staff);
    staff.pageIds = staff.pageIds.filter((id) => id !== pageId('AuntShare'));

    // The staff member's next page load, same token: no new login.
    resetUserStores();
    setToken(tokenFor(STAFF_ACCOUNT));
    view = renderApp('/aunt/share');
    await waitFor(() => expect(currentPath(view.router)).toBe('/401'));
    expect(await screen.findByText('抱歉，您没有访问该页面的权限。')).toBeInTheDocument();
    await act(() => view.router.navigate('/aunt/all'));
    nav = await screen.findByRole('navigation', { name: '主菜单' });
    await within(nav).findByText('全部阿姨');
    expect(within(nav).queryByText('共享阿姨')).not.toBeInTheDocument();
  });
});
