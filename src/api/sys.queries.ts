/** The sys family's queries (api/sys.ts); see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { getRegion, getRolePower, getThemes, regionLetter } from './sys';

export const sysQueries = {
  all: ['sys'] as const,
  /** The theme presets (/sys/getThemes). */
  themes: () => queryOptions({ queryKey: [...sysQueries.all, 'themes'], queryFn: ({ signal }) => getThemes({ signal, silent: true }) }),
  /** The pages and permissions a role holds (/sys/getRolePower). */
  rolePower: (roleId: number) =>
    queryOptions({ queryKey: [...sysQueries.all, 'rolePower', roleId], queryFn: ({ signal }) => getRolePower({ roleId }, { signal, silent: true }) }),
  /** Every city with its province (/sys/getRegion type 0); kept for the session. */
  regions: () => queryOptions({ queryKey: [...sysQueries.all, 'regions'], queryFn: ({ signal }) => getRegion({ type: 0 }, { signal, silent: true }) }),
  /** The cities grouped by initial letter (/sys/region/letter); kept for the session. */
  regionLetters: () => queryOptions({ queryKey: [...sysQueries.all, 'regionLetters'], queryFn: ({ signal }) => regionLetter({ signal, silent: true }) }),
};
