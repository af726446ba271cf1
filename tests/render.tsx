/**
 * The one provider wrapper of the tests: the app's real providers (theme, locale, i18n,
 * feedback bridge) and, for whole-app tests, the real route table in a memory router.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { routes } from '@/app/routes';
import { setAppRouter } from '@/app/routerRef';

export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(<AppProviders>{ui}</AppProviders>);
}

export function renderApp(initialPath: string): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  setAppRouter(router);
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/** Current path + search of a memory router. */
export function currentPath(router: ReturnType<typeof createMemoryRouter>): string {
  return router.state.location.pathname + router.state.location.search;
}
