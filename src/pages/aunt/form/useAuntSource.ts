import { useAunt, type AuntLoadState } from '@/components/aunt/useAunt';

export { NOT_FOUND_CODE } from '@/components/aunt/useAunt';
export type SourceState = AuntLoadState;

/**
 * The aunt the form starts from (edit: the aunt, copy: the source), or none (add). getAunt
 * answers the mobile and identity number in full when the user may see them, masked otherwise.
 * `auntId` -1 stands for an id in the URL that is not a positive integer: "not found".
 */
export function useAuntSource(auntId: number | null): { state: SourceState; retry: () => void } {
  const { state, retry } = useAunt(auntId);
  return { state, retry };
}
