/**
 * A settings page's own read of one catalogue (with each entry's uses), asked again after every
 * catalogue change (useCatalogueVersion in the key).
 *
 * @example const types = useCatalogueData('serviceTypes', (signal) => getServiceType({ signal, silent: true }));
 */
import { useCatalogueVersion } from '@/components/catalogues/catalogueChanges';
import { useFreshData, type FreshData } from '@/hooks/useQueryData';

export function useCatalogueData<T>(name: string, load: (signal: AbortSignal) => Promise<T>): FreshData<T> {
  const version = useCatalogueVersion();
  return useFreshData(`catalogue:${name}:v${version}`, load);
}

/** The frame's view of a load. */
export function frameState<T>(data: FreshData<T>) {
  return { ready: data.data !== null, error: data.error, reload: data.reload };
}
