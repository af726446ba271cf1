/**
 * What the staff page needs besides its list: the whole team (seats used, the enabled
 * administrators, the colleagues a deleted account's records can go to), the company's roles and
 * departments (the form's choices, the department filter), and the rights context of the signed-in
 * user. Each loads once and refreshes with the page's keep-alive rule (useQueryData).
 */
import { useMemo } from 'react';
import { companyQueries } from '@/api/company.queries';
import { useStaffList } from '@/components/useStaffUsers';
import type { CompanyUser, Department, SysRole } from '@/api/user';
import { hasPermission } from '@/auth/permission';
import { FEATURE_PERMISSIONS, ROLE_KEYS } from '@/domain/permissions';
import { buildTree, type TreeNode } from '@/domain/tree';
import { useQueryData, type QueryData } from '@/hooks/useQueryData';
import { useAccess, useSession } from '@/stores/session';
import { staffContext, type StaffContext } from './staffRights';

export interface DepartmentOption {
  value: number;
  title: string;
  children: DepartmentOption[];
}

export interface StaffData {
  team: QueryData<CompanyUser[]>;
  /** The company's agency roles (never the platform's). */
  roles: SysRole[];
  departments: Department[];
  departmentTree: DepartmentOption[];
  context: StaffContext;
  /** The permission names (as the server sends them) the signed-in user holds: what they may give. */
  serverPermissions: ReadonlySet<string>;
  /** Seats: enabled accounts of the team (the session's count until the team loads) and the plan's maximum. */
  seats: { used: number; max: number } | null;
}

const toOptions = (nodes: TreeNode<Department>[]): DepartmentOption[] =>
  nodes.map((node) => ({ value: node.row.departmentId, title: node.row.departmentName, children: toOptions(node.children) }));

export function useStaffData(): StaffData {
  const access = useAccess();
  const user = useSession((state) => state.user);
  const team = useStaffList();
  const roles = useQueryData(companyQueries.roles());
  const departments = useQueryData(companyQueries.departments());
  const teamRows = team.data;
  const roleRows = roles.data;
  const departmentRows = departments.data;

  const derived = useMemo((): Omit<StaffData, 'team'> => {
    const agencyRoles = (roleRows ?? []).filter((role) => role.roleKey !== ROLE_KEYS.platform);
    const departmentList = departmentRows ?? [];
    const serverPermissions = new Set((user?.sys_roles ?? []).flatMap((role) => (role.sys_permissions ?? []).map((permission) => permission.permissionName)));
    const company = user?.company;
    const used = teamRows ? teamRows.filter((row) => row.isEnabled === 1).length : company?.currentUserCount;
    return {
      roles: agencyRoles,
      departments: departmentList,
      departmentTree: toOptions(buildTree(departmentList, (row) => row.departmentId, { sort: (a, b) => a.sort - b.sort || a.departmentId - b.departmentId })),
      context: staffContext({
        meId: user?.userId ?? 0,
        meIsAdmin: access?.isAdmin ?? false,
        canManage: access ? hasPermission(access, FEATURE_PERMISSIONS.userManage) : false,
        team: teamRows ?? [],
        roles: agencyRoles,
      }),
      serverPermissions,
      seats: company && used !== undefined ? { used, max: company.maxUserCount } : null,
    };
  }, [access, departmentRows, roleRows, teamRows, user]);
  return { team, ...derived };
}
