import { getUsers } from '@/api/company';
import type { CompanyUser } from '@/api/user.types';
import { useFreshData } from '@/hooks/useFreshData';

const NO_STAFF: CompanyUser[] = [];

/** The company's staff members (owner filter, transfer target); empty until loaded. */
export function useStaff(): { staff: CompanyUser[]; loading: boolean } {
  const users = useFreshData('order-staff', (signal) => getUsers({ signal, silent: true }));
  return { staff: users.data ?? NO_STAFF, loading: users.loading };
}
