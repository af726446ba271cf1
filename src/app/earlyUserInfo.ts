/**
 * Imported first by main.tsx, before the router starts: a returning user (a token cookie) needs
 * the user info before any protected page can show, so it is asked for as soon as the runtime
 * configuration (the API base, the cookie's name) is in force, while the router's first page
 * loads. The guard joins this request (stores/session). A failure is the guard's to show: it
 * gets the same rejection.
 */
import { getToken } from '@/auth/token';
import { useSession } from '@/stores/session';
import { configReady } from './runtimeConfig';

void configReady.then(() => {
  // The session store read the cookie when it was made, under the built-in name: read it again.
  const token = getToken();
  useSession.setState({ token });
  if (token) useSession.getState().loadUserInfo().catch(() => undefined);
});
