/** User and session family (/user/). Logout is local only. */
import { post, postList, type RequestOptions } from './http';
import { LOCAL_LOGOUT_CODE } from './types';
import type { AuntLog } from './aunt.types';
import type {
  AddUserRequest,
  BindWxUserRequest,
  ChangeUserRequest,
  CompanyUser,
  CreateUserTaskRequest,
  EnOrDisableUserRequest,
  LoginLog,
  LoginLogQuery,
  LoginRequest,
  LoginResponse,
  ModifyPasswordRequest,
  SysPage,
  SysTheme,
  UpdatePasswordRequest,
  UpdateUserRequest,
  UserAuntLogQuery,
  UserIdRequest,
  UserInfo,
  UserProfile,
  UserTask,
  WxUserInfo,
} from './user.types';

export type * from './user.types';

export const userPaths = {
  loginClient: '/user/loginClient',
  getUserInfo: '/user/getUserInfo',
  getMenu: '/user/getMenu',
  addUser: '/user/addUser',
  enOrDisableUser: '/user/enOrDisableUser',
  changeUser: '/user/changeUser',
  modifyPassword: '/user/modifyPassword',
  updateUser: '/user/updateUser',
  updatePassword: '/user/updatePassword',
  setTheme: '/user/setTheme',
  getAuntLog: '/user/getAuntLog',
  getLoginLog: '/user/getLoginLog',
  createUserTask: '/user/createUserTask',
  bindWxUserWeb: '/user/bindWxUserWeb',
  removeBindWxUser: '/user/removeBindWxUser',
  deleteUser: '/user/deleteUser',
} as const;

/** Logs in with {mobile, password} (mobile trimmed of spaces); answers {token, mobile}. */
export const loginClient = (body: LoginRequest, options?: RequestOptions) =>
  post<LoginResponse>(userPaths.loginClient, { ...body, mobile: body.mobile.replace(/\s+/g, '') }, options);

/** The signed-in user's info; the token travels as the query parameter `token`. */
export const getUserInfo = (token: string, options?: RequestOptions) =>
  post<UserInfo>(userPaths.getUserInfo, {}, { ...options, params: { ...options?.params, token } });

/** The signed-in user's menu pages. */
export const getMenu = (options?: RequestOptions) => post<SysPage[]>(userPaths.getMenu, {}, options);

/** Adds a staff member to the company. */
export const addUser = (body: AddUserRequest, options?: RequestOptions) => post<CompanyUser>(userPaths.addUser, body, options);

/** Enables (1) or disables (0) a staff member. */
export const enOrDisableUser = (body: EnOrDisableUserRequest, options?: RequestOptions) =>
  post<null>(userPaths.enOrDisableUser, body, options);

/** An administrator changes another staff member (name, mobile, roles, department). */
export const changeUser = (body: ChangeUserRequest, options?: RequestOptions) =>
  post<CompanyUser>(userPaths.changeUser, body, options);

/** The signed-in user changes their own password. */
export const modifyPassword = (body: ModifyPasswordRequest, options?: RequestOptions) =>
  post<null>(userPaths.modifyPassword, body, options);

/** The signed-in user updates their own profile (personal settings). */
export const updateUser = (body: UpdateUserRequest, options?: RequestOptions) =>
  post<UserProfile>(userPaths.updateUser, body, options);

/** An administrator sets another staff member's password. */
export const updatePassword = (body: UpdatePasswordRequest, options?: RequestOptions) =>
  post<null>(userPaths.updatePassword, body, options);

/** Saves the signed-in user's theme colours. */
export const setTheme = (body: SysTheme, options?: RequestOptions) => post<SysTheme>(userPaths.setTheme, body, options);

/** Aunt operation log of staff members (list). */
export const getAuntLog = (body: UserAuntLogQuery, options?: RequestOptions) =>
  postList<AuntLog>(userPaths.getAuntLog, body, options);

/** Login log (list). */
export const getLoginLog = (body: LoginLogQuery, options?: RequestOptions) =>
  postList<LoginLog>(userPaths.getLoginLog, body, options);

/** Creates a reminder task for a staff member. */
export const createUserTask = (body: CreateUserTaskRequest, options?: RequestOptions) =>
  post<UserTask>(userPaths.createUserTask, body, options);

/** Binds the account to a WeChat account. */
export const bindWxUserWeb = (body: BindWxUserRequest, options?: RequestOptions) =>
  post<WxUserInfo>(userPaths.bindWxUserWeb, body, options);

/** Removes the WeChat binding of the signed-in user. */
export const removeBindWxUser = (options?: RequestOptions) => post<null>(userPaths.removeBindWxUser, {}, options);

/** Deletes a staff member. */
export const deleteUser = (body: UserIdRequest, options?: RequestOptions) => post<null>(userPaths.deleteUser, body, options);

/** Local logout: sends nothing and yields the local result code 20000. */
export function logout(): Promise<{ code: typeof LOCAL_LOGOUT_CODE }> {
  return Promise.resolve({ code: LOCAL_LOGOUT_CODE });
}
