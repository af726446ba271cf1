/**
 * The recruitment-order state graph (issue 5 item 3; the spec, section 4, shows only the calls). Pure.
 *
 * One order, several candidates (aunts). The order is in one PHASE: open, signed, finished or
 * cancelled. Each candidate is in one STATE. A step is one of the spec's calls; `TRANSITIONS` is
 * the whole graph, and `applyStep` refuses anything not in it with a machine reason key and never
 * mutates its input. The mock backend enforces it; the UI offers `allowedSteps` only.
 *
 * Decisions:
 * - No call starts a trial, so "interview passed" IS the trial-work state (aunt 试工); the trial
 *   result (setPolitResult) is recorded from it. This matches `OrderAunt.stage` 2.
 * - Recommending does not change the aunt's work status (she is still 找工作); an appointment
 *   sets 面试, an interview pass 试工, a trial pass 待签约, signing 工作中; a failed interview or
 *   trial sets 找工作 and leaves the order open.
 * - Blacklisted (6) or working (5) aunts cannot be recommended; an aunt is on an order once (a
 *   failed aunt is not re-recommended to the same order).
 * - Signing is allowed from trial passed only, while the order is open, so one candidate at most
 *   is signed. Signing (and cancelling) releases every other active candidate as withdrawn; those
 *   whose work status the order had moved (面试/试工/待签约) go back to 找工作, recommended ones
 *   are left alone (they never left 找工作, and may be busy on another order).
 * - Cancel only while open. Outgoing (signed aunt leaves) sets her to 找工作 and FINISHES the order
 *   (`OrderStatus` 5); a replacement is a new order, so an order has one signing in its history.
 * - Follow-ups and transfers are allowed while the order is open or signed; no step is legal on a
 *   cancelled or finished order.
 *
 * @example
 *   const result = applyStep(order, 7, 'setInterviewResult', { result: 0 });
 *   if (result.ok) save(result.order, result.auntStatusChanges); else showError(result.reason);
 */
import type { AuntWorkStatus } from '@/api/aunt.types';
import type { OrderAunt, OrderStatus } from '@/api/order.types';
import {
  ACTIVE_CANDIDATE_STATES,
  type AuntStatusChange,
  BLACKLISTED,
  type CandidateState,
  type FlowCandidate,
  type FlowOrder,
  MOVED_STATES,
  type OrderFlowError,
  type OrderPhase,
  type OrderStep,
  RESULT_STEPS,
  SEEKING_WORK,
  type StepPayloads,
  type StepResult,
  TRANSITIONS,
  WORKING,
} from './orderGraph';

export * from './orderGraph';

/** The steps the UI offers: for a candidate, its candidate steps; for `null`, the order's steps (and recommending). */
export function allowedSteps(order: FlowOrder, candidate: FlowCandidate | null): OrderStep[] {
  const steps = TRANSITIONS.filter((row) => {
    if (!row.phases.includes(order.phase)) return false;
    if (candidate === null) return row.scope === 'order' || row.from.includes('none');
    return row.scope === 'candidate' && row.from.includes(candidate.state);
  }).map((row) => row.step);
  return [...new Set(steps)];
}

function phaseRefusal(phase: OrderPhase): OrderFlowError {
  if (phase === 'cancelled') return 'orderCancelled';
  if (phase === 'finished') return 'orderFinished';
  if (phase === 'signed') return 'orderSigned';
  return 'orderNotSigned';
}

function refuse(reason: OrderFlowError): { ok: false; reason: OrderFlowError } {
  return { ok: false, reason };
}

/** True for an empty or missing text (bodies reach the mock unchecked). */
function isBlank(text: unknown): boolean {
  return typeof text !== 'string' || text.trim() === '';
}

/** A problem with the step's body, or null. */
function payloadRefusal<S extends OrderStep>(step: S, payload: StepPayloads[S]): OrderFlowError | null {
  // The casts below are narrowing by `step`, which TypeScript cannot do on a generic index.
  switch (step) {
    case 'appointmentInterview':
      return isBlank((payload as StepPayloads['appointmentInterview']).interviewTime) ? 'missingInterviewTime' : null;
    case 'setInterviewResult':
    case 'setPolitResult': {
      const { result } = payload as StepPayloads['setInterviewResult'];
      return result === 0 || result === 1 ? null : 'invalidResult';
    }
    case 'cancelOrderHandle':
      return isBlank((payload as StepPayloads['cancelOrderHandle']).reason) ? 'missingReason' : null;
    case 'createFollowUp':
      return isBlank((payload as StepPayloads['createFollowUp']).content) ? 'missingContent' : null;
    case 'addOrderTransfer': {
      const { toUserId } = payload as StepPayloads['addOrderTransfer'];
      return Number.isInteger(toUserId) && toUserId > 0 ? null : 'invalidOwner';
    }
    default:
      return null;
  }
}

