/**
 * flowOrderOf: the UI's view of an API order for the state graph (status -> phase, stage ->
 * state), checked against the mock's own mapping (orderStatusOf, CANDIDATE_STAGE).
 */
import { describe, expect, it } from 'vitest';
import type { OrderAunt, OrderStatus } from '@/api/order.types';
import { CANDIDATE_STAGE, CANDIDATE_STATES, CANDIDATE_STATE_OF_STAGE, allowedSteps, flowOrderOf, orderStatusOf, type FlowOrder } from '@/domain/orderFlow';

type Stage = OrderAunt['stage'];
const aunt = (auntId: number, stage: Stage, interviewTime: string | null = null, interviewAddress: string | null = null) => ({
  auntId,
  stage,
  interviewTime,
  interviewAddress,
});

describe('flowOrderOf', () => {
  it('maps every stage back to the state it came from', () => {
    for (const state of CANDIDATE_STATES) expect(CANDIDATE_STATE_OF_STAGE[CANDIDATE_STAGE[state]]).toBe(state);
    expect(Object.keys(CANDIDATE_STATE_OF_STAGE)).toHaveLength(CANDIDATE_STATES.length);
  });

  it.each<[OrderStatus, FlowOrder['phase']]>([
    [0, 'open'],
    [1, 'open'],
    [2, 'open'],
    [3, 'open'],
    [4, 'signed'],
    [5, 'finished'],
    [6, 'cancelled'],
  ])('status %i is phase %s', (status, phase) => {
    expect(flowOrderOf({ status, userId: 3, aunts: [] }).phase).toBe(phase);
  });

  it('keeps the owner and each candidate with her interview', () => {
    const flow = flowOrderOf({ status: 2, userId: 7, aunts: [aunt(1, 0), aunt(2, 1, '2026-11-25T10:00:00+08:00', '门店'), aunt(3, 3)] });
    expect(flow).toEqual({
      phase: 'open',
      userId: 7,
      candidates: [
        { auntId: 1, state: 'recommended', interviewTime: null, interviewAddress: null },
        { auntId: 2, state: 'interviewScheduled', interviewTime: '2026-11-25T10:00:00+08:00', interviewAddress: '门店' },
        { auntId: 3, state: 'interviewFailed', interviewTime: null, interviewAddress: null },
      ],
    });
    // The round trip: the status the mock would answer for this order is the one we started from.
    expect(orderStatusOf(flow)).toBe(2);
  });

  it('gives the steps the UI offers per stage', () => {
    const flow = flowOrderOf({ status: 3, userId: 7, aunts: [aunt(1, 0), aunt(2, 1), aunt(3, 2), aunt(4, 4), aunt(5, 5)] });
    const stepsOf = (auntId: number) => allowedSteps(flow, flow.candidates.find((candidate) => candidate.auntId === auntId) ?? null);
    expect(stepsOf(1)).toEqual(['appointmentInterview']);
    expect(stepsOf(2)).toEqual(['appointmentInterview', 'setInterviewResult']);
    expect(stepsOf(3)).toEqual(['setPolitResult']);
    expect(stepsOf(4)).toEqual(['signComplete']);
    expect(stepsOf(5)).toEqual([]);
    expect(allowedSteps(flow, null)).toEqual(['recommendAunt', 'cancelOrderHandle', 'addOrderTransfer', 'createFollowUp']);
  });

  it('offers nothing on a cancelled order and only outgoing, transfer and follow-up once signed', () => {
    const cancelled = flowOrderOf({ status: 6, userId: 7, aunts: [aunt(1, 8), aunt(2, 3)] });
    expect(cancelled.candidates.map((candidate) => allowedSteps(cancelled, candidate))).toEqual([[], []]);
    expect(allowedSteps(cancelled, null)).toEqual([]);
    const signed = flowOrderOf({ status: 4, userId: 7, aunts: [aunt(1, 6), aunt(2, 8)] });
    expect(allowedSteps(signed, signed.candidates[0])).toEqual(['setAuntOutgoing']);
    expect(allowedSteps(signed, signed.candidates[1])).toEqual([]);
    expect(allowedSteps(signed, null)).toEqual(['addOrderTransfer', 'createFollowUp']);
  });
});
