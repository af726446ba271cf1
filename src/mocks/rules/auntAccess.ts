/**
 * Who may do what to an aunt, on the server (the same rule as the client's canByOwnership):
 * - acting on her (edit, copy, editField, top, lock, deliver, remarks, favourite, delete):
 *   the ownership permissions aunt.own / aunt.unowned / aunt.others; admins always;
 * - seeing her full mobile and identity number: aunt.own / aunt.unowned for own and unowned
 *   aunts, aunt.mobile.others for other staff members' aunts; admins always;
 * - a locked aunt (isLocked 1) may be changed only by her owner or an admin; so may the lock.
 * Aunts are looked up inside the session's company only: another company's id is "not found".
 */
import { canByOwnership, type Access, type OwnershipRule } from '@/auth/permission';
import { FEATURE_PERMISSIONS, OWNERSHIP_PERMISSIONS } from '@/domain/permissions';
import { getDb, type AuntRow, type UserRow } from '../db';
import { MOCK_CODES, MockError, forbidden, notFound, type Msg } from '../core/errors';
import { isAdmin, permissionsOf } from './access';

export const AUNT_LABEL: Msg = { zh: '阿姨', en: 'Aunt' };

/** Revealing the mobile / identity number. */
export const REVEAL_RULE: OwnershipRule = {
  own: OWNERSHIP_PERMISSIONS.aunt.own,
  unowned: OWNERSHIP_PERMISSIONS.aunt.unowned,
  others: FEATURE_PERMISSIONS.auntMobileOthers,
};

export function accessOf(user: UserRow): Access {
  return {
    userId: user.userId,
    isAdmin: isAdmin(user),
    permissions: new Set(permissionsOf(user).map((row) => row.permissionName)),
  };
}

export function mayAct(access: Access, aunt: Pick<AuntRow, 'teacherUserId'>): boolean {
  return canByOwnership(access, OWNERSHIP_PERMISSIONS.aunt, aunt.teacherUserId);
}

export function mayReveal(access: Access, aunt: Pick<AuntRow, 'teacherUserId'>): boolean {
  return canByOwnership(access, REVEAL_RULE, aunt.teacherUserId);
}

/** 40301 unless the user may act on aunts with this owner. */
export function requireAct(access: Access, aunt: Pick<AuntRow, 'teacherUserId'>): void {
  if (!mayAct(access, aunt)) throw forbidden();
}

export const lockedError = (): MockError =>
  new MockError(MOCK_CODES.forbidden, {
    zh: '该阿姨已锁定，只有归属顾问或管理员可以修改',
    en: 'This aunt is locked: only her owner or an administrator can change her',
  });

/** True when the user is her owner or an admin (who may change a locked aunt and lock or unlock her). */
export function isOwnerOrAdmin(access: Access, aunt: Pick<AuntRow, 'teacherUserId'>): boolean {
  return access.isAdmin || (aunt.teacherUserId !== 0 && aunt.teacherUserId === access.userId);
}

/** 40301 (locked message) when she is locked and the user is neither her owner nor an admin. */
export function requireUnlocked(access: Access, aunt: Pick<AuntRow, 'teacherUserId' | 'isLocked'>): void {
  if (aunt.isLocked === 1 && !isOwnerOrAdmin(access, aunt)) throw lockedError();
}

/** The aunt of this company with this id and deleted state, else 40401. */
export function findAunt(companyId: number, auntId: number, isDeleted: 0 | 1 = 0): AuntRow {
  const row = getDb().aunts.find((candidate) => candidate.auntId === auntId);
  if (!row || row.companyId !== companyId || row.isDeleted !== isDeleted) throw notFound(AUNT_LABEL);
  return row;
}
