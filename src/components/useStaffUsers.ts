/**
 * The company's team (/company/getUsers), one query for the whole app (companyQueries.users()):
 * owner choices, staff filters, transfer targets, the staff page's seats. Every component asking
 * shares one request and one answer; a write to the team calls `staffChanged()`.
 */
import { companyQueries } from '@/api/company.queries';
import { queryClient } from '@/api/queryClient';
import type { CompanyUser } from '@/api/user.types';
import { useQueryData, type QueryData } from '@/hooks/useQueryData';

/** The team with its loading state, error and reload (the staff page). */
export function useStaffList(): QueryData<CompanyUser[]> {
  return useQueryData(companyQueries.users());
}

/** The team for a choice or a filter: empty until loaded or when loading fails. */
export function useStaffUsers(): { users: readonly CompanyUser[]; loading: boolean } {
  const team = useStaffList();
  return { users: team.data ?? NONE, loading: team.loading };
}

/** After a write to the team: every screen showing it asks again (the shown ones at once), the staff list included. */
export async function staffChanged(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: companyQueries.users().queryKey }),
    queryClient.invalidateQueries({ queryKey: companyQueries.list('users') }),
  ]);
}

const NONE: readonly CompanyUser[] = [];
