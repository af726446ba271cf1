/** What the signed-in user may do with one aunt (the same rules the server applies). */
import type { Aunt } from '@/api/aunt';
import { canByOwnership, hasPermission, type Access, type OwnershipRule } from '@/auth/permission';
import { canUseHall } from '@/components/united/shelfRules';
import { FEATURE_PERMISSIONS, OWNERSHIP_PERMISSIONS } from '@/domain/permissions';

/** Seeing the full mobile: own and unowned aunts by the ownership permissions, others' by aunt.mobile.others. */
export const REVEAL_MOBILE_RULE: OwnershipRule = {
  own: OWNERSHIP_PERMISSIONS.aunt.own,
  unowned: OWNERSHIP_PERMISSIONS.aunt.unowned,
  others: FEATURE_PERMISSIONS.auntMobileOthers,
};

export interface AuntAbilities {
  /** Edit her record and remarks (ownership permission; a locked aunt: her owner or an admin). */
  edit: boolean;
  /** Copy her into a new record, or favourite her (ownership permission). */
  copy: boolean;
  revealMobile: boolean;
  /** Share her into the joint hall or take her off: the ownership permission, and united.manage. */
  share: boolean;
  /** Buy insurance for her (the insurance orders' create form): insurance.manage. */
  insure: boolean;
}

export function abilitiesFor(access: Access | null, aunt: Pick<Aunt, 'teacherUserId' | 'isLocked'>): AuntAbilities {
  if (!access) return { edit: false, copy: false, revealMobile: false, share: false, insure: false };
  const mayAct = canByOwnership(access, OWNERSHIP_PERMISSIONS.aunt, aunt.teacherUserId);
  const lockedOut = aunt.isLocked === 1 && !access.isAdmin && aunt.teacherUserId !== access.userId;
  return {
    edit: mayAct && !lockedOut,
    copy: mayAct,
    revealMobile: canByOwnership(access, REVEAL_MOBILE_RULE, aunt.teacherUserId),
    share: mayAct && canUseHall(access),
    insure: hasPermission(access, FEATURE_PERMISSIONS.insuranceManage),
  };
}
