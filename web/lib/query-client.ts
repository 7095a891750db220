import { QueryClient } from '@tanstack/react-query';

/** Defaults from the spec: no retry, results never stale, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The one query cache of the app. Screens that fetch wrap themselves in
 * `<QueryClientProvider client={queryClient}>` (the screens are lazy chunks, so React Query stays
 * out of the first page load while every screen still shares this cache).
 */
export const queryClient = createQueryClient();
