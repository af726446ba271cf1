import { useEffect } from 'react';
import {
  loadCompanyAuntOptions,
  prefetchCompanyAuntOptions,
  prefetchedCompanyAuntOptions,
  reloadCompanyAuntOptions,
  useAuntOptionsStore,
  type CompanyAuntOptions,
} from './optionsStore';

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
  // Asked for while the page renders (no store update); a render after its answer landed uses
  // it at once. A screen that rendered with it needs nothing more: copying it into the store
  // would only render that screen again, the same (the aunt list's whole frame, issue 11). One
  // that rendered without it has its effect load: that publishes an answer landed meanwhile
  // (the screen renders with it) or waits for the one still travelling.
  if (enabled && status === 'idle') prefetchCompanyAuntOptions();
  const early = enabled && status === 'idle' ? prefetchedCompanyAuntOptions() : null;
  const shownEarly = early !== null;

  useEffect(() => {
    if (enabled && status === 'idle' && !shownEarly) void loadCompanyAuntOptions();
  }, [enabled, status, shownEarly]);

  return { options: options ?? early, loading: enabled && !early && (status === 'idle' || status === 'loading'), error, reload: reloadCompanyAuntOptions };
}
