/**
 * One-click aunt actions: top, lock, deliver, remarks, favourite, delete, reveal the mobile.
 * Each needs the ownership permission (admins always); lock/unlock only her owner or an admin;
 * deliver and delete of a locked aunt only her owner or an admin. Each change is logged;
 * asking for the state she is already in changes and logs nothing.
 * Top, lock and favourite do not touch updatedTime (they are flags of the list, not of her
 * record); deliver and remarks do.
 */
import { auntPaths, type AuntMobile } from '@/api/aunt';
import { getDb, type AuntLogAction, type AuntRow, type UserRow } from '../db';
import { takeOffAuntOf } from '../rules/unitedHall';
import { accessOf, findAunt, isOwnerOrAdmin, mayReveal, requireAct, requireUnlocked } from '../rules/auntAccess';
import { FIELD_LABELS, readOwner } from '../rules/auntInput';
import { requireNoLiveOrder } from '../rules/orderAccess';
import { writeAuntLog } from '../rules/auntLog';
import { ownerName } from '../rules/auntRecord';
import { MOCK_CODES, MockError, apiWrite, forbidden, invalid, requireSession, validate, type MockContext } from './kit';
import { AUNT_ID_RULES } from './auntRead';

/** The session's aunt of the body's auntId, checked for the ownership permission. */
function actOn(ctx: MockContext, options: { unlocked?: boolean } = {}): { user: UserRow; aunt: AuntRow; access: ReturnType<typeof accessOf> } {
  const { user, company } = requireSession(ctx);
  const { auntId } = validate(ctx.body, AUNT_ID_RULES);
  const aunt = findAunt(company.companyId, auntId);
  const access = accessOf(user);
  requireAct(access, aunt);
  if (options.unlocked) requireUnlocked(access, aunt);
  return { user, aunt, access };
}

const FLAG = (zh: string, en: string) => ({ type: 'enum', label: { zh, en }, values: [0, 1], required: true }) as const;

/** Sets a 0/1 flag and logs 'flag old -> new' when it changes. */
function setFlag(user: UserRow, aunt: AuntRow, flag: 'isTop' | 'isLocked' | 'isFav', value: 0 | 1, action: AuntLogAction): null {
  if (aunt[flag] === value) return null;
  const before = aunt[flag];
  aunt[flag] = value;
  writeAuntLog(aunt, user, action, `${flag} ${before} -> ${value}`, new Date().toISOString());
  return null;
}

const setAuntToTop = apiWrite(auntPaths.setAuntToTop, (ctx) => {
  const { user, aunt } = actOn(ctx);
  const { isTop } = validate(ctx.body, { isTop: FLAG('置顶', 'Pinned') });
  return setFlag(user, aunt, 'isTop', isTop, 'top');
});

const lockAunt = apiWrite(auntPaths.lockAunt, (ctx) => {
  const { user, aunt, access } = actOn(ctx);
  const { isLocked } = validate(ctx.body, { isLocked: FLAG('锁定', 'Locked') });
  if (!isOwnerOrAdmin(access, aunt)) {
    throw new MockError(MOCK_CODES.forbidden, {
      zh: '只有归属顾问或管理员可以锁定或解锁阿姨',
      en: 'Only her owner or an administrator can lock or unlock an aunt',
    });
  }
  return setFlag(user, aunt, 'isLocked', isLocked, 'lock');
});

const favAunt = apiWrite(auntPaths.favAunt, (ctx) => {
  const { user, aunt } = actOn(ctx);
  return setFlag(user, aunt, 'isFav', 1, 'fav');
});

const unfavAunt = apiWrite(auntPaths.unfavAunt, (ctx) => {
  const { user, aunt } = actOn(ctx);
  return setFlag(user, aunt, 'isFav', 0, 'fav');
});

/** Hands her to another enabled staff member of the company; records who and when in the log. */
const deliverAunt = apiWrite(auntPaths.deliverAunt, (ctx) => {
  const { user, aunt } = actOn(ctx, { unlocked: true });
  const { userId } = validate(ctx.body, {
    userId: { type: 'number', label: { zh: '接收顾问', en: 'Receiving staff member' }, integer: true, min: 1, required: true },
  });
  readOwner(userId, aunt.companyId);
  if (userId === aunt.teacherUserId) throw invalid({ zh: '该阿姨已归属这位顾问', en: 'She already belongs to this staff member' });
  const before = `${aunt.teacherUserId} (${ownerName(aunt.teacherUserId) || '-'})`;
  aunt.teacherUserId = userId;
  aunt.teacherName = ownerName(userId);
  aunt.updatedTime = new Date().toISOString();
  writeAuntLog(aunt, user, 'deliver', `teacherUserId ${before} -> ${userId} (${aunt.teacherName})`, aunt.updatedTime);
  return null;
});

const REMARKS_PREVIEW = 100;

const setAuntRemark = apiWrite(auntPaths.setAuntRemark, (ctx) => {
  const { user, aunt } = actOn(ctx);
  const { remarks = '' } = validate(ctx.body, { remarks: { type: 'string', label: FIELD_LABELS.remarks, maxLength: 500 } });
  if (remarks !== aunt.remarks) {
    aunt.remarks = remarks;
    aunt.updatedTime = new Date().toISOString();
    const preview = remarks.length > REMARKS_PREVIEW ? `${remarks.slice(0, REMARKS_PREVIEW)}…` : remarks;
    writeAuntLog(aunt, user, 'remark', `remarks: ${preview}`, aunt.updatedTime);
  }
  return { auntId: aunt.auntId, remarks: aunt.remarks };
});

/**
 * Into the recycle bin (isDeleted 1, with who and when); a locked aunt only by her owner or an
 * admin. Refused (40901) while she is a candidate on a live order or signed and working on one.
 * She leaves the joint hall with it (her open merges cancelled as taken off).
 */
const setAuntDelete = apiWrite(auntPaths.setAuntDelete, (ctx) => {
  const { user, aunt } = actOn(ctx, { unlocked: true });
  requireNoLiveOrder(aunt.companyId, aunt.auntId);
  const time = new Date().toISOString();
  aunt.isDeleted = 1;
  aunt.deletedTime = time;
  aunt.deletedBy = user.userId;
  takeOffAuntOf(getDb(), aunt.auntId, time);
  writeAuntLog(aunt, user, 'delete', 'isDeleted 0 -> 1', time);
  return null;
});

/** The full mobile: own and unowned aunts, others' with aunt.mobile.others, admins all. Logged. */
const getAuntMobile = apiWrite(auntPaths.getAuntMobile, (ctx): AuntMobile => {
  const { user, company } = requireSession(ctx);
  const { auntId } = validate(ctx.body, AUNT_ID_RULES);
  const aunt = findAunt(company.companyId, auntId);
  if (!mayReveal(accessOf(user), aunt)) throw forbidden();
  writeAuntLog(aunt, user, 'revealMobile', '', new Date().toISOString());
  return { auntId: aunt.auntId, mobile: aunt.mobile };
});

export const auntActionHandlers = [setAuntToTop, lockAunt, favAunt, unfavAunt, deliverAunt, setAuntRemark, setAuntDelete, getAuntMobile];
