import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE_KEY, deriveSession, ROLES_REQUIRED_KEY, SessionInfoError, USER_INFO_MISSING_KEY } from '@/auth/userInfo';
import type { SysPage, SysRole, UserInfo } from '@/api/user';
import { permissionFromServer, serverPermissionNames } from '@/domain/permissions';

const page = (pageId: number, pageName: string): SysPage => ({
  pageId,
  parentId: 0,
  routePath: `/${pageName.toLowerCase()}`,
  component: pageName,
  pageName,
  pageTitle: pageName,
  menuIcon: '',
  isMenu: 1,
  sort: pageId,
  location: 'left',
  redirectPath: '',
});
const role = (roleKey: string, pages: SysPage[], permissions: string[]): SysRole => ({
  roleId: roleKey.length,
  roleKey,
  roleName: roleKey,
  sys_pages: pages,
  sys_permissions: permissions.map((permissionName, index) => ({ permissionId: index + 1, permissionName })),
});
const user = (roles: SysRole[] | null): UserInfo => ({ userId: 7, contact: '李顾问', sys_roles: roles }) as UserInfo;

function failureOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof SessionInfoError) return error.messageKey;
  }
  return 'no failure';
}

describe('deriveSession', () => {
  it('takes the union of pages (by id) and permissions across roles', () => {
    const derived = deriveSession(
      user([
        role('AGENCY_STAFF', [page(1, 'AuntAll'), page(2, 'CustomerJobs')], ['aunt.own', 'order.own']),
        role('FINANCE', [page(2, 'CustomerJobs'), page(3, 'FinanceManage')], ['order.own', 'finance.manage']),
      ]),
    );
    expect(derived.pages.map((p) => p.pageName)).toEqual(['AuntAll', 'CustomerJobs', 'FinanceManage']);
    expect(derived.permissions.sort()).toEqual(['aunt.own', 'finance.manage', 'order.own']);
    expect(derived.roleKeys).toEqual(['AGENCY_STAFF', 'FINANCE']);
    expect(derived.isAdmin).toBe(false);
  });

  it('makes a user with AGENCY_ADMIN among their roles an admin', () => {
    expect(deriveSession(user([role('AGENCY_STAFF', [], []), role(ADMIN_ROLE_KEY, [], [])])).isAdmin).toBe(true);
  });

  it('fails with the spec messages when the info or the roles are missing', () => {
    expect(failureOf(() => deriveSession(null))).toBe(USER_INFO_MISSING_KEY);
    expect(failureOf(() => deriveSession(undefined))).toBe(USER_INFO_MISSING_KEY);
    expect(failureOf(() => deriveSession(user(null)))).toBe(ROLES_REQUIRED_KEY);
    expect(failureOf(() => deriveSession(user([])))).toBe(ROLES_REQUIRED_KEY);
  });

  it('says the pages are missing only when no role carries a page list (a server that serves /user/getMenu)', () => {
    const bare = { ...role('AGENCY_STAFF', [], []), sys_pages: undefined } as unknown as SysRole;
    expect(deriveSession(user([bare])).pagesMissing).toBe(true);
    expect(deriveSession(user([bare, role('X', [], [])])).pagesMissing).toBe(false);
    expect(deriveSession(user([role('X', [page(1, 'AuntAll')], [])])).pagesMissing).toBe(false);
  });

  it("turns a deployment's permission names into ours by the configured table, keeping names it does not know", () => {
    const names = serverPermissionNames({ 'aunt.others': 'AUNT_EDIT_OTHERS', 'finance.manage': 'FIN' });
    expect(names['aunt.others']).toBe('AUNT_EDIT_OTHERS');
    expect(names['aunt.own']).toBe('aunt.own');
    const derived = deriveSession(user([role('AGENCY_STAFF', [], ['AUNT_EDIT_OTHERS', 'FIN', 'aunt.own', 'SOMETHING_ELSE'])]), permissionFromServer(names));
    expect(derived.permissions.sort()).toEqual(['SOMETHING_ELSE', 'aunt.others', 'aunt.own', 'finance.manage']);
  });
});
