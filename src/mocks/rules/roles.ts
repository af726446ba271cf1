/**
 * An agency's roles (/company/getRole, addRole, edRole, delRole, setRolePage, setPermission and
 * /sys/getRolePower). Every write needs `role.manage`, touches only the caller's company's roles
 * and checks everything before it changes anything:
 * - names are 1-20 characters, unique in the company (ignoring case); at most 50 roles;
 * - AGENCY_ADMIN (all-powerful) and PLATFORM_ADMIN are never edited (40301 with the reason);
 *   built-in roles and roles an account holds are never deleted;
 * - a page set holds agency pages that exist (never a platform page), each with its parent;
 *   a permission set holds permissions that exist; no id twice;
 * - a caller who is not an admin grants or takes away only the pages and permissions they hold.
 */
import type { RolePower } from '@/api/sys';
import { PERMISSION_LABELS } from '@/domain/permissionLabels';
import { ROLE_KEYS, isPermissionName } from '@/domain/permissions';
import { ROLE_LIMITS, customRoleKey, isBuiltInRole } from '@/domain/roles';
import { ancestorIds } from '@/domain/tree';
import { titleText } from '@/auth/menuTitle';
import { menuLabels, type MenuTitleKey } from '@/i18n/menu';
import { allocateId, type MockDb, type PageRow, type PermissionRow, type RoleRow, type UserRow } from '../db';
import { MOCK_CODES, MockError, conflict, invalid, notFound, type Msg } from '../core/errors';
import { agencyPageIds, isAdmin, pageIdsOfRole, pagesOf, permissionIdsOfRole, permissionsOf, sortPages } from './access';
import { readStrict } from './unitedBody';

const LABEL = {
  roleId: { zh: '角色编号', en: 'Role id' },
  roleName: { zh: '角色名称', en: 'Role name' },
  pageIds: { zh: '页面', en: 'Pages' },
  permissionIds: { zh: '权限', en: 'Permissions' },
} as const satisfies Record<string, Msg>;

const ROLE_ID = { type: 'number', integer: true, min: 1, required: true, label: LABEL.roleId } as const;
const ROLE_NAME = { type: 'string', minLength: 1, maxLength: ROLE_LIMITS.roleName, required: true, label: LABEL.roleName } as const;

/** 40301 with the reason: a role no one may edit here. */
function untouchable(role: RoleRow): MockError {
  if (role.roleKey === ROLE_KEYS.platform) {
    return new MockError(MOCK_CODES.forbidden, { zh: '平台管理员角色不能在此修改', en: 'The platform administrator role cannot be changed here' });
  }
  return new MockError(MOCK_CODES.forbidden, {
    zh: '管理员角色拥有全部页面和权限，不能修改',
    en: 'The administrator role holds every page and permission: it cannot be changed',
  });
}

/** The caller's company's role, or 40401. */
export function companyRole(db: MockDb, companyId: number, roleId: number): RoleRow {
  const role = db.roles.find((row) => row.roleId === roleId && row.companyId === companyId);
  if (!role) throw notFound({ zh: '角色', en: 'Role' });
  return role;
}

function editableRole(db: MockDb, companyId: number, roleId: number): RoleRow {
  const role = companyRole(db, companyId, roleId);
  if (role.roleKey === ROLE_KEYS.admin || role.roleKey === ROLE_KEYS.platform) throw untouchable(role);
  return role;
}

/** How many accounts of the company (enabled or not) hold the role. */
export function holdersOf(db: MockDb, role: RoleRow): number {
  return db.users.filter((user) => user.companyId === role.companyId && user.roleIds.includes(role.roleId)).length;
}

function checkNameFree(db: MockDb, companyId: number, name: string, except?: RoleRow): void {
  const wanted = name.toLowerCase();
  if (db.roles.some((row) => row.companyId === companyId && row !== except && row.roleName.trim().toLowerCase() === wanted)) {
    throw invalid({ zh: `角色“${name}”已存在`, en: `The role “${name}” already exists` }, 'roleName');
  }
}

