/**
 * The merge (合单) flow on the stored rows: applying (unitedAunt, unitedJob) and moving a record
 * along domain/unitedGraph.ts (agree, reject, cancel, success, delete). Every check runs before
 * the first write, so a refused call changes nothing. Takes the database it works on: the seed
 * plays its merge records through these same functions.
 */
import {
  MERGE_TRANSITIONS,
  OPEN_MERGE_STATUSES,
  applyRefusal,
  mergeRefusal,
  mergeTarget,
  type ApplyRefusal,
  type MergeAction,
  type MergeRefusal,
  type MergeSide,
} from '@/domain/unitedGraph';
import type { UnitedMappingStatus } from '@/api/united.types';
import { BLACKLISTED, WORKING } from '@/domain/orderGraph';
import { allocateId, type AuntRow, type MockDb, type UnitedAuntRow, type UnitedJobRow, type UnitedMappingRow, type UserRow } from '../db/schema';
import { MOCK_CODES, MockError, conflict, notFound, type Msg } from '../core/errors';
import { copiedFields } from './auntCopy';
import { blankRow, completeRecord, patched, sameAuntOf, whoHas } from './auntRecord';
import { AUNT_LABEL } from './auntAccess';
import { MAPPING_LABEL, takeOffAunt, takeOffJob } from './unitedHall';

const APPLY_MESSAGES: Record<Exclude<ApplyRefusal, 'alreadyHeld'>, Msg> = {
  ownRecord: { zh: '不能与本公司共享的记录合单', en: 'You cannot apply to merge with your own agency’s record' },
  offShelf: { zh: '该记录已下架，不能申请合单', en: 'The record is no longer in the hall: you cannot apply' },
  alreadyApplied: { zh: '贵公司已申请过该记录的合单，请勿重复申请', en: 'Your agency already has an open merge on this record' },
  auntWorking: { zh: '阿姨工作中，不能合单', en: 'The aunt is working: she cannot be merged' },
  auntBlacklisted: { zh: '阿姨在黑名单中，不能合单', en: 'The aunt is blacklisted: she cannot be merged' },
};

const STATUS_NAMES: Record<UnitedMappingStatus, Msg> = {
  0: { zh: '已申请', en: 'applied' },
  1: { zh: '已同意', en: 'agreed' },
  2: { zh: '已拒绝', en: 'rejected' },
  3: { zh: '已取消', en: 'cancelled' },
  4: { zh: '已合单', en: 'merged' },
};

const ACTION_NAMES: Record<MergeAction, Msg> = {
  unitedAgree: { zh: '同意合单', en: 'agree to the merge' },
  unitedReject: { zh: '拒绝合单', en: 'reject the merge' },
  unitedCancel: { zh: '取消合单', en: 'cancel the merge' },
  unitedSuccess: { zh: '确认合单成功', en: 'complete the merge' },
  unitedDelete: { zh: '删除合单记录', en: 'delete the merge record' },
};

const SIDE_NAMES: Record<MergeSide, Msg> = { owner: { zh: '共享方', en: 'the sharing agency' }, applicant: { zh: '申请方', en: 'the applying agency' } };

/** The message of a refused step (wrongState 40901, wrongSide 40301), in the words of the step. */
export function refusalError(refusal: MergeRefusal, status: UnitedMappingStatus, action: MergeAction): MockError {
  const act = ACTION_NAMES[action];
  if (refusal === 'wrongSide') {
    const side = SIDE_NAMES[MERGE_TRANSITIONS[action].by[0] ?? 'owner'];
    return new MockError(MOCK_CODES.forbidden, { zh: `只有${side.zh}可以${act.zh}`, en: `Only ${side.en} can ${act.en}` });
  }
  const state = STATUS_NAMES[status];
  return conflict({ zh: `该合单${state.zh}，不能${act.zh}`, en: `This merge is ${state.en}: you cannot ${act.en}` });
}

export function applyError(refusal: Exclude<ApplyRefusal, 'alreadyHeld'>): MockError {
  return refusal === 'ownRecord' ? new MockError(MOCK_CODES.forbidden, APPLY_MESSAGES.ownRecord) : conflict(APPLY_MESSAGES[refusal]);
}

type Held = NonNullable<ReturnType<typeof sameAuntOf>>;

/** The aunt of `companyId` a merge of `aunt` would collide with (her mobile or identity number), if any. */
function heldIn(db: MockDb, companyId: number, aunt: Pick<AuntRow, 'mobile' | 'idCard'>): Held | null {
  return sameAuntOf({ companyId, auntId: 0, mobile: aunt.mobile, idCard: aunt.idCard }, db);
}

