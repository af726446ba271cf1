/** The login token, kept in a cookie for 30 days (SameSite=Lax, Secure over https). */
import Cookies from 'js-cookie';
import { config } from '@/config';
import { forgetPersonalData } from './personalData';

export function getToken(): string | undefined {
  return Cookies.get(config.tokenCookieName) || undefined;
}

/** A new session: whatever personal data an earlier one left (drafts) is forgotten first. */
export function setToken(token: string): void {
  forgetPersonalData();
  Cookies.set(config.tokenCookieName, token, {
    expires: config.tokenCookieDays,
    sameSite: 'Lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
    path: '/',
  });
}

/** The session ends (logout, expiry, a refused token): its personal data (drafts) goes with it. */
export function removeToken(): void {
  forgetPersonalData();
  Cookies.remove(config.tokenCookieName, { path: '/' });
}
