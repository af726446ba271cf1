/**
 * A lazy page that has not loaded within 120 s (first document, section 9): the route's error
 * boundary (RouteError, the app's root errorElement) shows the timeout with a retry, and the
 * retry loads the page again (a reload: the router keeps a failed lazy route failed).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { page, type PageModule } from '@/app/lazyPage';
import { RouteError } from '@/app/RouteError';
import { BootSpinner } from '@/components/BootSpinner';
import { browser } from '@/app/browser';
import { i18n } from '@/i18n';
import { renderRoutes } from '../render';

function Slow() {
  return <h1>slow page</h1>;
}

/** The app's shape: a pathless root with RouteError as its error element, the page lazy below it. */
function routesFor(load: () => Promise<PageModule>): RouteObject[] {
  return [{ errorElement: <RouteError />, HydrateFallback: BootSpinner, children: [{ path: '/slow', lazy: page(load) }] }];
}

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

describe('lazy page timeout', () => {
  it('shows the timeout with a retry after 120 s, and the retry loads the page again', async () => {
    const load = vi.fn<() => Promise<PageModule>>(() => new Promise(() => undefined));
    renderRoutes(routesFor(load), '/slow');
    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    // Testing Library waits with setTimeout: back to real timers before waiting on the screen.
    vi.useRealTimers();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('页面加载超时');
    expect(alert).toHaveTextContent('网络较慢或已断开，请检查网络后重试。');
    expect(load).toHaveBeenCalledTimes(1);

    const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(reload).toHaveBeenCalledTimes(1);

    // After the reload the route's module is asked for again; this time it arrives.
    load.mockImplementation(() => Promise.resolve({ default: Slow }));
    renderRoutes(routesFor(load), '/slow');
    expect(await screen.findByRole('heading', { name: 'slow page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says so in English', async () => {
    await i18n.changeLanguage('en');
    renderRoutes(
      routesFor(() => new Promise(() => undefined)),
      '/slow',
    );
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    vi.useRealTimers();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The page took too long to load');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