/** Withdraws every active candidate but `exceptAuntId`; collects who goes back to 找工作. */
function releaseOthers(candidates: readonly FlowCandidate[], exceptAuntId: number | null, changes: AuntStatusChange[]): FlowCandidate[] {
  return candidates.map((candidate) => {
    if (candidate.auntId === exceptAuntId || !ACTIVE_CANDIDATE_STATES.includes(candidate.state)) return candidate;
    if (MOVED_STATES.includes(candidate.state)) changes.push({ auntId: candidate.auntId, workStatus: SEEKING_WORK });
    return { ...candidate, state: 'withdrawn' };
  });
}

/**
 * Applies one step for one aunt (`candidateAuntId`; ignored by order steps, pass null). Returns the
 * new order (a copy; the input is never mutated) and the aunts' new work statuses, or the reason
 * of the refusal.
 */
export function applyStep<O extends FlowOrder, S extends OrderStep>(
  order: O,
  candidateAuntId: number | null,
  step: S,
  payload: StepPayloads[S],
): StepResult<O> {
  const rows = TRANSITIONS.filter((row) => row.step === step);
  const first = rows[0];
  if (!first.phases.includes(order.phase)) return refuse(phaseRefusal(order.phase));
  const bodyProblem = payloadRefusal(step, payload);
  if (bodyProblem !== null) return refuse(bodyProblem);

  const changes: AuntStatusChange[] = [];
  if (first.scope === 'order') {
    if (step === 'cancelOrderHandle') {
      return { ok: true, order: { ...order, phase: 'cancelled', candidates: releaseOthers(order.candidates, null, changes) }, auntStatusChanges: changes };
    }
    if (step === 'addOrderTransfer') {
      const { toUserId } = payload as StepPayloads['addOrderTransfer'];
      if (toUserId === order.userId) return refuse('sameOwner');
      return { ok: true, order: { ...order, userId: toUserId }, auntStatusChanges: [] };
    }
    return { ok: true, order: { ...order }, auntStatusChanges: [] };
  }

  if (candidateAuntId === null) return refuse('notCandidate');
  const current = order.candidates.find((candidate) => candidate.auntId === candidateAuntId);

  if (step === 'recommendAunt') {
    if (current !== undefined) return refuse('alreadyCandidate');
    const { auntWorkStatus } = payload as StepPayloads['recommendAunt'];
    if (auntWorkStatus === BLACKLISTED) return refuse('auntBlacklisted');
    if (auntWorkStatus === WORKING) return refuse('auntWorking');
    const added: FlowCandidate = { auntId: candidateAuntId, state: 'recommended', interviewTime: null, interviewAddress: null };
    return { ok: true, order: { ...order, candidates: [...order.candidates, added] }, auntStatusChanges: [] };
  }

  if (current === undefined) return refuse('notCandidate');
  const result = RESULT_STEPS.includes(step) ? (payload as StepPayloads['setInterviewResult']).result : null;
  const row = rows.find((candidateRow) => candidateRow.result === result && candidateRow.from.includes(current.state));
  if (row === undefined || row.to === null) return refuse('wrongCandidateState');

  let moved: FlowCandidate = { ...current, state: row.to };
  if (step === 'appointmentInterview') {
    const { interviewTime, address } = payload as StepPayloads['appointmentInterview'];
    moved = { ...moved, interviewTime, interviewAddress: address ?? null };
  }
  if (row.auntStatus !== null) changes.push({ auntId: candidateAuntId, workStatus: row.auntStatus });
  let candidates = order.candidates.map((candidate) => (candidate.auntId === candidateAuntId ? moved : candidate));
  if (row.releasesOthers) candidates = releaseOthers(candidates, candidateAuntId, changes);
  return { ok: true, order: { ...order, phase: row.orderPhase ?? order.phase, candidates }, auntStatusChanges: changes };
}

