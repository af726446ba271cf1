/** The event storage keyed by event name (stores/events): counts per name, and handlers that run once per new announcement of their name. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { announceEvent, storedEvent, useEventVersion, useOnEvent } from '@/stores/events';

afterEach(() => vi.useRealTimers());

describe('event storage', () => {
  it("keeps each name's count and last time apart", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T09:00:00+08:00'));
    const orders = storedEvent('orders').version;
    const catalogues = storedEvent('catalogues');
    announceEvent('orders');
    announceEvent('orders');
    expect(storedEvent('orders')).toEqual({ version: orders + 2, at: Date.parse('2026-03-01T09:00:00+08:00') });
    expect(storedEvent('catalogues')).toEqual(catalogues);
  });

  it('gives a screen the count for its data key, and runs a handler once per announcement of its own name after it mounted', () => {
    const handler = vi.fn();
    const { result } = renderHook(() => {
      useOnEvent('customTabs', handler);
      return useEventVersion('customTabs');
    });
    const start = result.current;
    expect(handler).not.toHaveBeenCalled();
    act(() => announceEvent('orders'));
    expect(handler).not.toHaveBeenCalled();
    act(() => announceEvent('customTabs'));
    expect([result.current, handler.mock.calls.length]).toEqual([start + 1, 1]);
    act(() => announceEvent('customTabs'));
    expect([result.current, handler.mock.calls.length]).toEqual([start + 2, 2]);
  });
});