/** addRole {roleName}: a role with no pages and no permissions, its key `ROLE_<id>`. */
export function addRole(db: MockDb, companyId: number, body: unknown): RoleRow {
  const { roleName } = readStrict(body, { roleName: ROLE_NAME });
  checkNameFree(db, companyId, roleName);
  if (db.roles.filter((row) => row.companyId === companyId).length >= ROLE_LIMITS.roles) {
    throw invalid({ zh: `每个公司最多${ROLE_LIMITS.roles}个角色`, en: `A company has at most ${ROLE_LIMITS.roles} roles` });
  }
  const roleId = allocateId(db, 'roles');
  const role: RoleRow = { roleId, companyId, roleKey: customRoleKey(roleId), roleName, pageIds: [], permissionIds: [] };
  db.roles.push(role);
  return role;
}

/** edRole {roleId, roleName}: a new name (the key stays). */
export function renameRole(db: MockDb, companyId: number, body: unknown): RoleRow {
  const { roleId, roleName } = readStrict(body, { roleId: ROLE_ID, roleName: ROLE_NAME });
  const role = editableRole(db, companyId, roleId);
  checkNameFree(db, companyId, roleName, role);
  role.roleName = roleName;
  return role;
}

/** delRole {roleId} (our addition): only a role of the company's own making that no account holds. */
export function deleteRole(db: MockDb, companyId: number, body: unknown): void {
  const { roleId } = readStrict(body, { roleId: ROLE_ID });
  const role = editableRole(db, companyId, roleId);
  if (isBuiltInRole(role.roleKey)) throw conflict({ zh: `内置角色“${role.roleName}”不能删除`, en: `The built-in role “${role.roleName}” cannot be deleted` });
  const holders = holdersOf(db, role);
  if (holders > 0) {
    throw conflict({
      zh: `还有 ${holders} 名员工使用角色“${role.roleName}”，不能删除`,
      en: `${holders} staff account(s) hold the role “${role.roleName}”: it cannot be deleted`,
    });
  }
  db.roles = db.roles.filter((row) => row !== role);
}

/** The ids of a body's list: present (an empty list is allowed), each once. */
function idList(ids: number[] | undefined, label: Msg): number[] {
  if (ids === undefined) throw invalid({ zh: `请填写${label.zh}`, en: `${label.en} is required` });
  if (new Set(ids).size !== ids.length) throw invalid({ zh: `${label.zh}有重复`, en: `${label.en} has an id twice` });
  return ids;
}

/** A page named as the menu names it (auth/menuTitle titleText): its label, else its stored label, else its key. */
const pageTitle = (page: PageRow): Msg => {
  const key = page.pageTitle as MenuTitleKey;
  const fallback = page.pageTitle || page.pageName;
  const labels = { zh: page.titleZh, en: page.titleEn };
  return { zh: titleText(menuLabels.zh[key] ?? null, labels, 'zh', fallback), en: titleText(menuLabels.en[key] ?? null, labels, 'en', fallback) };
};

const permissionTitle = (row: PermissionRow): Msg =>
  isPermissionName(row.permissionName) ? PERMISSION_LABELS[row.permissionName] : { zh: row.permissionName, en: row.permissionName };

/** What changes between the stored and the new set (ids in either but not both). */
const changed = (before: readonly number[], after: readonly number[]): number[] => {
  const a = new Set(before);
  const b = new Set(after);
  return [...new Set([...before, ...after])].filter((id) => a.has(id) !== b.has(id));
};

