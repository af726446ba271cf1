import { redirect } from 'react-router-dom';
import { getToken } from '@/auth/token';

/** /login's loader: a logged-in user who opens /login is sent to /. */
export function guestOnly(): Response | null {
  return getToken() ? redirect('/') : null;
}
