/**
 * The route table. Public routes and the protected layout are static; the menu routes built
 * from role pages are added under the layout by the shell issue. Every page is a lazy chunk.
 *
 * Route `handle` meta: { title: i18n key under `route.*`, hidden?: true, affix?: true, noCache?: true }
 * @example { path: 'dashboard', handle: { title: 'dashboard', affix: true }, lazy: page(() => import('@/pages/dashboard')) }
 */
import { redirect, type RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { guestOnly, requireSession } from './guards';
import { RouteError } from './RouteError';
import { BootSpinner } from '@/components/BootSpinner';

export interface RouteMeta {
  title: string;
  hidden?: boolean;
  affix?: boolean;
  noCache?: boolean;
}

type PageModule = { default: ComponentType };

/** Wraps a page import as a lazy route (the page module default-exports its component). */
function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

const notFound = page(() => import('@/pages/error/NotFound'));

export const routes: RouteObject[] = [
  {
    // Pathless root: one error boundary and one boot spinner for every route.
    errorElement: <RouteError />,
    HydrateFallback: BootSpinner,
    children: [
      { path: '/login', loader: guestOnly, handle: { title: 'login', hidden: true } satisfies RouteMeta, lazy: page(() => import('@/pages/login')) },
      { path: '/401', handle: { title: 'page401', hidden: true } satisfies RouteMeta, lazy: page(() => import('@/pages/error/Unauthorized')) },
      { path: '/404', handle: { title: 'page404', hidden: true } satisfies RouteMeta, lazy: notFound },
      {
        path: '/',
        id: 'protected',
        loader: requireSession,
        lazy: page(() => import('@/layout/MainLayout')),
        children: [
          { index: true, loader: () => redirect('/dashboard') },
          { path: 'dashboard', handle: { title: 'dashboard', affix: true } satisfies RouteMeta, lazy: page(() => import('@/pages/dashboard')) },
          { path: 'redirect/*', handle: { title: 'redirect', hidden: true } satisfies RouteMeta, lazy: page(() => import('@/pages/redirect')) },
          { path: '*', handle: { title: 'page404', hidden: true } satisfies RouteMeta, lazy: notFound },
        ],
      },
    ],
  },
];
