/**
 * One order step on stored rows: the graph (domain/orderFlow `applyStep`) decides; on success the
 * returned order is written back to the row (candidates keep who recommended them and when),
 * the aunts' work statuses follow (`auntStatusChanges`, each logged on the aunt as 'order') and a
 * history row is written. Works on any database object, so the seed plays the same rules the
 * handlers do.
 *
 * Aunt statuses are never moved back to 找工作 over a status set elsewhere in the meantime:
 * a blacklisted aunt stays blacklisted, and an aunt working on another order stays working
 * (only her own order's outgoing step frees her).
 */
import type { OrderHistoryEntry } from '@/api/order';
import type { Flag } from '@/api/shared';
import {
  applyStep,
  BLACKLISTED,
  MOVED_STATES,
  SEEKING_WORK,
  WORKING,
  type FlowCandidate,
  type OrderStep,
  type StepPayloads,
  type StepResult,
} from '@/domain/orderFlow';
import { allocateId, type AuntRow, type MockDb, type OrderCandidateRow, type OrderRow } from '../db/schema';

/** Who acts (a staff member; the seed passes its own users). */
export interface Actor {
  userId: number;
  contact: string;
}

/** The structured facts a step may add to its history row (each only by its own step). */
export type HistoryFacts = Pick<OrderHistoryEntry, 'interviewTime' | 'contractStart' | 'contractEnd' | 'salary' | 'outgoingDate' | 'fromUserId' | 'toUserId'>;

/**
 * What the history row of a step records besides the step itself. `detail` is only what the
 * user supplied (no label, no language words: the page writes the line).
 */
export interface HistoryNote extends HistoryFacts {
  action: string;
  auntId: number | null;
  result: Flag | null;
  detail: string;
}

export interface StepWorld {
  db: MockDb;
  /** Aunt lookup (the seed passes a map; handlers search the table). */
  auntById: (auntId: number) => AuntRow | undefined;
  actor: Actor;
  time: string;
}

export type OkStep = Extract<StepResult<OrderRow>, { ok: true }>;

export function writeHistory(world: Pick<StepWorld, 'db' | 'actor' | 'time'>, order: OrderRow, note: HistoryNote): void {
  const { action, auntId, result, detail, ...facts } = note;
  // Facts a step does not set are not stored (rows stay small; readers treat absent as null).
  const given = Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)) as HistoryFacts;
  world.db.orderHistory.push({
    historyId: allocateId(world.db, 'orderHistory'),
    companyId: order.companyId,
    orderId: order.orderId,
    action,
    auntId,
    result,
    detail,
    ...given,
    userId: world.actor.userId,
    createdTime: world.time,
  });
}

/** The graph's candidates back into stored rows: new ones get their name and who/when; changed ones a new updatedTime. */
function storedCandidates(before: readonly OrderCandidateRow[], after: readonly FlowCandidate[], world: StepWorld): OrderCandidateRow[] {
  const old = new Map(before.map((row) => [row.auntId, row]));
  return after.map((candidate) => {
    const previous = old.get(candidate.auntId);
    if (!previous) {
      const auntName = world.auntById(candidate.auntId)?.auntName ?? '';
      return { ...candidate, auntName, userId: world.actor.userId, createdTime: world.time, updatedTime: world.time };
    }
    const same =
      previous.state === candidate.state && previous.interviewTime === candidate.interviewTime && previous.interviewAddress === candidate.interviewAddress;
    return same ? previous : { ...previous, ...candidate, updatedTime: world.time };
  });
}

/** Moves one aunt's work status for this order and logs it on her; skipped when it would undo a status set elsewhere. */
function moveAunt(
  world: StepWorld,
  order: OrderRow,
  step: OrderStep | 'delOrder',
  actingAuntId: number | null,
  auntId: number,
  workStatus: AuntRow['workStatus'],
): void {
  const aunt = world.auntById(auntId);
  if (!aunt || aunt.isDeleted === 1 || aunt.workStatus === workStatus) return;
  if (workStatus === SEEKING_WORK) {
    if (aunt.workStatus === BLACKLISTED) return;
    if (aunt.workStatus === WORKING && !(step === 'setAuntOutgoing' && auntId === actingAuntId)) return;
  }
  const before = aunt.workStatus;
  aunt.workStatus = workStatus;
  if (world.time > aunt.updatedTime) aunt.updatedTime = world.time;
  world.db.auntLogs.push({
    logId: allocateId(world.db, 'auntLogs'),
    companyId: aunt.companyId,
    auntId: aunt.auntId,
    auntName: aunt.auntName,
    userId: world.actor.userId,
    contact: world.actor.contact,
    action: 'order',
    content: `workStatus ${before} -> ${workStatus}; orderNo ${order.orderNo}; step ${step}`,
    createdTime: world.time,
  });
}

/** Runs the graph on the stored row without changing anything. */
export function tryStep<S extends OrderStep>(order: OrderRow, auntId: number | null, step: S, payload: StepPayloads[S]): StepResult<OrderRow> {
  return applyStep(order, auntId, step, payload);
}

/** Writes an accepted step: the order, the aunts' statuses and the history row. */
export function commitStep(
  world: StepWorld,
  order: OrderRow,
  step: OrderStep,
  auntId: number | null,
  outcome: OkStep,
  note: Omit<HistoryNote, 'action' | 'auntId'>,
): void {
  const candidates = storedCandidates(order.candidates, outcome.order.candidates, world);
  Object.assign(order, outcome.order, { candidates, updatedTime: world.time });
  for (const change of outcome.auntStatusChanges) moveAunt(world, order, step, auntId, change.auntId, change.workStatus);
  writeHistory(world, order, { action: step, auntId, ...note });
}

/** An order removed for good lets go of the aunts it had moved (面试/试工/待签约 back to 找工作). */
export function releaseMovedAunts(world: StepWorld, order: OrderRow): void {
  for (const candidate of order.candidates) {
    if (MOVED_STATES.includes(candidate.state)) moveAunt(world, order, 'delOrder', null, candidate.auntId, SEEKING_WORK);
  }
}
