/**
 * The one signal (the `catalogues` event of the event storage, stores/events) that a catalogue of the company changed (service types, skills, labels,
 * certificates / trainings / visas, attribute values, templates, fee names and pay styles): the
 * settings pages announce it after every successful write, and every screen that shows a catalogue
 * follows at once, without a reload:
 * - the shared aunt options (components/aunt/optionsStore: lists, forms, details, filters of aunts,
 *   employers, jobs and orders) are asked again, once, if they were loaded;
 * - data read with useFreshData (fee names and pay styles, attribute values, templates, the settings
 *   pages' own lists) carries `useCatalogueVersion()` in its key, so it is asked again when shown.
 *
 * @example
 *   await setAuntLabelOption(body);
 *   announceCatalogueChange();
 *   // elsewhere
 *   const version = useCatalogueVersion();
 *   useFreshData(`financeOptions:v${version}`, load);
 */
import { companyAuntOptionsInUse, reloadCompanyAuntOptions } from '@/components/aunt/optionsStore';
import { announceEvent, useEventVersion } from '@/stores/events';

export function announceCatalogueChange(): void {
  announceEvent('catalogues');
  // Not loaded yet: the first screen that needs them loads the new ones anyway.
  if (companyAuntOptionsInUse()) void reloadCompanyAuntOptions();
}

/** A number that changes with every announced change (for data keys). */
export function useCatalogueVersion(): number {
  return useEventVersion('catalogues');
}
