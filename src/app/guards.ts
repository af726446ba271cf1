/**
 * Route guards as data-router loaders (first document, section 2, "Guard rules"):
 * - a protected route without a token goes to /login?redirect=<wanted path>;
 * - the user info is loaded once per session; if that fails the token is cleared, the error
 *   (or 'Has Error') is shown and the user goes to login;
 * (A logged-in user who opens /login goes to /: see guestOnly.ts.)
 * This module is loaded with the first protected route, not with /login.
 */
import { redirect, replace, type LoaderFunctionArgs } from 'react-router-dom';
import { getToken } from '@/auth/token';
import { loginPathFor } from '@/auth/redirect';
import { hasDashboard, homePathOf } from '@/auth/home';
import { SessionInfoError } from '@/auth/userInfo';
import { decideErrorDisplay, isApiError } from '@/api/errors';
import type { UserInfo } from '@/api/user';
import { useSession } from '@/stores/session';
import { themeOf } from '@/domain/theme';
import { applyTheme } from '@/stores/theme';
import { i18n } from '@/i18n';
import { feedback } from './feedback';
import { config } from '@/config';
import { installMenuRoutes } from './menuRoutes';
import { menuTreeOf } from './useMenuTree';

/** The text the guard shows when the user info cannot be loaded: the error, or 'Has Error'. */
export function guardErrorText(error: unknown): string {
  if (error instanceof SessionInfoError) return i18n.t(error.messageKey);
  if (isApiError(error)) {
    if (error.serverMessage) return error.serverMessage;
    const decision = error.kind === 'business' ? null : decideErrorDisplay(error, true);
    return decision?.action === 'toast' ? decision.text : i18n.t('session.hasError');
  }
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('session.hasError');
}

let themedUser: UserInfo | null = null;

/**
 * The theme saved on the server (sys_theme: colour, menu colours, stylesheet) wins over this browser's copy, once per user
 * info loaded: whichever asked for it first (the entry asks at once when a token is there,
 * app/earlyUserInfo), the guard applies it when the user is in.
 */
function applyServerTheme(user: UserInfo): void {
  if (user === themedUser) return;
  themedUser = user;
  const theme = themeOf(user.sys_theme);
  if (theme) applyTheme(theme);
}

export async function requireSession({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const wanted = url.pathname + url.search;
  if (!getToken()) throw redirect(loginPathFor(wanted));
  if (!useSession.getState().user) {
    try {
      await useSession.getState().loadUserInfo();
    } catch (error) {
      useSession.getState().resetToken();
      feedback.error(guardErrorText(error), config.toastSeconds);
      throw redirect(loginPathFor(wanted));
    }
  }
  const { pages, user } = useSession.getState();
  if (user) applyServerTheme(user);
  // New menu routes were added: match this URL again so a reload on a menu route lands on it.
  if (user && installMenuRoutes(menuTreeOf(pages, user), user.userId)) throw replace(wanted);
  return null;
}

/**
 * The dashboard's loader: the dashboard shows an agency's figures, so a user without an agency
 * (a platform operator, auth/home) goes to their first menu page instead. Agency users pass.
 * Failures are left to requireSession (the layout's loader, running beside this one).
 */
export async function requireDashboard(): Promise<Response | null> {
  if (!getToken()) return null;
  if (!useSession.getState().user) {
    try {
      await useSession.getState().loadUserInfo();
    } catch {
      return null;
    }
  }
  const { roleKeys, pages, user } = useSession.getState();
  if (!user || hasDashboard(roleKeys)) return null;
  return redirect(homePathOf(roleKeys, menuTreeOf(pages, user)));
}
