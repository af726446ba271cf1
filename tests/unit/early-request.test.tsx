/**
 * hooks/earlyRequest: a list's first request is sent while it renders; a render React throws away
 * (and redoes from scratch, with fresh refs) must not send it a second time.
 */
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UNCLAIMED_MS, useEarlyRequest } from '@/hooks/earlyRequest';
import { resetUserStores } from '@/stores/resetRegistry';

function sender() {
  const signals: AbortSignal[] = [];
  const send = vi.fn((signal: AbortSignal) => {
    signals.push(signal);
    return Promise.resolve(`answer ${signals.length}`);
  });
  return { send, signals };
}

describe('the early request of a list', () => {
  it('is sent once when a render is redone from scratch, and the committed render takes the first answer', async () => {
    const owner = {};
    const { send } = sender();
    // Two mounts stand for a render React threw away and the render that commits: neither shares the other's refs.
    renderHook(() => useEarlyRequest(owner, () => ({ key: 'page 1', send })));
    const committed = renderHook(() => useEarlyRequest(owner, () => ({ key: 'page 1', send })));
    expect(send).toHaveBeenCalledTimes(1);
    const taken = committed.result.current.take('page 1');
    await expect(taken?.promise).resolves.toBe('answer 1');
    // Once taken it is the committed list's own: a list mounted later asks again.
    renderHook(() => useEarlyRequest(owner, () => ({ key: 'page 1', send })));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('is not shared between lists, nor between keys, and is aborted when the effect wants another key', () => {
    const { send, signals } = sender();
    const first = renderHook(() => useEarlyRequest({}, () => ({ key: 'page 1', send })));
    renderHook(() => useEarlyRequest({}, () => ({ key: 'page 1', send })));
    const owner = {};
    renderHook(() => useEarlyRequest(owner, () => ({ key: 'page 2', send })));
    expect(send).toHaveBeenCalledTimes(3);
    expect(first.result.current.take('page 1, sorted by age')).toBeNull();
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('is forgotten at logout: one user’s request is never the next one’s answer', () => {
    const owner = {};
    const { send } = sender();
    renderHook(() => useEarlyRequest(owner, () => ({ key: 'page 1', send })));
    resetUserStores();
    renderHook(() => useEarlyRequest(owner, () => ({ key: 'page 1', send })));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('is forgotten a while after its answer when no render takes it', async () => {
    vi.useFakeTimers();
    try {
      const owner = {};
      const { send } = sender();
      renderHook(() => useEarlyRequest(owner, () => ({ key: 'page 1', send })));
      await vi.advanceTimersByTimeAsync(UNCLAIMED_MS + 1);
      renderHook(() => useEarlyRequest(owner, () => ({ key: 'page 1', send })));
      expect(send).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
