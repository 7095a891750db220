import { QueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { RequestQueryClient } from './request-client';

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
 * The one query cache of the app in the browser. Screens that fetch wrap themselves in
 * `<QueryClientProvider client={useAppQueryClient()}>` (the screens are lazy chunks, so React
 * Query stays out of the first page load while every screen still shares this cache).
 */
export const queryClient = createQueryClient();

/** The app's cache: the browser's one cache, or the cache of the request being rendered on the server. */
export function useAppQueryClient(): QueryClient {
  return useContext(RequestQueryClient) ?? queryClient;
}
