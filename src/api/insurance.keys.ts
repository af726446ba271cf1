/** Query keys of the insurance family (api/insurance.ts). */
export const insuranceKeys = {
  all: ['insurance'] as const,
  /** The insurable products (/insurance/product/getInsProducts) for a query. */
  insProducts: (query: object = {}) => [...insuranceKeys.all, 'insProducts', query] as const,
};
