/**
 * Imported first by main.tsx, before the router starts: a returning user (a token cookie) needs
 * the user info before any protected page can show, so it is asked for now, while the layout's
 * and the guard's code load. The guard joins this request (stores/session). A failure is the
 * guard's to show: it gets the same rejection.
 */
import { getToken } from '@/auth/token';
import { useSession } from '@/stores/session';

if (getToken()) useSession.getState().loadUserInfo().catch(() => undefined);
