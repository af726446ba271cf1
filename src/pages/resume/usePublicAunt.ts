import type { PublicAunt } from '@/api/aunt';
import { auntQueries } from '@/api/aunt.queries';
import { isApiError } from '@/api/errors';
import { NOT_FOUND_CODE, type AuntLoadState } from '@/components/aunt/useAunt';
import { useQueryData } from '@/hooks/useQueryData';

export type PublicAuntState = AuntLoadState<PublicAunt>;

const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The public résumé a link's token opens; a missing or malformed token is "not found" without a
 * request, and so is an unknown, revoked or expired one (the server answers 40401), or a server
 * that offers no résumé links (404): there is no way in by an aunt's id.
 */
export function usePublicAunt(rawToken: string | null): { state: PublicAuntState; retry: () => void } {
  const token = rawToken && TOKEN.test(rawToken) ? rawToken : '';
  const loaded = useQueryData(auntQueries.resumeByToken(token), { enabled: token !== '' });
  const cause = isApiError(loaded.cause) ? loaded.cause : null;
  const notFound = cause !== null && (cause.kind === 'unavailable' || (cause.kind === 'business' && cause.code === NOT_FOUND_CODE));
  let state: PublicAuntState;
  if (!token || notFound) state = { status: 'notFound' };
  else if (loaded.data !== null) state = { status: 'ready', aunt: loaded.data };
  else state = loaded.error ? { status: 'error' } : { status: 'loading' };
  return { state, retry: loaded.reload };
}
