import { useQueryClient } from '@tanstack/react-query';
import { deskKey } from './keys';

/** After any change: the lists, counts, records, history and conflicts are fetched again. */
export function useReloadDesk() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: deskKey });
}