/** setRolePage {roleId, pageIds}: replaces the role's pages. */
export function setRolePages(db: MockDb, actor: UserRow, body: unknown): RoleRow {
  const input = readStrict(body, { roleId: ROLE_ID, pageIds: { type: 'ids', label: LABEL.pageIds } });
  const role = editableRole(db, actor.companyId, input.roleId);
  const pageIds = idList(input.pageIds, LABEL.pageIds);
  const allowed = new Set(agencyPageIds(db.pages));
  const byId = new Map(db.pages.map((page) => [page.pageId, page]));
  const unknown = pageIds.find((id) => !allowed.has(id));
  if (unknown !== undefined) {
    throw invalid({ zh: `页面 ${unknown} 不存在或不能授予公司角色`, en: `Page ${unknown} does not exist or cannot be given to an agency role` });
  }
  const chosen = new Set(pageIds);
  for (const id of pageIds) {
    const missing = ancestorIds(db.pages, (page) => page.pageId, id).find((parent) => !chosen.has(parent));
    if (missing !== undefined) {
      const page = pageTitle(byId.get(id)!);
      const parent = pageTitle(byId.get(missing)!);
      throw invalid({ zh: `页面“${page.zh}”的上级“${parent.zh}”也要选中`, en: `The page “${page.en}” needs its parent “${parent.en}” too` });
    }
  }
  if (!isAdmin(actor)) {
    const held = new Set(pagesOf(actor).map((page) => page.pageId));
    const notHeld = changed(role.pageIds, pageIds).find((id) => !held.has(id));
    if (notHeld !== undefined) {
      const page = pageTitle(byId.get(notHeld)!);
      throw new MockError(MOCK_CODES.forbidden, {
        zh: `你没有页面“${page.zh}”，不能授予或收回它`,
        en: `You do not have the page “${page.en}”: you cannot grant or remove it`,
      });
    }
  }
  role.pageIds = sortPages(db.pages.filter((page) => chosen.has(page.pageId))).map((page) => page.pageId);
  return role;
}

/** setPermission {roleId, permissionIds}: replaces the role's permissions. */
export function setRolePermissions(db: MockDb, actor: UserRow, body: unknown): RoleRow {
  const input = readStrict(body, { roleId: ROLE_ID, permissionIds: { type: 'ids', label: LABEL.permissionIds } });
  const role = editableRole(db, actor.companyId, input.roleId);
  const permissionIds = idList(input.permissionIds, LABEL.permissionIds);
  const byId = new Map(db.permissions.map((row) => [row.permissionId, row]));
  const unknown = permissionIds.find((id) => !byId.has(id));
  if (unknown !== undefined) throw invalid({ zh: `权限 ${unknown} 不存在`, en: `Permission ${unknown} does not exist` });
  if (!isAdmin(actor)) {
    const held = new Set(permissionsOf(actor).map((row) => row.permissionId));
    const notHeld = changed(role.permissionIds, permissionIds).find((id) => !held.has(id));
    if (notHeld !== undefined) {
      const title = permissionTitle(byId.get(notHeld)!);
      throw new MockError(MOCK_CODES.forbidden, {
        zh: `你没有权限“${title.zh}”，不能授予或收回它`,
        en: `You do not have the permission “${title.en}”: you cannot grant or remove it`,
      });
    }
  }
  const chosen = new Set(permissionIds);
  role.permissionIds = db.permissions.filter((row) => chosen.has(row.permissionId)).map((row) => row.permissionId);
  return role;
}

/** /sys/getRolePower {roleId}: the pages (in menu order) and permissions a role of the company holds. */
export function rolePower(db: MockDb, companyId: number, body: unknown): RolePower {
  const { roleId } = readStrict(body, { roleId: ROLE_ID });
  const role = companyRole(db, companyId, roleId);
  const pages = new Set(pageIdsOfRole(role));
  const permissions = new Set(permissionIdsOfRole(role));
  return {
    roleId,
    pageIds: sortPages(db.pages.filter((page) => pages.has(page.pageId))).map((page) => page.pageId),
    permissionIds: db.permissions.filter((row) => permissions.has(row.permissionId)).map((row) => row.permissionId),
  };
}