const HELD_FIELDS: Record<Held['field'], Msg> = { mobile: { zh: '手机号', en: 'mobile number' }, idCard: { zh: '身份证号', en: 'identity number' } };

/**
 * 40901: the agency the merge copies her into already holds her. The caller's own agency is told
 * which of its aunts that is; another agency's aunt is not named to the caller.
 */
function heldError(held: Held, callersOwn: boolean): MockError {
  const field = HELD_FIELDS[held.field];
  if (callersOwn) {
    const who = whoHas(held.other);
    return conflict({
      zh: `贵公司已有这位阿姨（${field.zh}相同）：${who.zh}，不能再合单`,
      en: `Your agency already holds this aunt (same ${field.en}): ${who.en}, so she cannot be merged again`,
    });
  }
  return conflict({
    zh: `对方公司已有这位阿姨（${field.zh}相同），不能合单`,
    en: `The other agency already holds this aunt (same ${field.en}): she cannot be merged`,
  });
}

/** The agency a merge copies the aunt into: the applicant for an aunt, the job's agency for a job. */
const receiverOf = (row: Pick<UnitedMappingRow, 'kind' | 'companyId' | 'ownerCompanyId'>) => (row.kind === 'aunt' ? row.companyId : row.ownerCompanyId);

function hasOpenMerge(db: MockDb, companyId: number, hit: (row: UnitedMappingRow) => boolean): boolean {
  return db.unitedMappings.some((row) => row.companyId === companyId && hit(row) && OPEN_MERGE_STATUSES.includes(row.status));
}

function newMapping(
  db: MockDb,
  fields: Omit<UnitedMappingRow, 'mappingAuntId' | 'status' | 'cancelledBy' | 'copiedAuntId' | 'createdTime' | 'updatedTime'>,
  time: string,
): UnitedMappingRow {
  const row: UnitedMappingRow = {
    mappingAuntId: allocateId(db, 'unitedMappings'),
    ...fields,
    status: 0,
    cancelledBy: null,
    copiedAuntId: 0,
    createdTime: time,
    updatedTime: time,
  };
  db.unitedMappings.push(row);
  return row;
}

type HallRow = Pick<UnitedAuntRow, 'companyId' | 'isOnShelf' | 'teacherUserId'>;
type KindFields = Pick<UnitedMappingRow, 'kind' | 'unitedAuntId' | 'unitedJobId' | 'auntId'>;

/**
 * One application rule for both kinds: applyRefusal on the hall record and the aunt merged (as
 * she is now; the agency she would be copied into must not hold her already), then a new applied
 * record.
 */
function apply(db: MockDb, hall: HallRow, kindFields: KindFields, aunt: AuntRow, user: UserRow, time: string): UnitedMappingRow {
  const sameRecord = (row: UnitedMappingRow) =>
    kindFields.kind === 'aunt' ? row.unitedAuntId === kindFields.unitedAuntId : row.unitedJobId === kindFields.unitedJobId;
  const fields = { ...kindFields, companyId: user.companyId, teacherUserId: user.userId, ownerCompanyId: hall.companyId, ownerUserId: hall.teacherUserId };
  const receiver = receiverOf(fields);
  const held = heldIn(db, receiver, aunt);
  const refusal = applyRefusal({
    own: hall.companyId === user.companyId,
    onShelf: hall.isOnShelf === 1,
    hasOpenMerge: hasOpenMerge(db, user.companyId, sameRecord),
    alreadyHeld: held !== null,
    auntWorkStatus: aunt.workStatus,
  });
  if (refusal === 'alreadyHeld' && held) throw heldError(held, receiver === user.companyId);
  if (refusal && refusal !== 'alreadyHeld') throw applyError(refusal);
  return newMapping(db, fields, time);
}

/** The applicant's company applies to merge with a hall aunt (`aunt`: the sharing agency's record of her). */
export function applyForAunt(db: MockDb, hall: UnitedAuntRow, aunt: AuntRow, user: UserRow, time: string): UnitedMappingRow {
  return apply(db, hall, { kind: 'aunt', unitedAuntId: hall.unitedAuntId, unitedJobId: 0, auntId: hall.auntId }, aunt, user, time);
}

/** The applicant's company offers one of its aunts (`offered`, already checked to be its own) for a hall job. */
export function applyForJob(db: MockDb, hall: UnitedJobRow, offered: AuntRow, user: UserRow, time: string): UnitedMappingRow {
  return apply(db, hall, { kind: 'job', unitedAuntId: 0, unitedJobId: hall.unitedJobId, auntId: offered.auntId }, offered, user, time);
}

