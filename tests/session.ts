/**
 * Signing in for page tests: the session the guard would leave (token cookie, user info), with
 * no login page in between.
 *
 * @example
 *   beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));
 *   it('…', async () => { await signInAs(STAFF_ACCOUNT); … });
 */
import { removeToken, setToken } from '@/auth/token';
import { queryClient } from '@/api/queryClient';
import { resetTableLayouts } from '@/components/DataTable/tableLayouts';
import { i18n } from '@/i18n';
import { mockServer } from '@/mocks/node';
import { tokenFor } from '@/mocks/testing';
import { useSession } from '@/stores/session';

/** Replaces the session with `account`'s and loads its user info. */
export async function signInAs(account: { mobile: string }): Promise<void> {
  removeToken();
  useSession.getState().resetToken();
  setToken(tokenFor(account));
  await useSession.getState().loadUserInfo();
}

/**
 * The start of a page test: no request listeners left from the last test, (optionally) empty
 * localStorage, the company's aunt options, custom fields and list layouts to be loaded again,
 * Chinese, signed in as `account`.
 * Returns the cleanup (the token removed), so it can be what beforeEach returns.
 */
export async function signInForTest(account: { mobile: string }, { clearStorage = false }: { clearStorage?: boolean } = {}): Promise<() => void> {
  mockServer.events.removeAllListeners();
  if (clearStorage) localStorage.clear();
  // The company's aunt options, custom fields and list layouts are asked again (the database was reset).
  queryClient.clear();
  resetTableLayouts();
  await i18n.changeLanguage('zh');
  await signInAs(account);
  return () => removeToken();
}
