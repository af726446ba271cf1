/**
 * hooks/earlyRequest: a list's first request is sent while it renders; a render React throws away
 * (and redoes from scratch, with fresh refs) must not send it a second time.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerOf, UNCLAIMED_MS, useEarlyRequest, type EarlyRequest } from '@/hooks/earlyRequest';
import { useTable } from '@/hooks/useTable';
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

describe('what an effect does with the request it took (answerOf)', () => {
  /** An early request whose answer has landed, as `send` marks it. */
  async function landedRequest(answer: Promise<string>): Promise<EarlyRequest<string>> {
    const owner = {};
    const first = renderHook(() => useEarlyRequest(owner, () => ({ key: 'page 1', send: () => answer })));
    await answer.catch(() => undefined);
    const taken = first.result.current.take('page 1');
    if (!taken) throw new Error('no early request');
    return taken;
  }

  it('hands over an answer that has landed at once, in the same task', async () => {
    const taken = await landedRequest(Promise.resolve('rows'));
    const onValue = vi.fn();
    const send = vi.fn();
    answerOf(taken, send, onValue, vi.fn());
    expect(onValue).toHaveBeenCalledWith('rows');
    expect(send).not.toHaveBeenCalled();
  });

  it('hands over an error that has landed at once', async () => {
    const failure = new Error('server down');
    const taken = await landedRequest(Promise.reject(failure));
    const onError = vi.fn();
    answerOf(taken, vi.fn(), vi.fn(), onError);
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('waits for an answer still travelling, and drops it once aborted', async () => {
    let answer!: (value: string) => void;
    const travelling = new Promise<string>((resolve) => (answer = resolve));
    const taken: EarlyRequest<string> = { controller: new AbortController(), promise: travelling };
    const onValue = vi.fn();
    const controller = answerOf(taken, vi.fn(), onValue, vi.fn());
    expect(onValue).not.toHaveBeenCalled();
    controller.abort();
    answer('rows');
    await travelling;
    await Promise.resolve();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('sends its own request when it took none', async () => {
    const send = vi.fn(() => Promise.resolve('own rows'));
    const onValue = vi.fn();
    answerOf(null, send, onValue, vi.fn());
    expect(send).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(onValue).toHaveBeenCalledWith('own rows'));
  });
});

describe('a list mounted under StrictMode (the dev server)', () => {
  it('keeps the first page it asked for while rendering: one request, not aborted, its rows shown', async () => {
    const signals: AbortSignal[] = [];
    const fetch = vi.fn((_query: unknown, signal: AbortSignal) => {
      signals.push(signal);
      return Promise.resolve({ list: [{ id: 1 }], total: 1 });
    });
    // StrictMode mounts, unmounts and mounts the effects again: the early request must survive that.
    const list = renderHook(() => useTable({ memoryKey: false, fetch, initialFilter: {}, rowKey: (row: { id: number }) => row.id }), { reactStrictMode: true });
    await waitFor(() => expect(list.result.current.total).toBe(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(signals[0]?.aborted).toBe(false);
    list.unmount();
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
  });
});
