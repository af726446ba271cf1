/** What keeps an aunt or an employer out of the recycle bin: one rule for both people on a contract. */
import { describe, expect, it } from 'vitest';
import { auntDeleteBlock, employerDeleteBlock } from '@/domain/deleteBlock';

const order = (orderId: number, phase: 'open' | 'signed' | 'finished' | 'cancelled') => ({ orderId, orderNo: `DD${orderId}`, phase });

describe('employerDeleteBlock', () => {
  it('names his signed order (a contract in force) before one still recruiting, whatever their order', () => {
    expect(employerDeleteBlock([order(1, 'open'), order(2, 'signed')])).toEqual({ reason: 'employerIsSigned', orderId: 2, orderNo: 'DD2' });
    expect(employerDeleteBlock([order(3, 'finished'), order(1, 'open')])).toEqual({ reason: 'employerIsRecruiting', orderId: 1, orderNo: 'DD1' });
  });

  it('lets him go when his orders are finished or cancelled, or he has none', () => {
    expect(employerDeleteBlock([order(1, 'finished'), order(2, 'cancelled')])).toBeNull();
    expect(employerDeleteBlock([])).toBeNull();
  });
});

describe('auntDeleteBlock', () => {
  it('names the order she is signed and working on before one she is a candidate on', () => {
    const candidate = { ...order(1, 'open'), state: 'interviewScheduled' as const };
    const working = { ...order(2, 'signed'), state: 'signed' as const };
    expect(auntDeleteBlock([candidate, working])).toEqual({ reason: 'auntIsSigned', orderId: 2, orderNo: 'DD2' });
    expect(auntDeleteBlock([candidate])).toEqual({ reason: 'auntIsCandidate', orderId: 1, orderNo: 'DD1' });
  });

  it('lets her go when she failed, was withdrawn, or went out', () => {
    const states = [
      { ...order(1, 'open'), state: 'interviewFailed' as const },
      { ...order(2, 'signed'), state: 'withdrawn' as const },
      { ...order(3, 'finished'), state: 'outgoing' as const },
    ];
    expect(auntDeleteBlock(states)).toBeNull();
  });
});
