/**
 * The static route table (both documents, section 2). The menu routes built from the user's
 * role pages are patched in under the protected layout by the guard (app/menuRoutes.tsx).
 * Every page is a lazy chunk; route meta lives in `handle` (app/routeMeta.ts).
 */
import { redirect, type RouteObject } from 'react-router-dom';
import { guestOnly } from './guestOnly';
import { RouteError } from './RouteError';
import { DocumentTitle } from './DocumentTitle';
import { BootSpinner } from '@/components/BootSpinner';
import { page, plainPage } from './lazyPage';
import { PROTECTED_ROUTE_ID } from './routerRef';
import type { RouteMeta } from './routeMeta';

const notFound = page(() => import('@/pages/error/NotFound'));
const hidden = (title: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({ title: `route.${title}`, hidden: true, ...extra });

export const routes: RouteObject[] = [
  {
    // Pathless root: the browser title, one error boundary and one boot spinner for every route.
    Component: DocumentTitle,
    errorElement: <RouteError />,
    HydrateFallback: BootSpinner,
    children: [
      { path: '/login', loader: guestOnly, handle: hidden('login'), lazy: plainPage(() => import('@/pages/login')) },
      { path: '/404', handle: hidden('page404'), lazy: notFound },
      { path: '/register', handle: hidden('register'), lazy: page(() => import('@/pages/register')) },
      { path: '/resetPassword', handle: hidden('resetPassword'), lazy: page(() => import('@/pages/resetPassword')) },
      { path: '/auth-redirect', handle: hidden('authRedirect'), lazy: page(() => import('@/pages/authRedirect')) },
      { path: '/wechat/loginauth', handle: hidden('wechatLoginAuth'), lazy: page(() => import('@/pages/wechatLoginAuth')) },
      { path: '/resume', handle: hidden('resume'), lazy: page(() => import('@/pages/resume')) },
      // The insurance certificate: inside the session, outside the sidebar layout (opened in a new tab to print).
      {
        path: '/insurance/print',
        handle: hidden('insurancePrint'),
        loader: async (args) => (await import('./guards')).requireSession(args),
        lazy: page(() => import('@/pages/insurance/print')),
      },
      {
        path: '/',
        id: PROTECTED_ROUTE_ID,
        // The guard (and the menu machinery behind it) loads with the first protected page.
        loader: async (args) => (await import('./guards')).requireSession(args),
        lazy: page(() => import('@/layout/MainLayout')),
        children: [
          { index: true, loader: () => redirect('/dashboard') },
          {
            path: 'dashboard',
            handle: { title: 'route.dashboard', affix: true } satisfies RouteMeta,
            // A platform operator (no agency, no figures) lands on their first menu page instead (auth/home).
            loader: async () => (await import('./guards')).requireDashboard(),
            lazy: page(() => import('@/pages/dashboard')),
          },
          { path: 'profile', loader: () => redirect('/profile/index') },
          { path: 'profile/index', handle: hidden('profile', { noCache: true }), lazy: page(() => import('@/pages/profile')) },
          { path: 'sys/solution', handle: { title: 'route.solution' } satisfies RouteMeta, lazy: page(() => import('@/pages/solution')) },
          // For integrators and admins: how this user's menu pages resolve (outside the role menu).
          { path: 'diagnostics', handle: hidden('diagnostics'), lazy: page(() => import('@/pages/diagnostics')) },
          // No permission: inside the layout, so the menu and the top bar stay (a guest goes to login first).
          { path: '401', handle: hidden('page401', { noTab: true }), lazy: page(() => import('@/pages/error/Unauthorized')) },
          { path: 'redirect/*', handle: hidden('redirect', { noTab: true }), lazy: page(() => import('@/pages/redirect')) },
          // Ranked below every static and menu route whatever the order they were added in.
          // Someone else's page (a product page not in this user's menu) is /401, not 404.
          {
            path: '*',
            handle: hidden('page404'),
            loader: async ({ request }) => (await import('./menuRoutes')).deniedPage(new URL(request.url).pathname),
            lazy: notFound,
          },
        ],
      },
    ],
  },
];
