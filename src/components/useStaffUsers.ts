/**
 * The company's team (/company/getUsers), one query for the whole app (companyKeys.users()):
 * owner choices, staff filters, transfer targets, the staff page's seats. Every component asking
 * shares one request and one answer; a write to the team calls `staffChanged()`.
 */
import { getUsers } from '@/api/company';
import { companyKeys } from '@/api/company.keys';
import { queryClient } from '@/api/queryClient';
import type { CompanyUser } from '@/api/user.types';
import { useFreshData, type FreshData } from '@/hooks/useFreshData';

/** The team with its loading state, error and reload (the staff page). */
export function useStaffList(): FreshData<CompanyUser[]> {
  return useFreshData(companyKeys.users(), (signal) => getUsers({ signal, silent: true }));
}

/** The team for a choice or a filter: empty until loaded or when loading fails. */
export function useStaffUsers(): { users: readonly CompanyUser[]; loading: boolean } {
  const team = useStaffList();
  return { users: team.data ?? NONE, loading: team.loading };
}

/** After a write to the team: every screen showing it asks again (the shown ones at once). */
export function staffChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: companyKeys.users() });
}

const NONE: readonly CompanyUser[] = [];
