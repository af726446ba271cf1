/** The recruitment-order state graph as data: steps, phases, candidate states and every allowed transition (rules in orderFlow.ts). */
import type { AuntWorkStatus } from '@/api/aunt.types';
import type { Flag } from '@/api/shared';

/** The calls of the order flow, in the order the UI shows them. */
export const ORDER_STEPS = [
  'recommendAunt',
  'appointmentInterview',
  'setInterviewResult',
  'setPolitResult',
  'signComplete',
  'setAuntOutgoing',
  'cancelOrderHandle',
  'addOrderTransfer',
  'createFollowUp',
] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

export const ORDER_PHASES = ['open', 'signed', 'finished', 'cancelled'] as const;
/** open: recruiting; signed: an aunt works there; finished: she went out; cancelled. */
export type OrderPhase = (typeof ORDER_PHASES)[number];

export const CANDIDATE_STATES = [
  'recommended',
  'interviewScheduled',
  'interviewPassed',
  'interviewFailed',
  'trialPassed',
  'trialFailed',
  'signed',
  'outgoing',
  'withdrawn',
] as const;
/** `interviewPassed` is the trial-work state (no call starts a trial). */
export type CandidateState = (typeof CANDIDATE_STATES)[number];

/** Candidates still in the running: released (withdrawn) when the order is signed or cancelled. */
export const ACTIVE_CANDIDATE_STATES: readonly CandidateState[] = ['recommended', 'interviewScheduled', 'interviewPassed', 'trialPassed'];

/** Aunt work statuses (auntCodes): 1 找工作, 2 面试, 3 试工, 4 待签约, 5 工作中, 6 黑名单. */
export const SEEKING_WORK: AuntWorkStatus = 1;
export const WORKING: AuntWorkStatus = 5;
export const BLACKLISTED: AuntWorkStatus = 6;

export interface FlowCandidate {
  auntId: number;
  state: CandidateState;
  /** ISO time of the appointed interview. */
  interviewTime: string | null;
  interviewAddress: string | null;
}

/** What the flow needs of an order; the mock may carry more fields (`applyStep` keeps them). */
export interface FlowOrder {
  phase: OrderPhase;
  /** Owning staff member; 0 when none. */
  userId: number;
  candidates: readonly FlowCandidate[];
}

/** The body each step needs beyond the order and the aunt. */
export interface StepPayloads {
  /** The aunt's current work status (blacklist and working are refused). */
  recommendAunt: { auntWorkStatus: AuntWorkStatus };
  appointmentInterview: { interviewTime: string; address?: string };
  /** 1 passed, 0 failed. */
  setInterviewResult: { result: Flag };
  /** Trial-work result: 1 passed, 0 failed. */
  setPolitResult: { result: Flag };
  signComplete: Record<string, never>;
  setAuntOutgoing: Record<string, never>;
  cancelOrderHandle: { reason: string };
  addOrderTransfer: { toUserId: number };
  createFollowUp: { content: string };
}

/** Machine keys of a refusal (message `orderFlow.error.<reason>`). */
export type OrderFlowError =
  | 'orderCancelled'
  | 'orderFinished'
  | 'orderSigned'
  | 'orderNotSigned'
  | 'notCandidate'
  | 'alreadyCandidate'
  | 'auntBlacklisted'
  | 'auntWorking'
  | 'wrongCandidateState'
  | 'missingInterviewTime'
  | 'invalidResult'
  | 'missingReason'
  | 'missingContent'
  | 'invalidOwner'
  | 'sameOwner';

export interface AuntStatusChange {
  auntId: number;
  workStatus: AuntWorkStatus;
}

export type StepResult<O extends FlowOrder> = { ok: true; order: O; auntStatusChanges: AuntStatusChange[] } | { ok: false; reason: OrderFlowError };

/** One edge of the graph. `from: 'none'` means the aunt is not on the order yet. */
export interface Transition {
  step: OrderStep;
  /** 'candidate' steps act on one aunt; 'order' steps on the order alone. */
  scope: 'candidate' | 'order';
  /** For result steps: which result this row is. */
  result: Flag | null;
  /** Order phases the step is allowed in. */
  phases: readonly OrderPhase[];
  /** Candidate states it is allowed from (empty for order steps). */
  from: readonly (CandidateState | 'none')[];
  /** The candidate's new state (null: unchanged / order step). */
  to: CandidateState | null;
  /** The order's new phase (null: unchanged). */
  orderPhase: OrderPhase | null;
  /** The acting aunt's new work status (null: unchanged). */
  auntStatus: AuntWorkStatus | null;
  /** Other active candidates become withdrawn (back to 找工作 if the order had moved them). */
  releasesOthers: boolean;
}

const OPEN: readonly OrderPhase[] = ['open'];
const LIVE: readonly OrderPhase[] = ['open', 'signed'];

function edge(step: OrderStep, fields: Partial<Omit<Transition, 'step'>>): Transition {
  return { step, scope: 'candidate', result: null, phases: OPEN, from: [], to: null, orderPhase: null, auntStatus: null, releasesOthers: false, ...fields };
}

/** The whole graph: anything not here is refused. */
export const TRANSITIONS: readonly Transition[] = [
  edge('recommendAunt', { from: ['none'], to: 'recommended' }),
  edge('appointmentInterview', { from: ['recommended', 'interviewScheduled'], to: 'interviewScheduled', auntStatus: 2 }),
  edge('setInterviewResult', { result: 1, from: ['interviewScheduled'], to: 'interviewPassed', auntStatus: 3 }),
  edge('setInterviewResult', { result: 0, from: ['interviewScheduled'], to: 'interviewFailed', auntStatus: SEEKING_WORK }),
  edge('setPolitResult', { result: 1, from: ['interviewPassed'], to: 'trialPassed', auntStatus: 4 }),
  edge('setPolitResult', { result: 0, from: ['interviewPassed'], to: 'trialFailed', auntStatus: SEEKING_WORK }),
  edge('signComplete', { from: ['trialPassed'], to: 'signed', orderPhase: 'signed', auntStatus: WORKING, releasesOthers: true }),
  edge('setAuntOutgoing', { phases: ['signed'], from: ['signed'], to: 'outgoing', orderPhase: 'finished', auntStatus: SEEKING_WORK }),
  edge('cancelOrderHandle', { scope: 'order', orderPhase: 'cancelled', releasesOthers: true }),
  edge('addOrderTransfer', { scope: 'order', phases: LIVE }),
  edge('createFollowUp', { scope: 'order', phases: LIVE }),
];

/** Steps that record a pass/fail result (two rows each). */
export const RESULT_STEPS: readonly OrderStep[] = ['setInterviewResult', 'setPolitResult'];

/** Candidate states whose work status the order moved away from 找工作. */
export const MOVED_STATES: readonly CandidateState[] = ['interviewScheduled', 'interviewPassed', 'trialPassed'];
