import { useEffect } from 'react';
import { loadCompanyAuntOptions, prefetchCompanyAuntOptions, prefetchedCompanyAuntOptions, reloadCompanyAuntOptions, useAuntOptionsStore, type CompanyAuntOptions } from './optionsStore';

export interface UseCompanyAuntOptions {
  /** null until loaded (or when loading failed). */
  options: CompanyAuntOptions | null;
  loading: boolean;
  /** The failure of the last load, if it failed. */
  error: unknown;
  reload: () => Promise<CompanyAuntOptions | null>;
}

/**
 * The company's service types (with colours), skills, certificates and labels, loaded once
 * per session and shared by every component that asks (one request however many rows).
 *
 * @example
 *   const { options } = useCompanyAuntOptions();
 *   options?.serviceTypeById.get(id)?.serviceTypeName
 *
 * Pass `{ enabled: false }` where there is no session (the public resume).
 */
export function useCompanyAuntOptions({ enabled = true }: { enabled?: boolean } = {}): UseCompanyAuntOptions {
  const options = useAuntOptionsStore((state) => state.options);
  const status = useAuntOptionsStore((state) => state.status);
  const error = useAuntOptionsStore((state) => state.error);
  // Asked for while the page renders (no store update), taken over by the effect below; a
  // render after its answer landed uses it at once.
  if (enabled && status === 'idle') prefetchCompanyAuntOptions();
  const early = enabled && status === 'idle' ? prefetchedCompanyAuntOptions() : null;

  useEffect(() => {
    if (enabled && status === 'idle') void loadCompanyAuntOptions();
  }, [enabled, status]);

  return { options: options ?? early, loading: enabled && !early && (status === 'idle' || status === 'loading'), error, reload: reloadCompanyAuntOptions };
}
