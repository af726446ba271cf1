/** The joint-hall merge graph (domain/unitedGraph.ts): every action in every state by each side, and the application rule. */
import { describe, expect, it } from 'vitest';
import type { UnitedMappingStatus } from '@/api/united.types';
import {
  MERGE_ACTIONS,
  MERGE_STATUS,
  allowedMergeActions,
  applyRefusal,
  mergeRefusal,
  mergeTarget,
  type ApplyCheck,
  type MergeAction,
  type MergeSide,
} from '@/domain/unitedGraph';

const { applied, agreed, rejected, cancelled, merged } = MERGE_STATUS;
const STATES: UnitedMappingStatus[] = [applied, agreed, rejected, cancelled, merged];
const SIDES: MergeSide[] = ['owner', 'applicant'];

/** The graph as the issue writes it, independent of the data in src/domain. */
const EXPECTED: Record<MergeAction, { from: UnitedMappingStatus[]; by: MergeSide[]; to: UnitedMappingStatus | null }> = {
  unitedAgree: { from: [applied], by: ['owner'], to: agreed },
  unitedReject: { from: [applied], by: ['owner'], to: rejected },
  unitedCancel: { from: [applied, agreed], by: ['owner', 'applicant'], to: cancelled },
  unitedSuccess: { from: [agreed], by: ['owner'], to: merged },
  unitedDelete: { from: [rejected, cancelled, merged], by: ['owner', 'applicant'], to: null },
};

describe('merge steps', () => {
  const cases = MERGE_ACTIONS.flatMap((action) => STATES.flatMap((status) => SIDES.map((side) => [action, status, side] as const)));

  it.each(cases)('%s on a record in state %i by the %s', (action, status, side) => {
    const rule = EXPECTED[action];
    const expected = !rule.by.includes(side) ? 'wrongSide' : !rule.from.includes(status) ? 'wrongState' : null;
    expect(mergeRefusal(status, side, action)).toBe(expected);
    expect(allowedMergeActions(status, side).includes(action)).toBe(expected === null);
  });

  it('leads each allowed step to its state (delete removes the record)', () => {
    for (const action of MERGE_ACTIONS) expect(mergeTarget(action)).toBe(EXPECTED[action].to);
  });

  it('offers the owner agree, reject and cancel on an application, the applicant only cancel', () => {
    expect(allowedMergeActions(applied, 'owner')).toEqual(['unitedAgree', 'unitedReject', 'unitedCancel']);
    expect(allowedMergeActions(applied, 'applicant')).toEqual(['unitedCancel']);
    expect(allowedMergeActions(agreed, 'owner')).toEqual(['unitedCancel', 'unitedSuccess']);
    expect(allowedMergeActions(agreed, 'applicant')).toEqual(['unitedCancel']);
    for (const status of [rejected, cancelled, merged]) for (const side of SIDES) expect(allowedMergeActions(status, side)).toEqual(['unitedDelete']);
  });
});

describe('applying to merge', () => {
  const fine: ApplyCheck = { own: false, onShelf: true, hasOpenMerge: false, alreadyHeld: false, auntWorkStatus: 1 };

  it('allows a partner’s on-shelf record with a free aunt, whatever stage short of working she is at', () => {
    for (const auntWorkStatus of [1, 2, 3, 4] as const) expect(applyRefusal({ ...fine, auntWorkStatus })).toBeNull();
  });

  it.each([
    ['ownRecord', { own: true }],
    ['offShelf', { onShelf: false }],
    ['alreadyApplied', { hasOpenMerge: true }],
    ['alreadyHeld', { alreadyHeld: true }],
    ['auntWorking', { auntWorkStatus: 5 }],
    ['auntBlacklisted', { auntWorkStatus: 6 }],
  ] as const)('refuses %s', (reason, change) => {
    expect(applyRefusal({ ...fine, ...change })).toBe(reason);
  });

  it('names the first reason in a fixed order: own, off the shelf, already applied, already held, blacklisted, working', () => {
    expect(applyRefusal({ own: true, onShelf: false, hasOpenMerge: true, alreadyHeld: true, auntWorkStatus: 6 })).toBe('ownRecord');
    expect(applyRefusal({ own: false, onShelf: false, hasOpenMerge: true, alreadyHeld: true, auntWorkStatus: 6 })).toBe('offShelf');
    expect(applyRefusal({ own: false, onShelf: true, hasOpenMerge: true, alreadyHeld: true, auntWorkStatus: 5 })).toBe('alreadyApplied');
    expect(applyRefusal({ ...fine, alreadyHeld: true, auntWorkStatus: 6 })).toBe('alreadyHeld');
    expect(applyRefusal({ ...fine, auntWorkStatus: 6 })).toBe('auntBlacklisted');
  });
});
