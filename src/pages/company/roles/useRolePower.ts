/**
 * The pages and permissions a role holds (sysQueries.rolePower), loaded when the role changes.
 * `retry` asks again after a failed load; `refresh` (after a save) resolves once the server's new
 * answer is in place, so the editor never shows the old state in between.
 */
import { useCallback } from 'react';
import { queryClient } from '@/api/queryClient';
import type { RolePower } from '@/api/sys';
import { sysQueries } from '@/api/sys.queries';
import { useQueryData } from '@/hooks/useQueryData';

export interface RolePowerState {
  power: RolePower | null;
  error: string | null;
  retry: () => void;
  refresh: () => Promise<void>;
}

export function useRolePower(roleId: number): RolePowerState {
  const query = sysQueries.rolePower(roleId);
  const power = useQueryData(query);
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: sysQueries.rolePower(roleId).queryKey }), [roleId]);
  // Another role's answer is never shown while this one loads.
  const own = power.loading ? null : power.data;
  return { power: own, error: power.error, retry: power.reload, refresh };
}
