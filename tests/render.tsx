/**
 * The one provider wrapper of the tests: the app's real providers (theme, locale, i18n,
 * feedback bridge) and, for whole-app tests, the real route table in a memory router.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { StyleProvider } from '@ant-design/cssinjs';
import { AppProviders } from '@/app/AppProviders';
import { routes } from '@/app/routes';
import { setAppRouter } from '@/app/routerRef';
import { removeToken } from '@/auth/token';
import { resetUserStores } from '@/stores/resetRegistry';
import { useSettings } from '@/stores/settings';
import { i18n } from '@/i18n';

/**
 * Where antd's theme CSS variables go in tests: an element outside the document. "server" mode
 * keeps component styles out but not the variable rules (about 440 custom properties on every
 * element with antd's css-var class), and jsdom 29 computes each such element's style property by
 * property: one getComputedStyle of an antd button took seconds on a large page.
 */
let styleContainer: HTMLElement | undefined;
const detachedStyles = () => (styleContainer ??= document.createElement('div'));

/** The CSS antd generated so far (its theme variables), for a test of the theme itself. */
export const antdGeneratedCss = (): string => [...detachedStyles().querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

/**
 * The app's providers as tests render them: antd's styles (and its theme variables) are made but not put into the document
 * (StyleProvider's "server" mode). jsdom matches every rule of every sheet in each
 * getComputedStyle call, which testing-library makes for every element it names; without antd's
 * thousands of rules a test runs about a third faster. Nothing here asserts on antd's CSS; what is
 * hidden is hidden by attributes and inline styles, which stay.
 */
function TestProviders({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server" container={detachedStyles()}>
      <AppProviders>{children}</AppProviders>
    </StyleProvider>
  );
}

export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(<TestProviders>{ui}</TestProviders>);
}

export function renderApp(initialPath: string): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  setAppRouter(router);
  const result = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
}

/**
 * Pages under a memory router with the app's providers, opened at `initialPath`; `wrap` puts
 * extra context around the router (an xlsx writer, say).
 *
 * @example
 *   const { router } = renderRoutes([{ path: '/employer/list', element: <EmployerListPage /> }], '/employer/list');
 */
export function renderRoutes(
  routes: RouteObject[],
  initialPath: string,
  wrap: (ui: ReactElement) => ReactElement = (ui) => ui,
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = renderWithProviders(wrap(<RouterProvider router={router} />));
  return { ...result, router };
}

/** Current path + search of a memory router. */
export function currentPath(router: ReturnType<typeof createMemoryRouter>): string {
  return router.state.location.pathname + router.state.location.search;
}

/** The shell's tests start signed out, in Chinese, without the tabs bar. */
export async function signedOutShell(): Promise<void> {
  removeToken();
  resetUserStores();
  useSettings.setState({ language: 'zh', tagsView: false });
  await i18n.changeLanguage('zh');
}