/** `OrderAunt.stage` of each candidate state; `withdrawn` (8) is not in the API type yet. */
export const CANDIDATE_STAGE: Readonly<Record<CandidateState, OrderAunt['stage'] | 8>> = {
  recommended: 0,
  interviewScheduled: 1,
  interviewPassed: 2,
  interviewFailed: 3,
  trialPassed: 4,
  trialFailed: 5,
  signed: 6,
  outgoing: 7,
  withdrawn: 8,
};

/**
 * The API's `OrderStatus` of an order: cancelled 6, finished 5, signed 4; while open, the furthest
 * active candidate: on trial or trial passed 3, interview appointed 2, recommended 1, none 0.
 */
export function orderStatusOf(order: FlowOrder): OrderStatus {
  if (order.phase === 'cancelled') return 6;
  if (order.phase === 'finished') return 5;
  if (order.phase === 'signed') return 4;
  const states = order.candidates.map((candidate) => candidate.state);
  if (states.includes('interviewPassed') || states.includes('trialPassed')) return 3;
  if (states.includes('interviewScheduled')) return 2;
  if (states.includes('recommended')) return 1;
  return 0;
}

/** The phase an API `OrderStatus` stands for (0-3 are all open). */
export function phaseOfOrderStatus(status: OrderStatus): OrderPhase {
  if (status === 6) return 'cancelled';
  if (status === 5) return 'finished';
  if (status === 4) return 'signed';
  return 'open';
}

const WORK_STATUS_NAMES: Readonly<Record<AuntWorkStatus, string>> = { 1: '找工作', 2: '面试', 3: '试工', 4: '待签约', 5: '工作中', 6: '黑名单' };

/** The graph as a markdown table (docs/DECISIONS.md, "Recruitment orders", sends readers here). */
export function describeTransitionsMarkdown(): string {
  const header = [
    '| Step | Result | Order must be | Candidate from | Candidate to | Order becomes | Aunt work status | Other active candidates |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const lines = TRANSITIONS.map((row) => {
    const cells = [
      `\`${row.step}\``,
      row.result === null ? '–' : row.result === 1 ? 'pass' : 'fail',
      row.phases.join(' / '),
      row.scope === 'order' ? '(order step)' : row.from.map((state) => (state === 'none' ? '(not on order)' : state)).join(' / '),
      row.to ?? '–',
      row.orderPhase ?? '(unchanged)',
      row.auntStatus === null ? '(unchanged)' : `${row.auntStatus} ${WORK_STATUS_NAMES[row.auntStatus]}`,
      row.releasesOthers ? 'withdrawn; 面试/试工/待签约 ones back to 1 找工作' : '–',
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [...header, ...lines].join('\n');
}

/** The candidate state of each `OrderAunt.stage` (the inverse of CANDIDATE_STAGE). */
export const CANDIDATE_STATE_OF_STAGE: Readonly<Record<OrderAunt['stage'], CandidateState>> = Object.fromEntries(
  (Object.entries(CANDIDATE_STAGE) as [CandidateState, OrderAunt['stage']][]).map(([state, stage]) => [stage, state]),
) as Record<OrderAunt['stage'], CandidateState>;

/** What `flowOrderOf` reads of an order detail (an `OrderDetail` fits). */
export interface FlowOrderSource {
  status: OrderStatus;
  userId: number;
  aunts: readonly Pick<OrderAunt, 'auntId' | 'stage' | 'interviewTime' | 'interviewAddress'>[];
}

/**
 * The graph's view of an order as the API answers it (getOrderDetail), so the UI can ask
 * `allowedSteps` what to offer: status -> phase (phaseOfOrderStatus), stage -> state.
 *
 * @example
 *   const flow = flowOrderOf(detail);
 *   allowedSteps(flow, flow.candidates.find((candidate) => candidate.auntId === aunt.auntId) ?? null)
 */
export function flowOrderOf(detail: FlowOrderSource): FlowOrder {
  return {
    phase: phaseOfOrderStatus(detail.status),
    userId: detail.userId,
    candidates: detail.aunts.map((aunt) => ({
      auntId: aunt.auntId,
      state: CANDIDATE_STATE_OF_STAGE[aunt.stage],
      interviewTime: aunt.interviewTime,
      interviewAddress: aunt.interviewAddress,
    })),
  };
}
