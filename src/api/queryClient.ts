/**
 * The one server-state cache (TanStack Query). Hooks pass this client to `useQuery` themselves
 * (no provider at the root): the library loads only with the pages that use it, off the
 * dashboard's first load. Query keys live beside each family (`api/<family>.keys.ts`).
 *
 * Defaults follow the app's rules: the request layer shows an error once (callers ask with
 * `silent: true` and show it in place), nothing is retried (a business refusal stays one), data
 * is fresh for STALE_AFTER_MS like a kept-alive list, and an answer is kept until logout (a tab
 * that left the live set shows its data at once when it mounts again, as its page memory did).
 */
import { QueryClient } from '@tanstack/react-query';
import { STALE_AFTER_MS } from '@/hooks/listPaging';
import { registerStoreReset } from '@/stores/resetRegistry';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: STALE_AFTER_MS, gcTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
    mutations: { retry: false },
  },
});

// Logout: one user's answers never show to the next.
registerStoreReset(() => queryClient.clear());
