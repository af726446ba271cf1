/**
 * Her sharing authorisation as the detail page shows it, and whether it blocks sharing. A server
 * without the consent calls (404, or a deployment switching them off) leaves it `unavailable`:
 * said once in the section, and sharing is not blocked (the server keeps its own rules).
 */
import { auntConsentPaths, type AuntConsent } from '@/api/auntConsent';
import { auntConsentQueries } from '@/api/auntConsent.queries';
import { isUnavailable } from '@/api/errors';
import { useCallOffered } from '@/api/optional';
import { queryClient } from '@/api/queryClient';
import { useQueryData } from '@/hooks/useQueryData';
import '@/i18n/texts/auntConsent';

export type ConsentState =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'failed'; error: string; reload: () => void }
  | { kind: 'none' }
  | { kind: 'onFile' | 'withdrawn'; consent: AuntConsent };

/** `enabled` false: nothing asked yet (a list row before its menu is wanted), `loading`. */
export function useAuntConsent(auntId: number, enabled = true): ConsentState {
  const offered = useCallOffered(auntConsentPaths.getAuntConsent);
  const query = useQueryData(auntConsentQueries.consent(auntId), { enabled: offered && enabled });
  if (!offered || isUnavailable(query.cause)) return { kind: 'unavailable' };
  if (!enabled) return { kind: 'loading' };
  if (query.error) return { kind: 'failed', error: query.error, reload: query.reload };
  if (query.loading && query.data === null) return { kind: 'loading' };
  if (!query.data) return { kind: 'none' };
  return { kind: query.data.status, consent: query.data };
}

/** Sharing her waits for an authorisation on file (known missing or withdrawn); otherwise it is the server's call. */
export const consentBlocksShare = (state: ConsentState): boolean => state.kind === 'none' || state.kind === 'withdrawn';

/** After a change to her authorisation or her place in the hall. */
export function refreshAuntConsent(auntId: number): void {
  void queryClient.invalidateQueries({ queryKey: [...auntConsentQueries.all, 'consent', auntId] });
}
