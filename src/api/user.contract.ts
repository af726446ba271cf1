/**
 * The contract's entries for `userPaths` (user.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type { AuntLog } from './aunt.requests';
import type { EmptyBody, TokenQuery } from './contract';
import type {
  AddUserRequest,
  BindWxUserRequest,
  ChangeUserRequest,
  CompanyUser,
  DeleteUserRequest,
  DeleteUserResult,
  EndSessionRequest,
  EndSessionResult,
  EnOrDisableUserRequest,
  LoginLog,
  LoginLogQuery,
  LoginRequest,
  LoginResponse,
  ModifyPasswordRequest,
  RemoveBindWxUserRequest,
  SysPage,
  SysTheme,
  UpdatePasswordRequest,
  UpdateUserRequest,
  UserAuntLogQuery,
  UserInfo,
  UserProfile,
  UserSession,
  WxUserInfo,
} from './user.types';
import type { CreateUserTaskRequest, SetUserTaskDoneRequest, UserTask, UserTaskQuery } from './user.tasks.types';

export interface UserContract {
  /** Logs in with {mobile, password} (mobile trimmed of spaces); answers {token, mobile}. */
  '/user/loginClient': { req: LoginRequest; res: LoginResponse };
  /** The signed-in user's info; the token travels as the query parameter `token`. */
  '/user/getUserInfo': { req: EmptyBody; query: TokenQuery; res: UserInfo };
  /** The signed-in user's menu pages. */
  '/user/getMenu': { req: EmptyBody; res: SysPage[] };
  /** Adds a staff member to the company (user.manage); 40903 when every seat is used. */
  '/user/addUser': { req: AddUserRequest; res: CompanyUser };
  /** Enables (1) or disables (0) a staff member (user.manage); disabling ends their sessions, enabling needs a free seat. */
  '/user/enOrDisableUser': { req: EnOrDisableUserRequest; res: null };
  /** An administrator changes another staff member (name, mobile, roles, department). */
  '/user/changeUser': { req: ChangeUserRequest; res: CompanyUser };
  /** The signed-in user changes their own password. */
  '/user/modifyPassword': { req: ModifyPasswordRequest; res: null };
  /** The signed-in user updates their own profile (personal settings). */
  '/user/updateUser': { req: UpdateUserRequest; res: UserProfile };
  /** An administrator sets another staff member's password. */
  '/user/updatePassword': { req: UpdatePasswordRequest; res: null };
  /**
   * Saves the signed-in user's theme colours.
   * Request: `SysTheme` {primaryColor, menuBg?, menuText?, menuActiveText?, stylesheet?} (the app sends every field; '' clears one; a stylesheet must be one the server hosts)
   */
  '/user/setTheme': { req: SysTheme; res: SysTheme };
  /** Aunt operation log of staff members (list). */
  '/user/getAuntLog': { req: UserAuntLogQuery; list: AuntLog };
  /** Login log (list). */
  '/user/getLoginLog': { req: LoginLogQuery; list: LoginLog };
  /** Creates a reminder task for a staff member (someone else: user.manage). */
  '/user/createUserTask': { req: CreateUserTaskRequest; res: UserTask };
  /** Binds the account to a WeChat account. */
  '/user/bindWxUserWeb': { req: BindWxUserRequest; res: WxUserInfo };
  /**
   * Removes a WeChat binding: the signed-in user's, or with `{userId}` another user's (user.manage).
   * Request: `RemoveBindWxUserRequest` {userId?} (`{}`: one's own)
   */
  '/user/removeBindWxUser': { req: RemoveBindWxUserRequest; res: null };
  /** Deletes a staff member (user.manage); their aunts, employers and orders go to `transferToUserId` or to no owner. */
  '/user/deleteUser': { req: DeleteUserRequest; res: DeleteUserResult };
  /** The signed-in user's tasks (list; another user's with user.manage). Our addition. */
  '/user/getUserTasks': { req: UserTaskQuery; list: UserTask };
  /** Marks a task done (1) or open again (0); answers the task. Our addition. */
  '/user/setUserTaskDone': { req: SetUserTaskDoneRequest; res: UserTask };
  /** The signed-in user's live sessions (device, IP, signed in, last active), this one marked `current: 1`. Our addition. */
  '/user/getSessions': { req: EmptyBody; res: UserSession[] };
  /**
   * Ends one of the signed-in user's other sessions (its token answers 50008 from then on), or every other one. Our addition.
   * Request: `EndSessionRequest` {sessionId} or {others: 1}; this session cannot be ended here (logout does).
   */
  '/user/endSession': { req: EndSessionRequest; res: EndSessionResult };
}
