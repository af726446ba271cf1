/** The mock backend's company reads: users, search, roles, pages, permissions, departments. */
import { afterEach, describe, expect, it } from 'vitest';
import { postUnchecked, postListUnchecked } from '@/api/http';
import { ApiError } from '@/api/errors';
import { companyPaths } from '@/api/company';
import type { CompanyUser, Department, SysPage, SysPermission, SysRole } from '@/api/user';
import { removeToken, setToken } from '@/auth/token';
import { ALL_PERMISSIONS, STAFF_PERMISSIONS } from '@/domain/permissions';
import { maskMobile } from '@/domain/personalData';
import { ADMIN_ACCOUNT, getDb, PARTNER_ACCOUNT, STAFF_ACCOUNT } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';

withFreshMockDb();
afterEach(() => removeToken());

const silent = { silent: true } as const;

describe('company reads', () => {
  it('lists only the staff of the caller company, with total, and searches by name or mobile', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    const users = await postListUnchecked<CompanyUser>(companyPaths.getUsers, {}, silent);
    expect(users.total).toBe(users.list.length);
    // Mobiles are answered masked (a reveal gives them): the company's users by id.
    const ids = users.list.map((user) => user.userId);
    expect(ids).toContain(getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!.userId);
    expect(ids).not.toContain(getDb().users.find((user) => user.mobile === PARTNER_ACCOUNT.mobile)!.userId);
    expect(users.list.map((user) => user.mobile)).toContain(maskMobile(ADMIN_ACCOUNT.mobile));
    expect(users.list.some((user) => user.isEnabled === 0)).toBe(true);

    const byName = await postListUnchecked<CompanyUser>(companyPaths.searchUser, { keyword: '王' }, silent);
    expect(byName.list.map((user) => user.contact)).toEqual(['王经理']);
    const byMobile = await postListUnchecked<CompanyUser>(companyPaths.searchUser, { keyword: '0000002' }, silent);
    expect(byMobile.list.map((user) => user.contact)).toEqual(['李顾问']);
  });

  it('answers roles with their pages and permissions, all pages and both permission lists', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    const roles = await postUnchecked<SysRole[]>(companyPaths.getRole, {}, silent);
    expect(roles.map((role) => [role.roleKey, role.roleName])).toEqual([
      ['AGENCY_ADMIN', '管理员'],
      ['AGENCY_STAFF', '经纪人'],
    ]);
    expect(roles[1]?.sys_pages.length).toBeLessThan(roles[0]?.sys_pages.length ?? 0);

    const pages = await postUnchecked<SysPage[]>(companyPaths.getPages, {}, silent);
    expect(pages).toHaveLength(roles[0]?.sys_pages.length ?? -1);
    expect(pages.find((page) => page.pageName === 'Contract')).toMatchObject({ routePath: 'https://contract.example.com/agency', component: '' });

    const own = await postUnchecked<SysPermission[]>(companyPaths.getPermissions, {}, silent);
    expect(own.map((row) => row.permissionName).sort()).toEqual([...STAFF_PERMISSIONS].sort());
    const all = await postUnchecked<SysPermission[]>(companyPaths.getAllPermissions, {}, silent);
    expect(all.map((row) => row.permissionName)).toEqual(ALL_PERMISSIONS);
  });

  it('answers the company departments as a tree by parent id', async () => {
    setToken(tokenFor(PARTNER_ACCOUNT));
    const departments = await postUnchecked<Department[]>(companyPaths.getDepartment, {}, silent);
    const root = departments.find((row) => row.parentId === 0);
    expect(departments.map((row) => row.departmentName)).toEqual(['门店', '招聘组']);
    expect(departments[1]?.parentId).toBe(root?.departmentId);
  });

  it('validates company info edits', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const error = await postUnchecked(companyPaths.editCompanyInfo, { companyName: ' ' }, silent).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(40001);
    expect((error as ApiError).serverMessage).toBe('请填写公司名称');
  });

  it('needs a session', async () => {
    const error = await postUnchecked(companyPaths.getUsers, {}, silent).catch((caught: unknown) => caught);
    expect((error as ApiError).code).toBe(50008);
  });
});
