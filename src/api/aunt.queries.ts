/**
 * The aunt family's queries (api/aunt.ts): each a key and its request, for `useQueryData` and
 * `queryClient.invalidateQueries` / `setQueryData` after a write.
 */
import { queryOptions } from '@tanstack/react-query';
import { getAuntRemark } from './aunt';

export const auntQueries = {
  all: ['aunt'] as const,
  /** One aunt's remarks (/aunt/getAuntRemark). */
  remark: (auntId: number) =>
    queryOptions({ queryKey: [...auntQueries.all, 'remark', auntId], queryFn: ({ signal }) => getAuntRemark({ auntId }, { signal, silent: true }) }),
};