/** The caller's side of a record; another agency gets "not found" (it must not learn the record exists). */
export function sideOf(row: UnitedMappingRow | undefined, companyId: number): { row: UnitedMappingRow; side: MergeSide } {
  if (row?.ownerCompanyId === companyId) return { row, side: 'owner' };
  if (row?.companyId === companyId) return { row, side: 'applicant' };
  throw notFound(MAPPING_LABEL);
}

/**
 * What success copies: an aunt merge copies the owner's aunt into the applicant's company (owned
 * by the applying staff member); a job merge copies the offered aunt into the owner's company
 * (owned by whoever shared the job). 40901 when she is gone, working or blacklisted now, or that
 * company has come to hold her since the application (`actor`: who is told).
 */
function plannedCopy(db: MockDb, row: UnitedMappingRow, actor: UserRow, time: string, today: Date): AuntRow {
  const source = db.aunts.find((aunt) => aunt.auntId === row.auntId && aunt.isDeleted === 0);
  if (!source) throw notFound(AUNT_LABEL);
  if (source.workStatus === WORKING) throw applyError('auntWorking');
  if (source.workStatus === BLACKLISTED) throw applyError('auntBlacklisted');
  const held = heldIn(db, receiverOf(row), source);
  if (held) throw heldError(held, receiverOf(row) === actor.companyId);
  const [companyId, ownerId] = row.kind === 'aunt' ? [row.companyId, row.teacherUserId] : [row.ownerCompanyId, row.ownerUserId];
  const owner =
    db.users.find((user) => user.userId === ownerId && user.companyId === companyId) ??
    db.users.find((user) => user.companyId === companyId && user.userType === 1);
  if (!owner) throw notFound({ zh: '员工', en: 'User' });
  const base = blankRow(companyId, owner, time, { auntName: source.auntName, mobile: source.mobile });
  const copy = patched(base, copiedFields(source, companyId, db));
  copy.copiedFromCompanyId = source.companyId;
  completeRecord(copy, today);
  return copy;
}

export interface StepResult {
  row: UnitedMappingRow;
  /** The new aunt of a success (not yet given her photos: the handler grants them). */
  copy?: AuntRow;
}

/**
 * Takes `action` on a record as `side` at `time`, after every check. Success: merged, the copy
 * stored, the hall record off the shelf and every other open merge of it cancelled (otherMerged).
 * Delete removes the record for both agencies. `today`: the day the copy's age is taken at (the
 * seed takes every age at its own clock).
 */
export function takeMergeStep(
  db: MockDb,
  row: UnitedMappingRow,
  side: MergeSide,
  action: MergeAction,
  actor: UserRow,
  time: string,
  today = new Date(time),
): StepResult {
  const refusal = mergeRefusal(row.status, side, action);
  if (refusal) throw refusalError(refusal, row.status, action);
  const target = mergeTarget(action);
  if (target === null) {
    db.unitedMappings.splice(db.unitedMappings.indexOf(row), 1);
    return { row };
  }
  if (action !== 'unitedSuccess') {
    Object.assign(row, { status: target, cancelledBy: action === 'unitedCancel' ? side : null, updatedTime: time });
    return { row };
  }
  const copy = plannedCopy(db, row, actor, time, today);
  copy.auntId = allocateId(db, 'aunts');
  copy.teacherName = db.users.find((user) => user.userId === copy.teacherUserId)?.contact ?? '';
  db.aunts.push(copy);
  db.auntLogs.push({
    logId: allocateId(db, 'auntLogs'),
    companyId: copy.companyId,
    auntId: copy.auntId,
    auntName: copy.auntName,
    userId: actor.userId,
    contact: actor.contact,
    action: 'copy',
    content: `copiedFrom auntId ${row.auntId} companyId ${copy.copiedFromCompanyId}; merge ${row.mappingAuntId}`,
    createdTime: time,
  });
  Object.assign(row, { status: target, cancelledBy: null, copiedAuntId: copy.auntId, updatedTime: time });
  if (row.kind === 'aunt') {
    const hall = db.unitedAunts.find((candidate) => candidate.unitedAuntId === row.unitedAuntId);
    if (hall) takeOffAunt(db, hall, 'otherMerged', time, row.mappingAuntId);
  } else {
    const hall = db.unitedJobs.find((candidate) => candidate.unitedJobId === row.unitedJobId);
    if (hall) takeOffJob(db, hall, 'otherMerged', time, row.mappingAuntId);
  }
  return { row, copy };
}
