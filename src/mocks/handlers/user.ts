/** Handlers of the user and session family (/user/). */
import { userPaths, type WxUserInfo } from '@/api/user';
import { HEX_COLOUR_RE } from '@/domain/colour';
import { HOSTED_THEME_STYLESHEETS } from '../rules/themes';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { getDb, nextId } from '../db';
import { readImageUrl } from '../rules/files';
import { requirePermission, pagesOf } from '../rules/access';
import { createSession, endSessions } from '../rules/session';
import { readStrictChoices } from '../rules/jobMsgInput';
import { findCompanyUser, requireMayManage } from '../rules/staffAccounts';
import { loginLogsOf, toLoginLog, toSysPage, toSysTheme, toUserInfo, toUserProfile } from '../rules/views';
import { staffHandlers } from './staff';
import { userTaskHandlers } from './userTasks';
import { userSessionHandlers } from './userSessions';
import { LABEL, MOCK_CODES, MockError, PAGING_RULES, apiPost, apiWrite, invalid, notFound, paginate, requireSession, validate, type MockContext } from './kit';

const COLOUR_LABELS = {
  primaryColor: { zh: '主题色', en: 'Theme colour' },
  menuBg: { zh: '菜单背景色', en: 'Menu background colour' },
  menuText: { zh: '菜单文字颜色', en: 'Menu text colour' },
  menuActiveText: { zh: '菜单选中文字颜色', en: 'Active menu text colour' },
} as const;

const STYLESHEET_LABEL = { zh: '主题样式表', en: 'Theme stylesheet' } as const;

function clientIp(ctx: MockContext): string {
  const forwarded = ctx.request.headers.get('x-forwarded-for');
  return forwarded?.split(',')[0]?.trim() || '127.0.0.1';
}

/** A user's login log keeps their latest LOGIN_LOGS_PER_USER rows: one account's logins cannot fill the database. */
export const LOGIN_LOGS_PER_USER = 500;

function keepLatestLoginLogs(userId: number): void {
  const db = getDb();
  const mine = db.loginLogs.filter((row) => row.userId === userId);
  if (mine.length <= LOGIN_LOGS_PER_USER) return;
  const dropped = new Set(mine.sort((a, b) => a.loginTime.localeCompare(b.loginTime) || a.logId - b.logId).slice(0, mine.length - LOGIN_LOGS_PER_USER));
  db.loginLogs = db.loginLogs.filter((row) => !dropped.has(row));
}

const login = apiWrite(userPaths.loginClient, (ctx) => {
  const { mobile, password } = validate(ctx.body, {
    mobile: { type: 'string', label: LABEL.mobile, required: true },
    password: { type: 'string', label: LABEL.password, required: true, trim: false },
  });
  const db = getDb();
  const user = db.users.find((row) => row.mobile === mobile.replace(/\s+/g, ''));
  if (!user || user.password !== password) {
    throw new MockError(MOCK_CODES.badCredentials, { zh: '手机号或密码错误', en: 'Wrong mobile number or password' });
  }
  if (user.isEnabled !== 1) {
    throw new MockError(MOCK_CODES.accountDisabled, { zh: '账号已被停用', en: 'This account is disabled' });
  }
  const origin = { ip: clientIp(ctx), userAgent: ctx.request.headers.get('user-agent') ?? '' };
  const session = createSession(user.userId, Date.now(), origin);
  db.loginLogs.push({ logId: nextId('loginLogs'), userId: user.userId, loginTime: session.createdTime, ...origin });
  keepLatestLoginLogs(user.userId);
  return { token: session.token, mobile: user.mobile };
});

/** The spec sends this call's token as a query parameter (`?token=`); the header works too. */
const getUserInfo = apiPost(
  userPaths.getUserInfo,
  (ctx) => {
    const session = requireSession(ctx);
    return toUserInfo(session.user, session.company, ctx.lang);
  },
  { tokenInQuery: true },
);

const getMenu = apiPost(userPaths.getMenu, (ctx) => pagesOf(requireSession(ctx).user).map(toSysPage));

const getLoginLog = apiPost(userPaths.getLoginLog, (ctx) => {
  const session = requireSession(ctx);
  const query = validate(ctx.body, {
    ...PAGING_RULES,
    userId: { type: 'number', label: { zh: '员工', en: 'User' }, integer: true, min: 1 },
  });
  let userId = session.user.userId;
  if (query.userId !== undefined && query.userId !== userId) {
    requirePermission(session.user, FEATURE_PERMISSIONS.userManage);
    const other = getDb().users.find((row) => row.userId === query.userId && row.companyId === session.company.companyId);
    if (!other) throw notFound({ zh: '员工', en: 'User' });
    userId = other.userId;
  }
  return paginate(loginLogsOf(userId).map(toLoginLog), query);
});

