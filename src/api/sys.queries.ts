/** The sys family's queries (api/sys.ts); see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { getThemes } from './sys';

export const sysQueries = {
  all: ['sys'] as const,
  /** The theme presets (/sys/getThemes). */
  themes: () => queryOptions({ queryKey: [...sysQueries.all, 'themes'], queryFn: ({ signal }) => getThemes({ signal, silent: true }) }),
};
