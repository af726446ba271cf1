/**
 * Who may share into / take off the joint hall, and which aunts cannot be shared: the same
 * rules the server applies (united.manage; a working or blacklisted aunt is refused by addAunt).
 */
import type { AuntWorkStatus } from '@/api/aunt.types';
import { hasPermission, type Access } from '@/auth/permission';
import { BLACKLISTED, WORKING } from '@/domain/orderGraph';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';

export type ShareBlock = 'working' | 'blacklisted' | 'disabledJob';

/** The user may use the joint hall (share, take off, see offered aunts). */
export function canUseHall(access: Access | null): boolean {
  return access !== null && hasPermission(access, FEATURE_PERMISSIONS.unitedManage);
}

/** Why this aunt cannot be shared now (text: unitedShelf.blocked.<reason>), or null. */
export function auntShareBlock(workStatus: AuntWorkStatus): ShareBlock | null {
  if (workStatus === BLACKLISTED) return 'blacklisted';
  if (workStatus === WORKING) return 'working';
  return null;
}

/** Why this job cannot be shared now, or null. */
export function jobShareBlock(isDisabled: 0 | 1): ShareBlock | null {
  return isDisabled === 1 ? 'disabledJob' : null;
}
