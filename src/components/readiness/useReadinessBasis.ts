import { useMemo, useState } from 'react';
import { useCompanyAuntOptions } from '@/components/aunt/useCompanyAuntOptions';
import { chinaDay } from '@/domain/chinaTime';
import { healthCertificateIds } from '@/domain/readiness';

export interface ReadinessBasis {
  /** The company's 健康证 option ids; null until its options are read (health then unchecked). */
  healthCertificateIds: number[] | null;
  /** Today, a China day (fixed while the page is open). */
  today: string;
}

/** Today, a China day, fixed while the page is open (the day readiness is judged on). */
export function useReadinessToday(): string {
  const [today] = useState(() => chinaDay(Date.now()));
  return today;
}

/** What every readiness of a page shares: the company's health certificate options (one cached request) and today. */
export function useReadinessBasis({ enabled = true }: { enabled?: boolean } = {}): ReadinessBasis {
  const { options } = useCompanyAuntOptions({ enabled });
  const today = useReadinessToday();
  return useMemo(() => ({ healthCertificateIds: options ? healthCertificateIds(options.certificates) : null, today }), [options, today]);
}
