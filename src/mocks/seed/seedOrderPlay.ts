/**
 * Plays one seeded order through the real graph (rules/orderStep.ts: applyStep, then the same
 * write-back the handlers do), so every stored order, candidate state, history row and aunt
 * work status is one the mock itself could have produced. Steps happen in time order between
 * the order's creation and the seed's "now".
 */
import type { Flag } from '@/api/shared';
import { DELETABLE_ORDER_STATUSES } from '@/domain/orderCodes';
import { orderStatusOf, type OrderStep, type StepPayloads } from '@/domain/orderFlow';
import { chinaDay } from '@/domain/chinaTime';
import { commitStep, tryStep, writeHistory, type Actor, type HistoryNote } from '../rules/orderStep';
import type { Random } from '../db/random';
import { allocateId, type AuntRow, type MockDb, type OrderRow, type UserRow } from '../db/schema';
import { CANCEL_REASONS, FOLLOW_UPS, INTERVIEW_PLACES, OUTGOING_REASONS, RESULT_REMARKS, TRANSFER_REASONS } from '../db/seedOrderData';
import { weightedPicker } from '../db/seedPick';

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

export type Outcome = 'open' | 'signed' | 'finished' | 'cancelled';
/** Where a candidate other than the signed one ends up (before a sign or cancel withdraws the active ones). */
type Fate = 'recommended' | 'scheduled' | 'interviewFailed' | 'onTrial' | 'trialFailed' | 'trialPassed';

const OPEN_FATES = weightedPicker<Fate>([
  ['recommended', 35],
  ['scheduled', 20],
  ['interviewFailed', 15],
  ['onTrial', 12],
  ['trialFailed', 8],
  ['trialPassed', 10],
]);
const LOSER_FATES = weightedPicker<Fate>([
  ['recommended', 40],
  ['scheduled', 15],
  ['interviewFailed', 30],
  ['trialFailed', 15],
]);
const CANCEL_FATES = weightedPicker<Fate>([
  ['recommended', 40],
  ['scheduled', 20],
  ['interviewFailed', 25],
  ['onTrial', 15],
]);
const OPEN_SIZE = weightedPicker<number>([
  [0, 15],
  [1, 30],
  [2, 25],
  [3, 18],
  [4, 12],
]);
const CLOSED_SIZE = weightedPicker<number>([
  [1, 35],
  [2, 30],
  [3, 22],
  [4, 13],
]);

export interface PlayContext {
  db: MockDb;
  random: Random;
  auntById: Map<number, AuntRow>;
  /** The company's aunts not in the recycle bin (checked for 找工作 when picked). */
  aunts: readonly AuntRow[];
  staff: readonly UserRow[];
  admin: UserRow;
  /** The latest time a step may take (ms). */
  end: number;
}

/** Step times: each later than the last, leaving room for the steps still to come. */
class Clock {
  constructor(
    private cursor: number,
    private readonly end: number,
    private readonly random: Random,
  ) {}

  /** A time `min`-`max` minutes after the last one (squeezed when the end is near; never before it). */
  next(min: number, max: number): string {
    const room = Math.max(1, Math.floor((this.end - this.cursor) / MINUTE / 3));
    const gap = Math.max(1, Math.min(this.random.int(min, max), room));
    this.cursor += gap * MINUTE;
    return new Date(this.cursor).toISOString();
  }
}

class OrderScript {
  private actor: Actor;
  private readonly clock: Clock;

  constructor(
    private readonly play: PlayContext,
    private readonly order: OrderRow,
  ) {
    this.actor = play.staff.find((user) => user.userId === order.userId) ?? play.admin;
    this.clock = new Clock(Date.parse(order.createdTime), play.end, play.random);
  }

  private step<S extends OrderStep>(
    auntId: number | null,
    step: S,
    payload: StepPayloads[S],
    note: Omit<HistoryNote, 'action' | 'auntId'>,
    time: string,
  ): void {
    const outcome = tryStep(this.order, auntId, step, payload);
    if (!outcome.ok) throw new Error(`order seed: ${step} refused (${outcome.reason}) on ${this.order.orderNo}`);
    const { db, auntById } = this.play;
    commitStep({ db, auntById: (id) => auntById.get(id), actor: this.actor, time }, this.order, step, auntId, outcome, note);
  }

  /** Up to n aunts now 找工作, created before `time`, not on this order yet. */
  pickAunts(n: number, time: string): AuntRow[] {
    const { random, aunts } = this.play;
    const chosen: AuntRow[] = [];
    for (let tries = 0; chosen.length < n && tries < 60; tries += 1) {
      const aunt = random.pick(aunts);
      if (aunt.workStatus === 1 && aunt.createdTime < time && !chosen.includes(aunt) && !this.order.candidates.some((row) => row.auntId === aunt.auntId))
        chosen.push(aunt);
    }
    return chosen;
  }

  recommend(aunts: readonly AuntRow[]): void {
    for (const aunt of aunts) {
      this.step(aunt.auntId, 'recommendAunt', { auntWorkStatus: aunt.workStatus }, { result: null, detail: '' }, this.clock.next(20, 2 * DAY_MINUTES));
    }
  }

  private result(auntId: number, step: 'setInterviewResult' | 'setPolitResult', result: Flag, minGap: number): void {
    const remarks = this.play.random.pick(RESULT_REMARKS);
    this.step(auntId, step, { result }, { result, detail: remarks }, this.clock.next(minGap, minGap * 4));
  }

