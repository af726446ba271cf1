import { describe, expect, it } from 'vitest';
import type { Flag } from '@/api/shared';
import {
  CANDIDATE_STATES,
  ORDER_PHASES,
  ORDER_STEPS,
  TRANSITIONS,
  allowedSteps,
  applyStep,
  describeTransitionsMarkdown,
  orderStatusOf,
  phaseOfOrderStatus,
  type CandidateState,
  type FlowCandidate,
  type FlowOrder,
  type OrderFlowError,
  type OrderPhase,
  type OrderStep,
  type StepPayloads,
  type StepResult,
} from '@/domain/orderFlow';

const SUBJECT = 1;
const OWNER = 10;

/** A valid body for every step (result steps: pass). */
const PAYLOADS: StepPayloads = {
  recommendAunt: { auntWorkStatus: 1 },
  appointmentInterview: { interviewTime: '2025-03-01T10:00:00+08:00', address: 'Store 1' },
  setInterviewResult: { result: 1 },
  setPolitResult: { result: 1 },
  signComplete: {},
  setAuntOutgoing: {},
  cancelOrderHandle: { reason: 'Employer changed plans' },
  addOrderTransfer: { toUserId: 11 },
  createFollowUp: { content: 'Called the employer' },
};

const REASONS: readonly OrderFlowError[] = [
  'orderCancelled',
  'orderFinished',
  'orderSigned',
  'orderNotSigned',
  'notCandidate',
  'alreadyCandidate',
  'auntBlacklisted',
  'auntWorking',
  'wrongCandidateState',
  'missingInterviewTime',
  'invalidResult',
  'missingReason',
  'missingContent',
  'invalidOwner',
  'sameOwner',
];

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

function candidate(auntId: number, state: CandidateState): FlowCandidate {
  return { auntId, state, interviewTime: null, interviewAddress: null };
}

/** A frozen order in `phase` with the subject aunt in `state` ('none': absent) and two bystanders. */
function orderWith(phase: OrderPhase, state: CandidateState | 'none'): FlowOrder {
  const candidates = [candidate(2, 'interviewScheduled'), candidate(3, 'recommended')];
  if (state !== 'none') candidates.unshift(candidate(SUBJECT, state));
  return deepFreeze({ phase, userId: OWNER, candidates });
}

function payloadFor(step: OrderStep, result: Flag | null): StepPayloads[OrderStep] {
  return result === null ? PAYLOADS[step] : { result };
}

/** Applies a step and checks the input did not change. */
function run(order: FlowOrder, auntId: number | null, step: OrderStep, payload: StepPayloads[OrderStep]): StepResult<FlowOrder> {
  const before = structuredClone(order);
  const result = applyStep(order, auntId, step, payload);
  expect(order).toEqual(before);
  return result;
}

