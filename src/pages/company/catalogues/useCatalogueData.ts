/** A settings page's own read of one catalogue (a `companyQueries` / `customQueries` catalogue query, with each entry's uses), as its frame shows it. */
import type { QueryData } from '@/hooks/useQueryData';

/** The frame's view of a load. */
export function frameState<T>(data: QueryData<T>) {
  return { ready: data.data !== null, error: data.error, reload: data.reload };
}
