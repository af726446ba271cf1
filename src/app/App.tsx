import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { routes } from './routes';
import { setAppRouter } from './routerRef';

const router = createBrowserRouter(routes);
setAppRouter(router);

// History mode with scroll to top on navigation.
router.subscribe((state) => {
  if (state.navigation.state === 'idle' && state.historyAction !== 'POP') window.scrollTo(0, 0);
});

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
