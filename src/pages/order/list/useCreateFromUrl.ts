import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CreateOrderSeed } from '../components/CreateOrderDialog';

const LINK_PARAMS = ['create', 'employerId', 'jobId'] as const;

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * The "new order" dialog's state, also opened by a link (`?create=1&employerId=..&jobId=..`, from
 * the jobs page): the link's ids become the dialog's seed and the params are removed from the
 * URL (replace), so a reload or going back does not open it again.
 */
export function useCreateFromUrl(): { seed: CreateOrderSeed | null; open: (seed?: CreateOrderSeed) => void; close: () => void } {
  const [params, setParams] = useSearchParams();
  const [seed, setSeed] = useState<CreateOrderSeed | null>(null);
  const linked = params.get('create') === '1';

  useEffect(() => {
    if (!linked) return;
    // Taken from the URL once, then the URL forgets it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSeed({ employerId: positive(params.get('employerId')), jobId: positive(params.get('jobId')) });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of LINK_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [linked, params, setParams]);

  return { seed, open: (next = {}) => setSeed(next), close: () => setSeed(null) };
}
