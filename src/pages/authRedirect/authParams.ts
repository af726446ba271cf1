/**
 * Reads the token and the redirect target of /auth-redirect from the query (`?token=`) or from
 * the hash (`#/?token=`, `#token=`), the query winning when both carry one.
 */
export interface AuthParams {
  token: string | null;
  redirect: string | null;
}

function hashParams(hash: string): URLSearchParams {
  const body = hash.replace(/^#/, '');
  const question = body.indexOf('?');
  if (question >= 0) return new URLSearchParams(body.slice(question + 1));
  return new URLSearchParams(body.includes('=') ? body.replace(/^\//, '') : '');
}

export function parseAuthParams(search: string, hash: string): AuthParams {
  const query = new URLSearchParams(search);
  const fromHash = hashParams(hash);
  const token = (query.get('token') ?? fromHash.get('token') ?? '').trim();
  const redirect = query.get('redirect') ?? fromHash.get('redirect');
  return { token: token || null, redirect: redirect || null };
}
