/** The office family's queries (api/office.ts); see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { getAchievement } from './office';

export const officeQueries = {
  all: ['office'] as const,
  /** The staff achievements and targets of a month (/office/getAchievement). */
  achievement: (query: Parameters<typeof getAchievement>[0]) =>
    queryOptions({ queryKey: [...officeQueries.all, 'achievement', query], queryFn: ({ signal }) => getAchievement(query, { signal, silent: true }) }),
};
