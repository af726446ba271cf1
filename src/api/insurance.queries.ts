/** The insurance family's queries (api/insurance.ts); see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { productGetInsProducts } from './insurance';

export const insuranceQueries = {
  all: ['insurance'] as const,
  /** A paged list's prefix (useTable), one per fetch. */
  list: (...name: unknown[]) => [...insuranceQueries.all, 'list', ...name] as const,
  /** The insurable products (/insurance/product/getInsProducts); empty on failure. */
  insProducts: () =>
    queryOptions({ queryKey: [...insuranceQueries.all, 'insProducts'], queryFn: ({ signal }) => productGetInsProducts(undefined, { signal }) }),
};
