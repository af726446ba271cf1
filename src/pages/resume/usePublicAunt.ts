import type { PublicAunt } from '@/api/aunt';
import { auntQueries } from '@/api/aunt.queries';
import { useAuntLoad, type AuntLoadState } from '@/components/aunt/useAunt';

export type PublicAuntState = AuntLoadState<PublicAunt>;

/** The public resume's aunt; a missing or malformed id is "not found" without a request. */
export function usePublicAunt(rawId: string | null): { state: PublicAuntState; retry: () => void } {
  const auntId = rawId && /^\d+$/.test(rawId) ? Number(rawId) : 0;
  const { state, retry } = useAuntLoad(auntId, auntQueries.publicAunt);
  return { state, retry };
}
