import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWithChunkRecovery } from '@/app/lazyPage';

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
    sessionStorage.setItem('agency-chunk-reload', '1');
    await expect(loadWithChunkRecovery(() => Promise.reject(new Error('still missing')))).rejects.toThrow('still missing');
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears the marker once a chunk loads, so a later deploy may reload again', async () => {
    sessionStorage.setItem('agency-chunk-reload', '1');
    await expect(loadWithChunkRecovery(() => Promise.resolve('page'))).resolves.toBe('page');
    expect(sessionStorage.getItem('agency-chunk-reload')).toBeNull();
  });
});
