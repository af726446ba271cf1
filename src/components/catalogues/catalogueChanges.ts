/**
 * After a write to a catalogue of the company (service types, skills, labels, certificates /
 * trainings / visas, attribute values, templates, fee names and pay styles): every query under the
 * families' `catalogues` prefix (companyQueries, customQueries) is asked again where shown and goes
 * stale elsewhere, so the aunt options of lists, forms, details and filters, the fee forms and the
 * settings pages' own lists follow without a reload.
 *
 * @example
 *   await setAuntLabelOption(body);
 *   void invalidateCatalogues();
 */
import { companyQueries } from '@/api/company.queries';
import { customQueries } from '@/api/custom.queries';
import { queryClient } from '@/api/queryClient';

const CATALOGUES = [companyQueries.catalogues, customQueries.catalogues];

export async function invalidateCatalogues(): Promise<void> {
  // A load that set out before the write may carry the old catalogue: it is dropped and asked again.
  await Promise.all(CATALOGUES.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(CATALOGUES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
