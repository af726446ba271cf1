/**
 * What every order handler does first (session's order, ownership) and the one way a flow step
 * runs: the graph decides (refusal -> 40901 with its text, nothing changed), then the acting
 * aunt must still be there and free for a step that moves her forward (not deleted, not
 * blacklisted, not working on another order), then the step is written.
 */
import type { Access } from '@/auth/permission';
import { SEEKING_WORK, type OrderStep, type StepPayloads } from '@/domain/orderFlow';
import { getDb, type CompanyRow, type OrderRow, type UserRow } from '../db';
import { requireSession, type WithSession } from './session';
import { accessOf } from './auntAccess';
import { findOrder, requireOrderAct } from './orderAccess';
import { commitStep, tryStep, type HistoryNote, type OkStep, type StepWorld } from './orderStep';
import { flowConflict } from './orderText';

export interface OrderAct {
  user: UserRow;
  company: CompanyRow;
  access: Access;
  order: OrderRow;
}

/** The session's order (in or out of the recycle bin), checked for the ownership permission. */
export function actOnOrder(ctx: WithSession, orderId: number, isDeleted: 0 | 1 = 0): OrderAct {
  const { user, company } = requireSession(ctx);
  const order = findOrder(company.companyId, orderId, isDeleted);
  const access = accessOf(user);
  requireOrderAct(access, order);
  return { user, company, access, order };
}

export function liveWorld(user: UserRow, time = new Date().toISOString()): StepWorld {
  const db = getDb();
  return { db, auntById: (auntId) => db.aunts.find((row) => row.auntId === auntId), actor: { userId: user.userId, contact: user.contact }, time };
}

/** The graph's answer, or 40901 (`about` names the aunt in the message). */
export function checkStep<S extends OrderStep>(order: OrderRow, auntId: number | null, step: S, payload: StepPayloads[S], about?: string): OkStep {
  const outcome = tryStep(order, auntId, step, payload);
  if (!outcome.ok) throw flowConflict(outcome.reason, { about });
  return outcome;
}

/** 40901 when the step would move an aunt forward who is gone, blacklisted or working elsewhere. */
export function checkActingAunt(world: StepWorld, auntId: number | null, outcome: OkStep): void {
  if (auntId === null) return;
  const forward = outcome.auntStatusChanges.some((change) => change.auntId === auntId && change.workStatus !== SEEKING_WORK);
  if (!forward) return;
  const aunt = world.auntById(auntId);
  if (!aunt || aunt.isDeleted === 1) throw flowConflict('auntUnavailable');
  if (aunt.workStatus === 6) throw flowConflict('auntBlacklisted', { about: aunt.auntName });
  if (aunt.workStatus === 5) throw flowConflict('auntWorking', { about: aunt.auntName });
}

/** Checks and writes one step; returns the stored order. */
export function runStep<S extends OrderStep>(
  world: StepWorld,
  order: OrderRow,
  auntId: number | null,
  step: S,
  payload: StepPayloads[S],
  note: Omit<HistoryNote, 'action' | 'auntId'>,
): OrderRow {
  const outcome = checkStep(order, auntId, step, payload);
  checkActingAunt(world, auntId, outcome);
  commitStep(world, order, step, auntId, outcome, note);
  return order;
}
