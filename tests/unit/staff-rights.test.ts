/** The staff page's pure rules: what a row offers (self, last admin, admin-only), the grant rule, and the client-side page of the team. */
import { describe, expect, it } from 'vitest';
import type { CompanyUser } from '@/api/user';
import { needsSearch, staffPage } from '@/pages/company/users/staffList';
import { roleGrantBlock, staffContext, staffRights } from '@/pages/company/users/staffRights';

const ADMIN_ROLE = { roleId: 1, roleKey: 'AGENCY_ADMIN' };
const STAFF_ROLE = { roleId: 2, roleKey: 'AGENCY_STAFF' };

function user(userId: number, roleIds: number[], isEnabled: 0 | 1 = 1, extra: Partial<CompanyUser> = {}): CompanyUser {
  return {
    userId,
    contact: `u${userId}`,
    mobile: '',
    avatarUrl: '',
    roleIds,
    roleNames: [],
    departmentId: null,
    departmentName: '',
    isEnabled,
    createdTime: `2025-01-0${userId}T00:00:00.000Z`,
    lastLoginTime: null,
    wxUserInfo: null,
    ...extra,
  };
}

const context = (meId: number, team: CompanyUser[], options: { canManage?: boolean; meIsAdmin?: boolean } = {}) =>
  staffContext({ meId, meIsAdmin: options.meIsAdmin ?? true, canManage: options.canManage ?? true, team, roles: [ADMIN_ROLE, STAFF_ROLE] });

describe('staffRights', () => {
  it('never offers disabling, deleting, demoting or a new password on one’s own row', () => {
    const team = [user(1, [1]), user(2, [1]), user(3, [2])];
    expect(staffRights(team[0]!, context(1, team))).toEqual({
      edit: true,
      toggle: 'self',
      password: 'ownPassword',
      remove: 'self',
      unbindWechat: true,
      demote: 'self',
    });
    expect(staffRights(team[1]!, context(1, team))).toEqual({ edit: true, toggle: true, password: true, remove: true, unbindWechat: true, demote: true });
  });

  it('keeps the last enabled administrator (a disabled admin does not count)', () => {
    const team = [user(1, [1]), user(2, [1], 0), user(3, [2, 3])];
    const supervisor = context(3, team, { meIsAdmin: false });
    expect(staffRights(team[0]!, supervisor)).toMatchObject({ toggle: 'lastAdmin', remove: 'lastAdmin', demote: 'lastAdmin', edit: 'adminOnly' });
    // Enabling the disabled admin: only an administrator.
    expect(staffRights(team[1]!, supervisor)?.toggle).toBe('adminOnly');
    expect(staffRights(team[1]!, context(1, team))?.toggle).toBe(true);
  });

  it('is read-only without user.manage', () => {
    const team = [user(1, [1]), user(3, [2])];
    expect(staffRights(team[0]!, context(3, team, { canManage: false, meIsAdmin: false }))).toBeNull();
  });
});

describe('roleGrantBlock', () => {
  const role = (roleKey: string, names: string[]) => ({
    roleKey,
    sys_permissions: names.map((permissionName, index) => ({ permissionId: index + 1, permissionName })),
  });
  it('lets an admin give anything; others not the admin role nor a role holding more than they do', () => {
    expect(roleGrantBlock(role('AGENCY_ADMIN', []), { isAdmin: true, serverPermissions: new Set() })).toBeNull();
    const me = { isAdmin: false, serverPermissions: new Set(['aunt.own', 'user.manage']) };
    expect(roleGrantBlock(role('AGENCY_ADMIN', []), me)).toBe('adminRole');
    expect(roleGrantBlock(role('X', ['aunt.own', 'finance.manage']), me)).toBe('lacksPermission');
    expect(roleGrantBlock(role('X', ['aunt.own']), me)).toBeNull();
  });
});

describe('the staff list page', () => {
  const team = [
    user(3, [2], 0),
    user(1, [1], 1, { lastLoginTime: '2025-03-01T00:00:00.000Z' }),
    user(2, [2], 1, { lastLoginTime: '2025-02-01T00:00:00.000Z' }),
  ];
  it('asks searchUser only for a keyword or a department', () => {
    expect(needsSearch({})).toBeNull();
    expect(needsSearch({ keyword: '  ', isEnabled: 1 })).toBeNull();
    expect(needsSearch({ keyword: ' 李 ' })).toEqual({ keyword: '李' });
    expect(needsSearch({ departmentId: 4 })).toEqual({ keyword: '', departmentId: 4 });
  });

  it('filters by state, sorts (enabled first by default) and pages', () => {
    expect(staffPage(team, { page: 1, pageSize: 10 }).list.map((row) => row.userId)).toEqual([1, 2, 3]);
    expect(staffPage(team, { page: 1, pageSize: 10, isEnabled: 0 })).toEqual({ list: [team[0]], total: 1 });
    expect(staffPage(team, { page: 1, pageSize: 10, sortField: 'lastLoginTime', sortOrder: 'desc' }).list.map((row) => row.userId)).toEqual([1, 2, 3]);
    expect(staffPage(team, { page: 2, pageSize: 2, sortField: 'createdTime', sortOrder: 'asc' })).toEqual({ list: [team[0]], total: 3 });
  });
});
