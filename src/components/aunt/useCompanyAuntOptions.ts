import { companyQueries, type CompanyAuntOptions } from '@/api/company.queries';
import { useQueryData } from '@/hooks/useQueryData';

export interface UseCompanyAuntOptions {
  /** null until loaded (or when loading failed). */
  options: CompanyAuntOptions | null;
  loading: boolean;
  /** The failure of the last load (the error catalogue's words), if it failed. */
  error: string | null;
  reload: () => void;
}

/**
 * The company's service types (with colours), skills, certificates and labels
 * (companyQueries.auntOptions), asked once per session and shared by every component that asks
 * (one request however many rows); a catalogue write invalidates them (catalogueChanges).
 *
 * @example
 *   const { options } = useCompanyAuntOptions();
 *   options?.serviceTypeById.get(id)?.serviceTypeName
 *
 * Pass `{ enabled: false }` where there is no session (the public resume).
 */
export function useCompanyAuntOptions({ enabled = true }: { enabled?: boolean } = {}): UseCompanyAuntOptions {
  const query = useQueryData(companyQueries.auntOptions(), { enabled, staleMs: Infinity });
  return { options: query.data, loading: query.loading, error: query.error, reload: query.reload };
}