  /** Moves one candidate along to where her fate leaves her. */
  advance(aunt: AuntRow, fate: Fate | 'signed'): void {
    if (fate === 'recommended') return;
    const { random } = this.play;
    const at = this.clock.next(60, 3 * DAY_MINUTES);
    // A pending interview may lie ahead; one with a result took place before the result was recorded.
    const interviewTime =
      fate === 'scheduled' ? new Date(Date.parse(at) + random.int(2, 48) * 60 * MINUTE).toISOString() : this.clock.next(120, 2 * DAY_MINUTES);
    const place = random.pick(INTERVIEW_PLACES);
    this.step(aunt.auntId, 'appointmentInterview', { interviewTime, address: place || undefined }, { result: null, detail: place, interviewTime }, at);
    if (fate === 'scheduled') return;
    this.result(aunt.auntId, 'setInterviewResult', fate === 'interviewFailed' ? 0 : 1, 30);
    if (fate === 'interviewFailed' || fate === 'onTrial') return;
    this.result(aunt.auntId, 'setPolitResult', fate === 'trialFailed' ? 0 : 1, DAY_MINUTES);
  }

  followUp(): void {
    const { db, random } = this.play;
    const content = random.pick(FOLLOW_UPS);
    const time = this.clock.next(60, 2 * DAY_MINUTES);
    this.step(null, 'createFollowUp', { content }, { result: null, detail: content }, time);
    db.orderFollowUps.push({
      followUpId: allocateId(db, 'orderFollowUps'),
      companyId: this.order.companyId,
      orderId: this.order.orderId,
      userId: this.actor.userId,
      content,
      createdTime: time,
    });
  }

  transfer(): void {
    const { db, random, staff } = this.play;
    const others = staff.filter((user) => user.userId !== this.order.userId);
    if (others.length === 0) return;
    const target = random.pick(others);
    const reason = random.pick(TRANSFER_REASONS);
    const time = this.clock.next(60, 5 * DAY_MINUTES);
    const fromUserId = this.order.userId;
    this.step(null, 'addOrderTransfer', { toUserId: target.userId }, { result: null, detail: reason, fromUserId, toUserId: target.userId }, time);
    db.orderTransfers.push({
      transferId: allocateId(db, 'orderTransfers'),
      companyId: this.order.companyId,
      orderId: this.order.orderId,
      fromUserId,
      toUserId: target.userId,
      reason,
      operatorId: this.actor.userId,
      createdTime: time,
    });
    this.actor = target;
  }

  sign(aunt: AuntRow, quick: boolean): void {
    const { random } = this.play;
    const time = this.clock.next(60, 2 * DAY_MINUTES);
    const signDay = chinaDay(time);
    const contractStart = quick ? signDay : addDays(signDay, random.int(0, 7));
    const contractEnd = addDays(contractStart, random.pick([180, 365, 365, 730]));
    const low = this.order.salaryMin || 5000;
    const high = Math.max(low, this.order.salaryMax || low + 2000);
    const salary = Math.round(random.int(low, high) / 100) * 100 || 6000;
    this.step(aunt.auntId, 'signComplete', {}, { result: null, detail: '', contractStart, contractEnd, salary }, time);
    Object.assign(this.order, { contractStart, contractEnd, signedSalary: salary, auntId: aunt.auntId, auntName: aunt.auntName });
  }

  outgoing(aunt: AuntRow): void {
    const reason = this.play.random.pick(OUTGOING_REASONS);
    const time = this.clock.next(20 * DAY_MINUTES, 200 * DAY_MINUTES);
    const outgoingDate = chinaDay(time);
    this.step(aunt.auntId, 'setAuntOutgoing', {}, { result: null, detail: reason, outgoingDate }, time);
    this.order.outgoingDate = outgoingDate;
  }

  cancel(): void {
    const reason = this.play.random.pick(CANCEL_REASONS);
    this.step(null, 'cancelOrderHandle', { reason }, { result: null, detail: reason }, this.clock.next(60, 10 * DAY_MINUTES));
    this.order.cancelReason = reason;
  }

  /** Puts the order into the recycle bin a little after its last change. */
  toBin(): void {
    const time = this.clock.next(60, 10 * DAY_MINUTES);
    writeHistory({ db: this.play.db, actor: this.actor, time }, this.order, { action: 'delete', auntId: null, result: null, detail: '' });
    Object.assign(this.order, { isDeleted: 1, deletedTime: time, deletedBy: this.actor.userId });
  }
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MINUTES * MINUTE).toISOString().slice(0, 10);
}

/** Plays the order to its outcome (it stays open when no aunt is free to sign); `toBin` then deletes it when setOrder would allow it (DELETABLE_ORDER_STATUSES). */
export function playOrder(play: PlayContext, order: OrderRow, outcome: Outcome, toBin: boolean): void {
  const { random } = play;
  const script = new OrderScript(play, order);
  const size = outcome === 'open' ? OPEN_SIZE(random) : CLOSED_SIZE(random);
  const aunts = script.pickAunts(size, order.createdTime);
  script.recommend(aunts);
  if (random.chance(0.3)) script.followUp();
  if (random.chance(0.05)) script.transfer();
  const [winner, ...others] = aunts;
  const closing = (outcome === 'signed' || outcome === 'finished') && winner !== undefined;
  const fates = closing ? others.map(() => LOSER_FATES(random)) : aunts.map(() => (outcome === 'cancelled' ? CANCEL_FATES(random) : OPEN_FATES(random)));
  const settled = closing ? others : aunts;
  settled.forEach((aunt, index) => script.advance(aunt, fates[index] ?? 'recommended'));
  if (closing) {
    script.advance(winner, 'trialPassed');
    script.sign(winner, outcome === 'finished');
    if (outcome === 'finished') script.outgoing(winner);
  }
  if (outcome === 'cancelled') script.cancel();
  if ((outcome === 'open' || outcome === 'signed') && random.chance(0.25)) script.followUp();
  if (toBin && DELETABLE_ORDER_STATUSES.includes(orderStatusOf(order))) script.toBin();
}
