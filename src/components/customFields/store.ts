/**
 * The company's custom form fields (aunt, employer, order) as every screen reads them (forms,
 * lists, record pages): one query per form (companyQueries.customFormFields), asked once per
 * session and shared, one request however many rows. The settings page writes its saved answer
 * into the cache, so every screen follows at once; logout forgets it (queryClient).
 */
import type { CustomFormField } from '@/api/company';
import { auntQueries } from '@/api/aunt.queries';
import { companyQueries } from '@/api/company.queries';
import { orderQueries } from '@/api/order.queries';
import { queryClient } from '@/api/queryClient';
import type { CustomFormName } from '@/domain/customForm';
import { useQueryData } from '@/hooks/useQueryData';

export interface UseCustomFormFields {
  /** Every field of the form (removed ones too, isDeleted 1); null until loaded. */
  fields: CustomFormField[] | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/**
 * A form's custom fields, loaded on first use and shared.
 *
 * @example
 *   const { fields } = useCustomFormFields('aunt');
 *   shownFields(fields ?? []).map(...)
 */
export function useCustomFormFields(formName: CustomFormName): UseCustomFormFields {
  const query = useQueryData(companyQueries.customFormFields(formName), { staleMs: Infinity });
  return { fields: query.data, loading: query.loading, failed: query.error !== null, reload: query.reload };
}

/** The settings page saved a form's fields: every screen shows the answer at once. */
export function publishCustomFormFields(formName: CustomFormName, fields: CustomFormField[]): void {
  queryClient.setQueryData(companyQueries.customFormFields(formName).queryKey, fields);
}

/** An admin changed a list's custom tabs: the aunt and order lists and the settings page read their tabs (and counts) again. */
export function invalidateCustomTabs(): Promise<unknown> {
  const keys = [
    [...auntQueries.all, 'customTabData'],
    [...orderQueries.all, 'customTabData'],
    [...companyQueries.all, 'tabSettings'],
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