const setTheme = apiWrite(userPaths.setTheme, (ctx) => {
  const session = requireSession(ctx);
  const colour = (label: (typeof COLOUR_LABELS)[keyof typeof COLOUR_LABELS]) => ({ type: 'string', label, pattern: HEX_COLOUR_RE }) as const;
  const theme = validate(ctx.body, {
    primaryColor: { ...colour(COLOUR_LABELS.primaryColor), required: true },
    menuBg: colour(COLOUR_LABELS.menuBg),
    menuText: colour(COLOUR_LABELS.menuText),
    menuActiveText: colour(COLOUR_LABELS.menuActiveText),
    stylesheet: { type: 'string', label: STYLESHEET_LABEL, maxLength: 200 },
  });
  if (theme.stylesheet && !HOSTED_THEME_STYLESHEETS.includes(theme.stylesheet)) {
    throw invalid({ zh: `${STYLESHEET_LABEL.zh}不在可选范围内`, en: `${STYLESHEET_LABEL.en} is not one of the hosted ones` });
  }
  const next = { ...(session.user.theme ?? {}), ...theme };
  // An optional colour or stylesheet sent empty clears it.
  for (const key of ['menuBg', 'menuText', 'menuActiveText', 'stylesheet'] as const) if (next[key] === '') delete next[key];
  session.user.theme = next;
  return toSysTheme(next);
});

const updateUser = apiWrite(userPaths.updateUser, (ctx) => {
  const session = requireSession(ctx);
  const changes = validate(ctx.body, {
    contact: { type: 'string', label: { zh: '姓名', en: 'Name' }, minLength: 1, maxLength: 20 },
    avatarUrl: { type: 'string', label: { zh: '头像', en: 'Avatar' }, maxLength: 500 },
    introduction: { type: 'string', label: { zh: '个人简介', en: 'Introduction' }, maxLength: 200 },
  });
  if (changes.avatarUrl !== undefined) changes.avatarUrl = readImageUrl(changes.avatarUrl, session.company.companyId, { zh: '头像', en: 'Avatar' });
  Object.assign(session.user, changes);
  return toUserProfile(session.user);
});

const modifyPassword = apiWrite(userPaths.modifyPassword, (ctx) => {
  const session = requireSession(ctx);
  const { oldPassword, newPassword } = validate(ctx.body, {
    oldPassword: { type: 'string', label: { zh: '原密码', en: 'Current password' }, required: true, trim: false },
    newPassword: { type: 'string', label: { zh: '新密码', en: 'New password' }, required: true, trim: false, minLength: 6, maxLength: 32 },
  });
  if (oldPassword !== session.user.password) {
    throw invalid({ zh: '原密码不正确', en: 'The current password is not correct' });
  }
  session.user.password = newPassword;
  // A changed password ends the user's other sessions (a stolen token stops working); this one stays.
  endSessions(session.user.userId, session.token);
  return null;
});

const WX_COLOURS = ['#07C160', '#10AEFF', '#FA9D3B', '#7D90A9', '#E64340'] as const;

/** The fake WeChat account a user binds to: the same for the same user every time. */
export function fakeWxUserInfo(user: { userId: number; contact: string }): WxUserInfo {
  const colour = WX_COLOURS[user.userId % WX_COLOURS.length] ?? WX_COLOURS[0];
  const initial = (Array.from(user.contact)[0] ?? 'W').replace(/[<>&"']/g, 'W');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="8" fill="${colour}"/>` +
    `<text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`;
  return {
    nickname: `${user.contact}·微信${String(user.userId).padStart(3, '0')}`,
    headimgurl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
  };
}

/**
 * Binds the signed-in user to a WeChat account with the code of the WeChat web authorisation
 * ({code}). There is no WeChat here: any non-empty code binds the user's fake account.
 * A user already bound must unbind first.
 */
const bindWxUserWeb = apiWrite(userPaths.bindWxUserWeb, (ctx) => {
  const session = requireSession(ctx);
  validate(ctx.body, { code: { type: 'string', label: { zh: '授权码', en: 'Authorisation code' }, required: true, maxLength: 200 } });
  if (session.user.wxUserInfo) {
    throw invalid({ zh: '已绑定微信，请先解除绑定', en: 'A WeChat account is already bound, unbind it first' });
  }
  session.user.wxUserInfo = fakeWxUserInfo(session.user);
  return { ...session.user.wxUserInfo };
});

/**
 * Removes a WeChat binding (nothing to do when there is none): the signed-in user's, or with
 * `{userId}` a colleague's (user.manage; an administrator's only by an administrator).
 */
const removeBindWxUser = apiWrite(userPaths.removeBindWxUser, (ctx) => {
  const session = requireSession(ctx);
  const { userId } = readStrictChoices(ctx.body, { userId: { type: 'number', integer: true, min: 1, label: { zh: '员工', en: 'Staff member' } } });
  let target = session.user;
  if (userId !== undefined && userId !== session.user.userId) {
    requirePermission(session.user, FEATURE_PERMISSIONS.userManage);
    target = findCompanyUser(session.company.companyId, userId);
    requireMayManage(session.user, target);
  }
  target.wxUserInfo = null;
  return null;
});

export const userHandlers = [
  login,
  getUserInfo,
  getMenu,
  getLoginLog,
  setTheme,
  updateUser,
  modifyPassword,
  bindWxUserWeb,
  removeBindWxUser,
  ...staffHandlers,
  ...userTaskHandlers,
  ...userSessionHandlers,
];
