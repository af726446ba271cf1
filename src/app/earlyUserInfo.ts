/**
 * Imported first by main.tsx, before the router starts: a returning user (a token cookie) needs
 * the user info before any protected page can show, so it is asked for as soon as the runtime
 * configuration (the API base, the cookie's name) is in force, while the router's first page
 * loads. The guard joins this request (stores/session). A failure is the guard's to show: it
 * gets the same rejection. The request layer (a chunk of its own, not on /login) is asked for at
 * once when the built-in cookie holds a token, so the request need not wait for it after that.
 * On the dashboard (the landing page), its figures are asked for beside it (app/earlyRequests).
 */
import { getToken } from '@/auth/token';
import { preloadUserApi, useSession } from '@/stores/session';
import { configReady } from './runtimeConfig';

if (getToken()) preloadUserApi();

void configReady.then(() => {
  // The session store read the cookie when it was made, under the built-in name: read it again.
  const token = getToken();
  useSession.setState({ token });
  if (!token) return;
  useSession
    .getState()
    .loadUserInfo()
    .catch(() => undefined);
  if (/^\/(dashboard\/?)?$/.test(window.location.pathname)) void import('@/pages/dashboard/early').then((early) => early.startDashboardEarly());
});
