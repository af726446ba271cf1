/**
 * The static route table (both documents, section 2). The menu routes built from the user's
 * role pages are patched in under the protected layout by the guard (app/menuRoutes.tsx).
 * Every page is a lazy chunk; route meta lives in `handle` (app/routeMeta.ts).
 */
import { redirect, type RouteObject } from 'react-router-dom';
import { guestOnly, requireSession } from './guards';
import { RouteError } from './RouteError';
import { BootSpinner } from '@/components/BootSpinner';
import { page } from './lazyPage';
import { PROTECTED_ROUTE_ID } from './menuRoutes';
import type { RouteMeta } from './routeMeta';

const notFound = page(() => import('@/pages/error/NotFound'));
const hidden = (title: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({ title: `route.${title}`, hidden: true, ...extra });

export const routes: RouteObject[] = [
  {
    // Pathless root: one error boundary and one boot spinner for every route.
    errorElement: <RouteError />,
    HydrateFallback: BootSpinner,
    children: [
      { path: '/login', loader: guestOnly, handle: hidden('login'), lazy: page(() => import('@/pages/login')) },
      { path: '/401', handle: hidden('page401'), lazy: page(() => import('@/pages/error/Unauthorized')) },
      { path: '/404', handle: hidden('page404'), lazy: notFound },
      {
        path: '/',
        id: PROTECTED_ROUTE_ID,
        loader: requireSession,
        lazy: page(() => import('@/layout/MainLayout')),
        children: [
          { index: true, loader: () => redirect('/dashboard') },
          { path: 'dashboard', handle: { title: 'route.dashboard', affix: true } satisfies RouteMeta, lazy: page(() => import('@/pages/dashboard')) },
          { path: 'redirect/*', handle: hidden('redirect', { noTab: true }), lazy: page(() => import('@/pages/redirect')) },
          // Ranked below every static and menu route whatever the order they were added in.
          { path: '*', handle: hidden('page404'), lazy: notFound },
        ],
      },
    ],
  },
];
