import type { Aunt } from '@/api/aunt';
import { useAunt, type AuntLoadState } from '@/components/aunt/useAunt';

export type DetailState = Exclude<AuntLoadState, { status: 'none' }>;

/** One aunt for the detail page, with a retry and a local update (see useAunt). */
export function useAuntDetail(auntId: number): { state: DetailState; retry: () => void; update: (change: Partial<Aunt>) => void } {
  const { state, retry, update } = useAunt(auntId);
  return { state: state.status === 'none' ? { status: 'notFound' } : state, retry, update };
}
