import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyPageTimeoutError, RELOAD_WINDOW_MS, isLazyPageTimeout, loadWithChunkRecovery, loadWithTimeout, page } from '@/app/lazyPage';
import { config } from '@/config';

describe('loadWithChunkRecovery (a stale chunk after a deploy)', () => {
  let reload: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reloads the page once when a chunk fails to load', async () => {
    const pending = loadWithChunkRecovery(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    void pending;
  });

  it('fails (to the error boundary) instead of reloading again right after a reload', async () => {
    sessionStorage.setItem('agency-chunk-reload', String(Date.now() - 1_000));
    await expect(loadWithChunkRecovery(() => Promise.reject(new Error('still missing')))).rejects.toThrow('still missing');
    expect(reload).not.toHaveBeenCalled();
  });

  it('is not re-armed by another chunk loading after the reload (the layout before its broken page)', async () => {
    const first = loadWithChunkRecovery(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    void first;
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // After the reload: the layout's chunk loads, then the page's fails again.
    await expect(loadWithChunkRecovery(() => Promise.resolve('layout'))).resolves.toBe('layout');
    await expect(loadWithChunkRecovery(() => Promise.reject(new Error('page still missing')))).rejects.toThrow('page still missing');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a failure long after the last reload (a later deploy)', async () => {
    sessionStorage.setItem('agency-chunk-reload', String(Date.now() - RELOAD_WINDOW_MS));
    void loadWithChunkRecovery(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});

describe('the lazy-page timeout (120 s, first document, section 9)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('is 120 s by default', () => {
    expect(config.lazyPageTimeoutMs).toBe(120_000);
  });

  it('rejects a module that has not loaded within 120 s, not a moment before', async () => {
    let outcome: unknown = 'pending';
    loadWithTimeout(() => new Promise<never>(() => undefined)).then(
      () => (outcome = 'loaded'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(LazyPageTimeoutError);
    expect(isLazyPageTimeout(outcome)).toBe(true);
  });

  it('passes a module that loads in time, and its own failure, through unchanged', async () => {
    await expect(loadWithTimeout(() => Promise.resolve('page'))).resolves.toBe('page');
    const failure = new Error('chunk missing');
    await expect(loadWithTimeout(() => Promise.reject(failure))).rejects.toBe(failure);
    // Nothing is left scheduled once the load settled.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes an injected timeout', async () => {
    const pending = loadWithTimeout(() => new Promise<never>(() => undefined), 5);
    const check = expect(pending).rejects.toMatchObject({ name: 'LazyPageTimeoutError', timeoutMs: 5 });
    await vi.advanceTimersByTimeAsync(5);
    await check;
  });

  it('a timed-out page does not trigger the stale-chunk reload', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const lazy = page(() => new Promise<never>(() => undefined), 1_000) as () => Promise<unknown>;
    const check = expect(lazy()).rejects.toBeInstanceOf(LazyPageTimeoutError);
    await vi.advanceTimersByTimeAsync(1_000);
    await check;
    expect(reload).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
