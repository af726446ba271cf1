/**
 * The joint-hall merge (合单) graph as data, shared by the mock (which enforces it) and the
 * pages (which offer only the steps it allows). A merge record links an applying agency to a
 * hall record (aunt or job) of the owner agency, the one that shared it.
 *
 *   applied ──agree (owner)──▶ agreed ──success (owner)──▶ merged
 *      │  └──reject (owner)──▶ rejected                      │
 *      └──cancel (either)──▶ cancelled ◀──cancel (either)── agreed
 *   rejected / cancelled / merged ──delete (either)──▶ gone for both agencies
 *
 * Success cancels every other open merge of the same hall record in the same write and takes
 * the record off the hall (unitedMergeEffects).
 */
import type { AuntWorkStatus } from '@/api/aunt.types';
import type { UnitedMappingStatus } from '@/api/united.types';
import { BLACKLISTED, WORKING } from './orderGraph';

export const MERGE_STATUS = { applied: 0, agreed: 1, rejected: 2, cancelled: 3, merged: 4 } as const satisfies Record<string, UnitedMappingStatus>;

/** Records still in the running: another merge's success cancels them. */
export const OPEN_MERGE_STATUSES: readonly UnitedMappingStatus[] = [MERGE_STATUS.applied, MERGE_STATUS.agreed];
/** Closed records: only deletion is left. */
export const CLOSED_MERGE_STATUSES: readonly UnitedMappingStatus[] = [MERGE_STATUS.rejected, MERGE_STATUS.cancelled, MERGE_STATUS.merged];

/** The calls that move a merge record, by their /united/ names. */
export const MERGE_ACTIONS = ['unitedAgree', 'unitedReject', 'unitedCancel', 'unitedSuccess', 'unitedDelete'] as const;
export type MergeAction = (typeof MERGE_ACTIONS)[number];

/** owner: the agency that shared the hall record; applicant: the agency that applied to merge. */
export type MergeSide = 'owner' | 'applicant';

interface MergeTransition {
  from: readonly UnitedMappingStatus[];
  by: readonly MergeSide[];
  /** null: the record is deleted. */
  to: UnitedMappingStatus | null;
}

export const MERGE_TRANSITIONS: Record<MergeAction, MergeTransition> = {
  unitedAgree: { from: [MERGE_STATUS.applied], by: ['owner'], to: MERGE_STATUS.agreed },
  unitedReject: { from: [MERGE_STATUS.applied], by: ['owner'], to: MERGE_STATUS.rejected },
  unitedCancel: { from: OPEN_MERGE_STATUSES, by: ['owner', 'applicant'], to: MERGE_STATUS.cancelled },
  unitedSuccess: { from: [MERGE_STATUS.agreed], by: ['owner'], to: MERGE_STATUS.merged },
  unitedDelete: { from: CLOSED_MERGE_STATUSES, by: ['owner', 'applicant'], to: null },
};

/** Why a step is refused (message `united.error.<reason>` in the app, the same words in the mock). */
export type MergeRefusal = 'wrongState' | 'wrongSide';

/** null when `side` may take `action` on a record in `status`. */
export function mergeRefusal(status: UnitedMappingStatus, side: MergeSide, action: MergeAction): MergeRefusal | null {
  const transition = MERGE_TRANSITIONS[action];
  if (!transition.by.includes(side)) return 'wrongSide';
  if (!transition.from.includes(status)) return 'wrongState';
  return null;
}

/** The steps `side` may take on a record in `status`, in the order the pages show them. */
export function allowedMergeActions(status: UnitedMappingStatus, side: MergeSide): MergeAction[] {
  return MERGE_ACTIONS.filter((action) => mergeRefusal(status, side, action) === null);
}

/** The status after `action`; null when the record is deleted. Call only once mergeRefusal said null. */
export function mergeTarget(action: MergeAction): UnitedMappingStatus | null {
  return MERGE_TRANSITIONS[action].to;
}

/** Why an application (unitedAunt, unitedJob) is refused. */
export type ApplyRefusal = 'ownRecord' | 'offShelf' | 'alreadyApplied' | 'alreadyHeld' | 'auntWorking' | 'auntBlacklisted';

export interface ApplyCheck {
  /** The hall record belongs to the applying agency. */
  own: boolean;
  onShelf: boolean;
  /** The applying agency already has an open merge on this record. */
  hasOpenMerge: boolean;
  /**
   * The agency the merge would copy her into (the applicant for an aunt, the job's agency for a
   * job) already holds her: an aunt of its own with her mobile or identity number. A success could
   * never store the copy.
   */
  alreadyHeld: boolean;
  /** The aunt merged: the hall aunt (aunt merge) or the offered aunt (job merge). */
  auntWorkStatus: AuntWorkStatus;
}

/** null when the application may be made. One rule for both kinds and both ends. */
export function applyRefusal(check: ApplyCheck): ApplyRefusal | null {
  if (check.own) return 'ownRecord';
  if (!check.onShelf) return 'offShelf';
  if (check.hasOpenMerge) return 'alreadyApplied';
  if (check.alreadyHeld) return 'alreadyHeld';
  if (check.auntWorkStatus === BLACKLISTED) return 'auntBlacklisted';
  if (check.auntWorkStatus === WORKING) return 'auntWorking';
  return null;
}
