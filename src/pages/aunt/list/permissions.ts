/**
 * What the signed-in user may do to one aunt, mirroring the server's rules (docs/DECISIONS.md):
 * - act (favourite, top, remarks): the ownership permissions aunt.own / aunt.unowned / aunt.others;
 * - change (edit, inline edits, deliver, delete): act, and a locked aunt only by her owner or an admin;
 * - lock/unlock: act, and only her owner or an admin;
 * - reveal the mobile: aunt.own / aunt.unowned, and aunt.mobile.others for other staff's aunts;
 * - share into / take off the joint hall: act, and united.manage.
 * The server checks every call too (a refusal shows its message).
 */
import type { Aunt } from '@/api/aunt.types';
import { canByOwnership, type Access, type OwnershipRule } from '@/auth/permission';
import { canUseHall } from '@/components/united/shelfRules';
import { FEATURE_PERMISSIONS, OWNERSHIP_PERMISSIONS } from '@/domain/permissions';

export interface AuntRights {
  act: boolean;
  change: boolean;
  lock: boolean;
  reveal: boolean;
  share: boolean;
}

const REVEAL_RULE: OwnershipRule = {
  own: OWNERSHIP_PERMISSIONS.aunt.own,
  unowned: OWNERSHIP_PERMISSIONS.aunt.unowned,
  others: FEATURE_PERMISSIONS.auntMobileOthers,
};

const NONE: AuntRights = { act: false, change: false, lock: false, reveal: false, share: false };

export function auntRights(access: Access | null, aunt: Pick<Aunt, 'teacherUserId' | 'isLocked'>): AuntRights {
  if (!access) return NONE;
  const ownerOrAdmin = access.isAdmin || (aunt.teacherUserId !== 0 && aunt.teacherUserId === access.userId);
  const byOwnership = canByOwnership(access, OWNERSHIP_PERMISSIONS.aunt, aunt.teacherUserId);
  return {
    act: byOwnership,
    change: byOwnership && (aunt.isLocked !== 1 || ownerOrAdmin),
    lock: byOwnership && ownerOrAdmin,
    reveal: canByOwnership(access, REVEAL_RULE, aunt.teacherUserId),
    share: byOwnership && canUseHall(access),
  };
}
