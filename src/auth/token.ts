/** The login token, kept in a cookie for 30 days (SameSite=Lax, Secure over https). */
import Cookies from 'js-cookie';
import { config } from '@/config';

export function getToken(): string | undefined {
  return Cookies.get(config.tokenCookieName) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(config.tokenCookieName, token, {
    expires: config.tokenCookieDays,
    sameSite: 'Lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
    path: '/',
  });
}

export function removeToken(): void {
  Cookies.remove(config.tokenCookieName, { path: '/' });
}