function expectOk(result: StepResult<FlowOrder>): Extract<StepResult<FlowOrder>, { ok: true }> {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

function stateOf(order: FlowOrder, auntId: number): CandidateState | undefined {
  return order.candidates.find((c) => c.auntId === auntId)?.state;
}

const CANDIDATE_VARIANTS = [...new Map(TRANSITIONS.filter((r) => r.scope === 'candidate').map((r) => [`${r.step}:${r.result}`, r])).values()].map((r) => ({
  step: r.step,
  result: r.result,
}));
const ORDER_LEVEL_STEPS = TRANSITIONS.filter((r) => r.scope === 'order').map((r) => r.step);
const SUBJECT_STATES: readonly (CandidateState | 'none')[] = ['none', ...CANDIDATE_STATES];

function rowFor(step: OrderStep, result: Flag | null, phase: OrderPhase, state: CandidateState | 'none') {
  return TRANSITIONS.find((r) => r.step === step && r.result === result && r.phases.includes(phase) && r.from.includes(state));
}

describe('the table', () => {
  it('covers every step and has no duplicate edge', () => {
    expect(new Set(TRANSITIONS.map((r) => r.step))).toEqual(new Set(ORDER_STEPS));
    expect(CANDIDATE_VARIANTS).toHaveLength(8);
    expect(ORDER_LEVEL_STEPS).toEqual(['cancelOrderHandle', 'addOrderTransfer', 'createFollowUp']);
  });

  it('renders as a markdown table with one line per edge', () => {
    const lines = describeTransitionsMarkdown().split('\n');
    expect(lines).toHaveLength(TRANSITIONS.length + 2);
    expect(lines[1]).toMatch(/^\| --- \|/);
    TRANSITIONS.forEach((row, index) => expect(lines[index + 2]).toContain(`\`${row.step}\``));
    expect(describeTransitionsMarkdown()).toContain('| `signComplete` | – | open | trialPassed | signed | signed | 5 工作中 |');
  });
});

describe('every candidate step x candidate state x order phase', () => {
  for (const { step, result } of CANDIDATE_VARIANTS) {
    for (const phase of ORDER_PHASES) {
      for (const state of SUBJECT_STATES) {
        const row = rowFor(step, result, phase, state);
        const label = `${step}${result === null ? '' : `(${result === 1 ? 'pass' : 'fail'})`} on ${state} in a ${phase} order`;
        if (row) {
          it(`allows ${label}`, () => {
            const order = orderWith(phase, state);
            const subject = state === 'none' ? null : order.candidates[0];
            expect(allowedSteps(order, subject)).toContain(step);
            const done = expectOk(run(order, SUBJECT, step, payloadFor(step, result)));
            expect(stateOf(done.order, SUBJECT)).toBe(row.to);
            expect(done.order.phase).toBe(row.orderPhase ?? phase);
            const own = done.auntStatusChanges.filter((change) => change.auntId === SUBJECT);
            expect(own).toEqual(row.auntStatus === null ? [] : [{ auntId: SUBJECT, workStatus: row.auntStatus }]);
            if (row.releasesOthers) {
              expect(stateOf(done.order, 2)).toBe('withdrawn');
              expect(stateOf(done.order, 3)).toBe('withdrawn');
              expect(done.auntStatusChanges).toContainEqual({ auntId: 2, workStatus: 1 });
              expect(done.auntStatusChanges.some((change) => change.auntId === 3)).toBe(false);
            } else {
              expect(stateOf(done.order, 2)).toBe('interviewScheduled');
              expect(stateOf(done.order, 3)).toBe('recommended');
            }
          });
        } else {
          it(`refuses ${label}`, () => {
            const order = orderWith(phase, state);
            const phaseOk = TRANSITIONS.some((r) => r.step === step && r.phases.includes(phase));
            const expected: OrderFlowError = !phaseOk
              ? ({ open: 'orderNotSigned', signed: 'orderSigned', finished: 'orderFinished', cancelled: 'orderCancelled' } as const)[phase]
              : step === 'recommendAunt'
                ? 'alreadyCandidate'
                : state === 'none'
                  ? 'notCandidate'
                  : 'wrongCandidateState';
            const outcome = run(order, SUBJECT, step, payloadFor(step, result));
            expect(outcome).toEqual({ ok: false, reason: expected });
            expect(REASONS).toContain(expected);
            if (state !== 'none') {
              // A result step may be offered for its other result; everything else must not be offered.
              const offered = TRANSITIONS.some((r) => r.step === step && r.phases.includes(phase) && r.from.includes(state));
              expect(allowedSteps(order, order.candidates[0]).includes(step)).toBe(offered);
            }
          });
        }
      }
    }
  }
});

describe('every order step x order phase', () => {
  for (const step of ORDER_LEVEL_STEPS) {
    for (const phase of ORDER_PHASES) {
      const row = TRANSITIONS.find((r) => r.step === step && r.phases.includes(phase));
      if (row) {
        it(`allows ${step} in a ${phase} order`, () => {
          const order = orderWith(phase, 'interviewPassed');
          expect(allowedSteps(order, null)).toContain(step);
          const done = expectOk(run(order, null, step, PAYLOADS[step]));
          expect(done.order.phase).toBe(row.orderPhase ?? phase);
          expect(done.order).not.toBe(order);
          if (step === 'addOrderTransfer') expect(done.order.userId).toBe(11);
          else expect(done.order.userId).toBe(OWNER);
        });
      } else {
        it(`refuses ${step} in a ${phase} order`, () => {
          const order = orderWith(phase, 'interviewPassed');
          expect(allowedSteps(order, null)).not.toContain(step);
          const reason = ({ open: 'orderNotSigned', signed: 'orderSigned', finished: 'orderFinished', cancelled: 'orderCancelled' } as const)[phase];
          expect(run(order, null, step, PAYLOADS[step])).toEqual({ ok: false, reason });
        });
      }
    }
  }

  it('offers nothing at all on a cancelled or finished order', () => {
    for (const phase of ['cancelled', 'finished'] as const) {
      for (const state of SUBJECT_STATES) {
        const order = orderWith(phase, state);
        expect(allowedSteps(order, null)).toEqual([]);
        if (state !== 'none') expect(allowedSteps(order, order.candidates[0])).toEqual([]);
      }
    }
  });
});

describe('guards beyond the table', () => {
  const open = orderWith('open', 'none');

  it('refuses a blacklisted aunt and an aunt working elsewhere', () => {
    expect(run(open, SUBJECT, 'recommendAunt', { auntWorkStatus: 6 })).toEqual({ ok: false, reason: 'auntBlacklisted' });
    expect(run(open, SUBJECT, 'recommendAunt', { auntWorkStatus: 5 })).toEqual({ ok: false, reason: 'auntWorking' });
    for (const status of [1, 2, 3, 4] as const) expect(run(open, SUBJECT, 'recommendAunt', { auntWorkStatus: status }).ok).toBe(true);
  });

  it('refuses candidate steps for an aunt not on the order or without an aunt', () => {
    expect(run(open, 99, 'appointmentInterview', PAYLOADS.appointmentInterview)).toEqual({ ok: false, reason: 'notCandidate' });
    expect(run(open, null, 'recommendAunt', PAYLOADS.recommendAunt)).toEqual({ ok: false, reason: 'notCandidate' });
  });

  it('refuses incomplete bodies', () => {
    const scheduled = orderWith('open', 'interviewScheduled');
    expect(run(orderWith('open', 'recommended'), SUBJECT, 'appointmentInterview', { interviewTime: ' ' })).toEqual({
      ok: false,
      reason: 'missingInterviewTime',
    });
    expect(run(scheduled, SUBJECT, 'setInterviewResult', { result: 2 as Flag })).toEqual({ ok: false, reason: 'invalidResult' });
    expect(run(open, null, 'cancelOrderHandle', { reason: '' })).toEqual({ ok: false, reason: 'missingReason' });
    expect(run(open, null, 'createFollowUp', { content: '  ' })).toEqual({ ok: false, reason: 'missingContent' });
    expect(run(open, null, 'addOrderTransfer', { toUserId: 0 })).toEqual({ ok: false, reason: 'invalidOwner' });
    expect(run(open, null, 'addOrderTransfer', { toUserId: OWNER })).toEqual({ ok: false, reason: 'sameOwner' });
  });

  it('records the interview time and place, and allows rescheduling', () => {
    const first = expectOk(run(orderWith('open', 'recommended'), SUBJECT, 'appointmentInterview', PAYLOADS.appointmentInterview));
    expect(first.order.candidates[0]).toMatchObject({ state: 'interviewScheduled', interviewTime: '2025-03-01T10:00:00+08:00', interviewAddress: 'Store 1' });
    const again = expectOk(run(deepFreeze(first.order), SUBJECT, 'appointmentInterview', { interviewTime: '2025-03-02T09:00:00+08:00' }));
    expect(again.order.candidates[0]).toMatchObject({ interviewTime: '2025-03-02T09:00:00+08:00', interviewAddress: null });
  });

  it('keeps extra fields of the order', () => {
    const order = deepFreeze({ ...orderWith('open', 'none'), orderId: 5, remarks: 'x' });
    const done = applyStep(order, SUBJECT, 'recommendAunt', PAYLOADS.recommendAunt);
    expect(done.ok && done.order.orderId).toBe(5);
  });

  it('maps phases onto the API OrderStatus', () => {
    expect(orderStatusOf(orderWith('open', 'none'))).toBe(2);
    expect(orderStatusOf({ phase: 'open', userId: 0, candidates: [] })).toBe(0);
    expect(orderStatusOf({ phase: 'open', userId: 0, candidates: [candidate(1, 'recommended')] })).toBe(1);
    expect(orderStatusOf({ phase: 'open', userId: 0, candidates: [candidate(1, 'trialPassed')] })).toBe(3);
    expect(['signed', 'finished', 'cancelled'].map((phase) => orderStatusOf({ phase: phase as OrderPhase, userId: 0, candidates: [] }))).toEqual([4, 5, 6]);
    expect(([0, 1, 2, 3, 4, 5, 6] as const).map(phaseOfOrderStatus)).toEqual(['open', 'open', 'open', 'open', 'signed', 'finished', 'cancelled']);
  });
});

describe('journeys', () => {
  /** Applies a step that must succeed; tracks the aunts' work statuses. */
  function step(state: { order: FlowOrder; aunts: Map<number, number> }, auntId: number | null, name: OrderStep, payload: StepPayloads[OrderStep]) {
    const done = expectOk(run(deepFreeze(state.order), auntId, name, payload));
    done.auntStatusChanges.forEach((change) => state.aunts.set(change.auntId, change.workStatus));
    state.order = done.order;
  }

  function fresh() {
    return {
      order: { phase: 'open', userId: OWNER, candidates: [] } as FlowOrder,
      aunts: new Map([
        [21, 1],
        [22, 1],
      ]),
    };
  }

  it('recommend two, one fails the interview, the other passes interview and trial and signs', () => {
    const s = fresh();
    step(s, 21, 'recommendAunt', PAYLOADS.recommendAunt);
    step(s, 22, 'recommendAunt', PAYLOADS.recommendAunt);
    step(s, 21, 'appointmentInterview', PAYLOADS.appointmentInterview);
    expect(s.aunts.get(21)).toBe(2);
    step(s, 21, 'setInterviewResult', { result: 0 });
    expect(s.aunts.get(21)).toBe(1);
    expect(stateOf(s.order, 21)).toBe('interviewFailed');
    expect(s.order.phase).toBe('open');

    step(s, 22, 'appointmentInterview', PAYLOADS.appointmentInterview);
    step(s, 22, 'setInterviewResult', { result: 1 });
    expect(s.aunts.get(22)).toBe(3);
    step(s, 22, 'setPolitResult', { result: 1 });
    expect(s.aunts.get(22)).toBe(4);
    const failedBefore = s.order.candidates.find((c) => c.auntId === 21);
    step(s, 22, 'signComplete', {});
    expect(s.aunts.get(22)).toBe(5);
    expect(s.order.phase).toBe('signed');
    expect(orderStatusOf(s.order)).toBe(4);
    expect(s.order.candidates.find((c) => c.auntId === 21)).toEqual(failedBefore);
    expect(s.aunts.get(21)).toBe(1);
  });

  it('a failed trial returns her to 找工作 and leaves the order open', () => {
    const s = fresh();
    step(s, 21, 'recommendAunt', PAYLOADS.recommendAunt);
    step(s, 21, 'appointmentInterview', PAYLOADS.appointmentInterview);
    step(s, 21, 'setInterviewResult', { result: 1 });
    step(s, 21, 'setPolitResult', { result: 0 });
    expect(s.aunts.get(21)).toBe(1);
    expect(stateOf(s.order, 21)).toBe('trialFailed');
    expect(s.order.phase).toBe('open');
  });

  it('only one candidate can be signed', () => {
    const s = fresh();
    for (const aunt of [21, 22]) {
      step(s, aunt, 'recommendAunt', PAYLOADS.recommendAunt);
      step(s, aunt, 'appointmentInterview', PAYLOADS.appointmentInterview);
      step(s, aunt, 'setInterviewResult', { result: 1 });
      step(s, aunt, 'setPolitResult', { result: 1 });
    }
    step(s, 21, 'signComplete', {});
    expect(stateOf(s.order, 22)).toBe('withdrawn');
    expect(s.aunts.get(22)).toBe(1);
    expect(run(deepFreeze(s.order), 22, 'signComplete', {})).toEqual({ ok: false, reason: 'orderSigned' });
  });

  it('cancel before signing releases every active candidate; cancel after signing is refused', () => {
    const s = fresh();
    s.aunts.set(23, 1);
    step(s, 21, 'recommendAunt', PAYLOADS.recommendAunt);
    step(s, 22, 'recommendAunt', PAYLOADS.recommendAunt);
    step(s, 23, 'recommendAunt', PAYLOADS.recommendAunt);
    step(s, 21, 'appointmentInterview', PAYLOADS.appointmentInterview);
    step(s, 22, 'appointmentInterview', PAYLOADS.appointmentInterview);
    step(s, 22, 'setInterviewResult', { result: 1 });
    step(s, null, 'cancelOrderHandle', PAYLOADS.cancelOrderHandle);
    expect(s.order.phase).toBe('cancelled');
    expect(s.order.candidates.map((c) => c.state)).toEqual(['withdrawn', 'withdrawn', 'withdrawn']);
    expect([...s.aunts.values()]).toEqual([1, 1, 1]);
    expect(allowedSteps(s.order, null)).toEqual([]);

    const signed = fresh();
    step(signed, 21, 'recommendAunt', PAYLOADS.recommendAunt);
    step(signed, 21, 'appointmentInterview', PAYLOADS.appointmentInterview);
    step(signed, 21, 'setInterviewResult', { result: 1 });
    step(signed, 21, 'setPolitResult', { result: 1 });
    step(signed, 21, 'signComplete', {});
    expect(run(deepFreeze(signed.order), null, 'cancelOrderHandle', PAYLOADS.cancelOrderHandle)).toEqual({ ok: false, reason: 'orderSigned' });
  });

  it('outgoing after signing returns her to 找工作 and finishes the order', () => {
    const s = fresh();
    step(s, 21, 'recommendAunt', PAYLOADS.recommendAunt);
    step(s, 21, 'appointmentInterview', PAYLOADS.appointmentInterview);
    step(s, 21, 'setInterviewResult', { result: 1 });
    step(s, 21, 'setPolitResult', { result: 1 });
    step(s, 21, 'signComplete', {});
    step(s, null, 'createFollowUp', PAYLOADS.createFollowUp);
    step(s, null, 'addOrderTransfer', PAYLOADS.addOrderTransfer);
    step(s, 21, 'setAuntOutgoing', {});
    expect(s.aunts.get(21)).toBe(1);
    expect(stateOf(s.order, 21)).toBe('outgoing');
    expect(s.order.phase).toBe('finished');
    expect(orderStatusOf(s.order)).toBe(5);
    expect(run(deepFreeze(s.order), 22, 'recommendAunt', PAYLOADS.recommendAunt)).toEqual({ ok: false, reason: 'orderFinished' });
  });
});
