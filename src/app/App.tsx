import { useEffect } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { routes } from './routes';
import { setAppRouter } from './routerRef';

const router = createBrowserRouter(routes);
setAppRouter(router);

/**
 * History mode with scroll to top on navigation. Subscribed in an effect, after RouterProvider's
 * own subscription: a subscriber attached before RouterProvider mounts makes react-router drop
 * its initialisation update when the first render is slow (a transition on a slow CPU), and
 * the boot spinner stays for good (remix-run/react-router#15308).
 */
function useScrollToTopOnNavigation() {
  useEffect(
    () =>
      router.subscribe((state) => {
        if (state.navigation.state === 'idle' && state.historyAction !== 'POP') window.scrollTo(0, 0);
      }),
    [],
  );
}

export function App() {
  useScrollToTopOnNavigation();
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
