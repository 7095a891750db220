import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The query cache of the request a page is rendered for on the server (server/plugins/ssr.ts); null
 * in the browser, where the app's one cache serves (web/lib/query-client.ts). Kept apart from that
 * module so the app's first chunk, which provides it, never loads React Query.
 */
export const RequestQueryClient = createContext<QueryClient | null>(null);
