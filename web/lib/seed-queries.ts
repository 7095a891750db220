import { hydrate } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * Puts the answers a server-rendered page was drawn with into the app's cache before it hydrates
 * (web/main.tsx): the first render finds them, so it matches the server's markup and asks for nothing
 * again. A chunk of its own, loaded only for such a page.
 */
export function seedQueries(state: unknown): void {
  if (state && typeof state === 'object') hydrate(queryClient, state as Parameters<typeof hydrate>[1]);
}
