/** The company's fee names and pay styles (getAddFinanceOptions), shared by the finance pages; null until loaded. */
import { companyQueries } from '@/api/company.queries';
import type { AddFinanceOptions } from '@/api/companyOptions.types';
import type { FeeType } from '@/api/finance';
import { useQueryData, type QueryData } from '@/hooks/useQueryData';

/** Asked again after any catalogue change (the dictionary's, from either menu entry: its invalidation). */
export function useFinanceOptions(): QueryData<AddFinanceOptions> {
  return useQueryData(companyQueries.financeOptions());
}

/** Select options of the fee names (of one fee type when given). */
export function feeNameOptions(options: AddFinanceOptions | null, feeType?: FeeType) {
  return (options?.feeNames ?? [])
    .filter((item) => feeType === undefined || item.feeType === feeType)
    .map((item) => ({ value: item.dictId, label: item.dictName }));
}

export function payStyleOptions(options: AddFinanceOptions | null) {
  return (options?.payStyles ?? []).map((item) => ({ value: item.dictId, label: item.dictName }));
}
