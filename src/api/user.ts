/** User and session family (/user/). Logout is local only. */
import { post, postList, type RequestOptions } from './http';
import { optionalPath } from './optional';
import { LOCAL_LOGOUT_CODE } from './types';
import type {
  AddUserRequest,
  BindWxUserRequest,
  ChangeUserRequest,
  DeleteUserRequest,
  EndSessionRequest,
  EnOrDisableUserRequest,
  LoginLogQuery,
  LoginRequest,
  ModifyPasswordRequest,
  RemoveBindWxUserRequest,
  SysTheme,
  UpdatePasswordRequest,
  UpdateUserRequest,
  UserAuntLogQuery,
} from './user.types';
import type { CreateUserTaskRequest, SetUserTaskDoneRequest, UserTaskQuery } from './user.tasks.types';

export type * from './user.types';
export type * from './user.tasks.types';

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
  // Our additions (docs/API.md): the assignee reads their tasks and marks them done.
  getUserTasks: optionalPath('/user/getUserTasks'),
  setUserTaskDone: optionalPath('/user/setUserTaskDone'),
  getSessions: optionalPath('/user/getSessions'),
  endSession: optionalPath('/user/endSession'),
} as const;

/** Lengths of a staff task (/user/createUserTask), shared with the mock. */
export const TASK_LIMITS = { title: 50, content: 500 } as const;

/**
 * Business codes of the staff-account calls (our choice, docs/API.md); the staff page explains
 * each. Other refusals: 40001 (a field), 40301 (no user.manage, or a grant beyond the caller's own),
 * 40401 (not a user of the company), 40901 (the last admin, or the caller themselves).
 */
export const USER_CODES = {
  /** Every seat of the plan is used (enabled accounts count): adding or enabling needs a bigger plan (the vip page). */
  seatLimit: 40903,
} as const;

/** Logs in with {mobile, password} (mobile trimmed of spaces); answers {token, mobile}. */
export const loginClient = (body: LoginRequest, options?: RequestOptions) =>
  post(userPaths.loginClient, { ...body, mobile: body.mobile.replace(/\s+/g, '') }, options);

/** The signed-in user's info; the token travels as the query parameter `token`. */
export const getUserInfo = (token: string, options?: RequestOptions) => post(userPaths.getUserInfo, {}, { ...options, params: { ...options?.params, token } });

/** The signed-in user's menu pages. */
export const getMenu = (options?: RequestOptions) => post(userPaths.getMenu, {}, options);

/** Adds a staff member to the company (user.manage); 40903 when every seat is used. */
export const addUser = (body: AddUserRequest, options?: RequestOptions) => post(userPaths.addUser, body, options);

/** Enables (1) or disables (0) a staff member (user.manage); disabling ends their sessions, enabling needs a free seat. */
export const enOrDisableUser = (body: EnOrDisableUserRequest, options?: RequestOptions) => post(userPaths.enOrDisableUser, body, options);

/** An administrator changes another staff member (name, mobile, roles, department). */
export const changeUser = (body: ChangeUserRequest, options?: RequestOptions) => post(userPaths.changeUser, body, options);

/** The signed-in user changes their own password. */
export const modifyPassword = (body: ModifyPasswordRequest, options?: RequestOptions) => post(userPaths.modifyPassword, body, options);

/** The signed-in user updates their own profile (personal settings). */
export const updateUser = (body: UpdateUserRequest, options?: RequestOptions) => post(userPaths.updateUser, body, options);

/** An administrator sets another staff member's password. */
export const updatePassword = (body: UpdatePasswordRequest, options?: RequestOptions) => post(userPaths.updatePassword, body, options);

/** Saves the signed-in user's theme colours. */
export const setTheme = (body: SysTheme, options?: RequestOptions) => post(userPaths.setTheme, body, options);

/** Aunt operation log of staff members (list). */
export const getAuntLog = (body: UserAuntLogQuery, options?: RequestOptions) => postList(userPaths.getAuntLog, body, options);

/** Login log (list). */
export const getLoginLog = (body: LoginLogQuery, options?: RequestOptions) => postList(userPaths.getLoginLog, body, options);

/** The signed-in user's live sessions, this one marked `current`. Our addition. */
export const getSessions = (options?: RequestOptions) => post(userPaths.getSessions, {}, options);

/** Ends one of the signed-in user's other sessions, or all others (`{others: 1}`); this one stays. Our addition. */
export const endSession = (body: EndSessionRequest, options?: RequestOptions) => post(userPaths.endSession, body, options);

/** Creates a reminder task for a staff member (someone else: user.manage). */
export const createUserTask = (body: CreateUserTaskRequest, options?: RequestOptions) => post(userPaths.createUserTask, body, options);

/** The signed-in user's tasks (list; another user's with user.manage). Our addition. */
export const getUserTasks = (body: UserTaskQuery, options?: RequestOptions) => postList(userPaths.getUserTasks, body, options);

/** Marks a task done (1) or open again (0); answers the task. Our addition. */
export const setUserTaskDone = (body: SetUserTaskDoneRequest, options?: RequestOptions) => post(userPaths.setUserTaskDone, body, options);

/** Binds the account to a WeChat account. */
export const bindWxUserWeb = (body: BindWxUserRequest, options?: RequestOptions) => post(userPaths.bindWxUserWeb, body, options);

/** Removes a WeChat binding: the signed-in user's, or with `{userId}` another user's (user.manage). */
export const removeBindWxUser = (body: RemoveBindWxUserRequest, options?: RequestOptions) => post(userPaths.removeBindWxUser, body, options);

/** Deletes a staff member (user.manage); their aunts, employers and orders go to `transferToUserId` or to no owner. */
export const deleteUser = (body: DeleteUserRequest, options?: RequestOptions) => post(userPaths.deleteUser, body, options);

/** Local logout: sends nothing and yields the local result code 20000. */
export function logout(): Promise<{ code: typeof LOCAL_LOGOUT_CODE }> {
  return Promise.resolve({ code: LOCAL_LOGOUT_CODE });
}
