/**
 * The login session: token (cookie), user info and what derives from it (roles, permissions,
 * pages, admin flag). Talks to the server only through src/api/user, which it loads with its
 * first call: the request layer and axios (the `app-api` chunk) are not part of /login's first
 * load (docs/DECISIONS.md, "Page weight and speed").
 */
import { useMemo } from 'react';
import { create } from 'zustand';
import type { LoginRequest, SysPage, UserInfo } from '@/api/user';
import { getToken, removeToken, setToken } from '@/auth/token';
import { deriveSession, toAccess } from '@/auth/userInfo';
import { feedback } from '@/app/feedback';
import { i18n } from '@/i18n';
import { config } from '@/config';
import type { Access } from '@/auth/permission';
import { registerStoreReset, resetUserStores } from './resetRegistry';

interface SessionState {
  token: string | undefined;
  user: UserInfo | null;
  roleKeys: string[];
  permissions: string[];
  pages: SysPage[];
  isAdmin: boolean;
  /** Logs in; the mobile number is sent without spaces. Stores the token cookie. */
  login: (request: LoginRequest) => Promise<void>;
  /**
   * Loads the user info for the stored token; throws SessionInfoError or ApiError. A call while
   * one for the same token is under way joins it (main.tsx starts it early; the guard awaits it).
   */
  loadUserInfo: () => Promise<UserInfo>;
  /** Local logout (no server call): clears the cookie and every user store; yields 20000. */
  logout: () => Promise<{ code: number }>;
  /** Forgets the token and the user (used when loading the user info fails). */
  resetToken: () => void;
  /** Puts a changed company (name, logo, seats) into the user info: the sidebar shows it at once. */
  setCompany: (company: Partial<UserInfo['company']>) => void;
}

function emptySession(): Pick<SessionState, 'user' | 'roleKeys' | 'permissions' | 'pages' | 'isAdmin'> {
  return { user: null, roleKeys: [], permissions: [], pages: [], isAdmin: false };
}

/** src/api/user, loaded once (the login page asks for it early: preloadUserApi). */
const userApi = () => import('@/api/user');

/** Starts loading the request layer ahead of the first call (the login form, on first focus). */
export function preloadUserApi(): void {
  userApi().catch(() => undefined);
}

/** The user-info request under way, if any (joined by a second call for the same token). */
let userInfoRequest: { token: string | undefined; promise: Promise<UserInfo> } | null = null;

export const useSession = create<SessionState>()((set, get) => ({
  token: getToken(),
  ...emptySession(),

  async login({ mobile, password }) {
    const api = await userApi().catch((error: unknown) => {
      // Nothing was sent: the request layer's code did not arrive. Said as its network errors are.
      feedback.error(i18n.t('errors.network'), config.toastSeconds);
      throw error;
    });
    const answer = await api.loginClient({ mobile, password });
    setToken(answer.token);
    set({ token: answer.token, ...emptySession() });
  },

  loadUserInfo() {
    const token = get().token ?? getToken();
    if (userInfoRequest && userInfoRequest.token === token) return userInfoRequest.promise;
    const promise = (async () => {
      const { getUserInfo, getMenu } = await userApi();
      const info = await getUserInfo(token ?? '', { silent: true });
      const { pagesMissing, ...derived } = deriveSession(info);
      // A server whose user info carries no role pages serves the menu from /user/getMenu.
      if (pagesMissing) derived.pages = await getMenu({ silent: true });
      set({ token, ...derived });
      return derived.user;
    })();
    const request = { token, promise };
    userInfoRequest = request;
    const settled = () => {
      if (userInfoRequest === request) userInfoRequest = null;
    };
    promise.then(settled, settled);
    return promise;
  },

  async logout() {
    const result = await (await userApi()).logout();
    removeToken();
    resetUserStores();
    return result;
  },

  resetToken() {
    removeToken();
    set({ token: undefined, ...emptySession() });
  },

  setCompany(company) {
    const user = get().user;
    if (user) set({ user: { ...user, company: { ...user.company, ...company } } });
  },
}));

registerStoreReset(() => useSession.setState({ token: undefined, ...emptySession() }));

/**
 * Selector hook: the current user's access for permission checks (see auth/permission). The
 * object is kept while the session does not change, so callbacks and memos that depend on it
 * stay stable across renders.
 */
export function useAccess(): Access | null {
  const user = useSession((state) => state.user);
  const isAdmin = useSession((state) => state.isAdmin);
  const permissions = useSession((state) => state.permissions);
  return useMemo(() => (user ? toAccess({ user, isAdmin, permissions }) : null), [user, isAdmin, permissions]);
}
