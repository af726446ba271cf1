import { getUsers } from '@/api/company';
import type { CompanyUser } from '@/api/user.types';
import { useFreshData } from '@/hooks/useFreshData';

/** The company's staff members (owner choices and filters); empty until loaded or when loading fails. */
export function useStaffUsers(): { users: readonly CompanyUser[]; loading: boolean } {
  const users = useFreshData('users', (signal) => getUsers({ signal, silent: true }));
  return { users: users.data ?? NONE, loading: users.loading };
}

const NONE: readonly CompanyUser[] = [];
