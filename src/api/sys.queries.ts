/** The sys family's queries (api/sys.ts); see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { getRolePower, getThemes } from './sys';

export const sysQueries = {
  all: ['sys'] as const,
  /** The theme presets (/sys/getThemes). */
  themes: () => queryOptions({ queryKey: [...sysQueries.all, 'themes'], queryFn: ({ signal }) => getThemes({ signal, silent: true }) }),
  /** The pages and permissions a role holds (/sys/getRolePower). */
  rolePower: (roleId: number) =>
    queryOptions({ queryKey: [...sysQueries.all, 'rolePower', roleId], queryFn: ({ signal }) => getRolePower({ roleId }, { signal, silent: true }) }),
};
