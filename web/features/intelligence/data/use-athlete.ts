import { useQuery } from '@tanstack/react-query';
import { intelligenceEndpoints } from '../../../../core/contract/intelligence';
import { call } from '../../../lib/api';
import { useSignedIn } from './use-signed-in';

/** The selected athlete: the first match of limit 1; a failed lookup is only logged. */
export function useAthlete(name: string) {
  const signedIn = useSignedIn();
  return useQuery({
    enabled: signedIn,
    queryKey: ['athlete', name.toLowerCase()],
    queryFn: async () => {
      try {
        const list = await call(intelligenceEndpoints.athletes, { query: { query: name, limit: 1 } });
        return list[0] ?? null;
      } catch (error) {
        console.error('Athlete lookup failed', error);
        return null;
      }
    },
  });
}
