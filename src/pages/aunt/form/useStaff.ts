import { useEffect, useState } from 'react';
import { getUsers } from '@/api/company';
import type { CompanyUser } from '@/api/user.types';

/** The company's staff members (the owner choices); empty until loaded or when loading fails. */
export function useStaff(): { staff: CompanyUser[]; loading: boolean } {
  const [staff, setStaff] = useState<CompanyUser[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let active = true;
    getUsers({ silent: true })
      .then((users) => {
        if (active) setStaff(users);
      })
      .catch(() => undefined)
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, []);
  return { staff, loading };
}
