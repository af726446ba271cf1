/**
 * The app's data router, handed over by whoever created it (App, or a test's memory router),
 * so the guard can patch the menu routes into it. Kept tiny: it sits in the entry chunk.
 */
import type { RouteObject } from 'react-router-dom';

/** Id of the protected layout route the menu routes are patched under. */
export const PROTECTED_ROUTE_ID = 'protected';

export interface PatchableRouter {
  patchRoutes: (routeId: string | null, children: RouteObject[]) => void;
  /** Data routers have it: code outside React (a notification's click) opens a page with it. */
  navigate?: (to: string) => unknown;
}

let current: PatchableRouter | null = null;

export function setAppRouter(router: PatchableRouter | null): void {
  current = router;
}

export function getAppRouter(): PatchableRouter | null {
  return current;
}
