/** Company management's staff and departments (user.ts calls; re-exported by user.types.ts). */
import type { Flag, ListQuery } from './shared';
import type { WxUserInfo } from './user.types';

/** A staff member as listed by company management. */
export interface CompanyUser {
  userId: number;
  contact: string;
  mobile: string;
  avatarUrl: string;
  roleIds: number[];
  /** The names of `roleIds`, in the same order (our addition: the list shows them). */
  roleNames: string[];
  departmentId: number | null;
  /** The department's name, '' without one (our addition). */
  departmentName: string;
  isEnabled: Flag;
  createdTime: string;
  /** The newest login (from the login logs), null when the user never signed in (our addition). */
  lastLoginTime: string | null;
  /** The bound WeChat account, null when none (our addition). */
  wxUserInfo: WxUserInfo | null;
}

export interface Department {
  departmentId: number;
  departmentName: string;
  /** 0 for a top-level department. */
  parentId: number;
  /** Position among the departments of the same parent (1-based once the company edited them; order by it). */
  sort: number;
  /** Staff accounts (enabled or disabled) of this department itself, not of those below it. */
  userCount: number;
}

export interface AddUserRequest {
  contact: string;
  mobile: string;
  password: string;
  roleIds: number[];
  departmentId?: number | null;
}

export interface EnOrDisableUserRequest {
  userId: number;
  isEnabled: Flag;
}

/** An administrator's change to another user. */
export interface ChangeUserRequest {
  userId: number;
  contact?: string;
  mobile?: string;
  roleIds?: number[];
  departmentId?: number | null;
}

/** An administrator sets another user's password. */
export interface UpdatePasswordRequest {
  userId: number;
  password: string;
}

/** Filter of the aunt operation log of users. */
export interface UserAuntLogFilter {
  auntId?: number;
  userId?: number;
}
export type UserAuntLogQuery = ListQuery<UserAuntLogFilter>;

export interface UserIdRequest {
  userId: number;
}

/**
 * /user/deleteUser: the account to delete and who takes over its aunts, employers (with their jobs)
 * and orders: an enabled colleague, or nobody (absent or 0: "no owner").
 */
export interface DeleteUserRequest {
  userId: number;
  transferToUserId?: number;
}

/** What a deletion moved (our addition), for the confirmation. */
export interface DeleteUserResult {
  /** 0 = no owner. */
  transferToUserId: number;
  aunts: number;
  employers: number;
  orders: number;
}

/** /user/removeBindWxUser: another user's binding (user.manage); the caller's own without it. */
export interface RemoveBindWxUserRequest {
  userId?: number;
}
