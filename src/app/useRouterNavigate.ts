import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, type NavigateOptions } from 'react-router-dom';

/**
 * The data router's navigate, for absolute paths: for the shell's always-mounted parts (sidebar,
 * top bar) and for parts a list renders once a row. react-router's `useNavigate` reads the route
 * context, which is a new object on every router update, so each of those parts rendered again
 * when a navigation started, and again when it ended: the whole menu twice per page change
 * (issue 11); it also sets up a layout effect per use (a row's actions). This one reads only the
 * router.
 */
export function useRouterNavigate(): (to: string, options?: NavigateOptions) => void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  if (!router) throw new Error('useRouterNavigate needs a data router (createBrowserRouter)');
  return useCallback((to, options) => void router.navigate(to, options), [router]);
}
