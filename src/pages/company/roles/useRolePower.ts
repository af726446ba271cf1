/**
 * The pages and permissions a role holds (/sys/getRolePower), loaded when the role changes.
 * `retry` asks again after a failed load; `refresh` (after a save) resolves once the server's new
 * answer is in place, so the editor never shows the old state in between.
 */
import { useCallback, useEffect, useState } from 'react';
import { getRolePower, type RolePower } from '@/api/sys';
import { isCancelled, loadErrorText } from '@/hooks/loadError';

export interface RolePowerState {
  power: RolePower | null;
  error: string | null;
  retry: () => void;
  refresh: () => Promise<void>;
}

export function useRolePower(roleId: number): RolePowerState {
  const [outcome, setOutcome] = useState<{ roleId: number; power: RolePower | null; error: string | null } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getRolePower({ roleId }, { signal: controller.signal, silent: true }).then(
      (power) => {
        if (!controller.signal.aborted) setOutcome({ roleId, power, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isCancelled(error)) setOutcome({ roleId, power: null, error: loadErrorText(error) });
      },
    );
    return () => controller.abort();
  }, [roleId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const refresh = useCallback(async () => {
    const power = await getRolePower({ roleId }, { silent: true });
    setOutcome({ roleId, power, error: null });
  }, [roleId]);

  const current = outcome?.roleId === roleId ? outcome : null;
  return { power: current?.power ?? null, error: current?.error ?? null, retry, refresh };
}
