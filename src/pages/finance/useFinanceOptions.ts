/** The company's fee names and pay styles (getAddFinanceOptions), shared by the finance pages; null until loaded. */
import { getAddFinanceOptions } from '@/api/company';
import type { AddFinanceOptions } from '@/api/companyOptions.types';
import type { FeeType } from '@/api/finance';
import { useCatalogueVersion } from '@/components/catalogues/catalogueChanges';
import { useFreshData, type FreshData } from '@/hooks/useQueryData';

export const FINANCE_OPTIONS_KEY = 'financeOptions';

/** Asked again after any catalogue change (the dictionary's, from either menu entry). */
export function useFinanceOptions(): FreshData<AddFinanceOptions> {
  const version = useCatalogueVersion();
  return useFreshData(`${FINANCE_OPTIONS_KEY}:v${version}`, (signal) => getAddFinanceOptions({ signal, silent: true }));
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
