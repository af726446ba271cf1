import { getPublicAunt, type PublicAunt } from '@/api/aunt';
import { useAuntLoad, type AuntLoadState } from '@/components/aunt/useAunt';

export type PublicAuntState = AuntLoadState<PublicAunt>;

const loadPublicAunt = (auntId: number, signal: AbortSignal) => getPublicAunt(auntId, { signal, silent: true });

/** The public resume's aunt; a missing or malformed id is "not found" without a request. */
export function usePublicAunt(rawId: string | null): { state: PublicAuntState; retry: () => void } {
  const auntId = rawId && /^\d+$/.test(rawId) ? Number(rawId) : 0;
  const { state, retry } = useAuntLoad(auntId, loadPublicAunt);
  return { state, retry };
}
