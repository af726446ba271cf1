import { useCallback, useContext } from 'react';
import type { NavigateOptions } from 'react-router-dom';
import { DataRouterContext } from '@/patches/routerInternals';

type DataRouter = NonNullable<React.ContextType<typeof DataRouterContext>>['router'];

/**
 * The app's data router, read without subscribing to anything that changes: for the shell's
 * always-mounted parts (sidebar, top bar) and for parts a list renders once a row. Its `state`
 * is read when needed (where the user is when they log out), not rendered from.
 */
export function useDataRouter(): DataRouter {
  const router = useContext(DataRouterContext)?.router;
  if (!router) throw new Error('useDataRouter needs a data router (createBrowserRouter)');
  return router;
}

/**
 * The data router's navigate, for absolute paths. react-router's `useNavigate` reads the route
 * context, which is a new object on every router update, so each part using it rendered again
 * when a navigation started, and again when it ended: the whole menu twice per page change
 * (issue 11); it also sets up a layout effect per use (a list row's actions).
 */
export function useRouterNavigate(): (to: string, options?: NavigateOptions) => void {
  const router = useDataRouter();
  return useCallback((to, options) => void router.navigate(to, options), [router]);
}
