import { useQueryClient } from '@tanstack/react-query';
import { audienceKey } from './use-audience';
import { newslettersKey } from './use-newsletters';

/** Everything the desk shows after a change: the list, the audience, the suppressions. */
export function useReloadNewsletters() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: newslettersKey }),
      client.invalidateQueries({ queryKey: audienceKey }),
    ]);
}
