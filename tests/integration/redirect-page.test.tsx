/**
 * /redirect/* (the tabs' Refresh) re-enters its target once, even when the target's loader takes
 * a while: the page renders again while that navigation loads, and must not start it over.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import RedirectPage from '@/pages/redirect';

describe('the redirect page', () => {
  it('navigates to its target once while the target loads slowly, then shows it with its query', async () => {
    let loads = 0;
    let finish: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        { path: '/redirect/*', element: <RedirectPage /> },
        {
          path: '/dashboard',
          loader: () => {
            loads += 1;
            return new Promise<null>((resolve) => {
              finish = () => resolve(null);
            });
          },
          element: <p>dashboard page</p>,
        },
      ],
      { initialEntries: ['/redirect/dashboard?days=7'] },
    );
    const seen: string[] = [];
    router.subscribe((state) => {
      if (state.navigation.state === 'loading') seen.push(state.navigation.location.pathname);
    });
    render(<RouterProvider router={router} />);
    await expect.poll(() => loads).toBe(1);
    // The navigation is under way; the page has rendered again for it. Nothing started it over.
    expect(router.state.navigation.state).toBe('loading');
    finish();
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(loads).toBe(1);
    expect(seen.every((path) => path === '/dashboard')).toBe(true);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/dashboard?days=7');
  });
});
