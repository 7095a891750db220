import { useQuery } from '@tanstack/react-query';
import { intelligenceEndpoints } from '../../../../core/contract/intelligence';
import { call } from '../../../lib/api';

const FIVE_MINUTES = 5 * 60_000;

/** The athlete panel (limit 6, by sport) or a name search (limit 20, query longer than 2). */
export function useAthletes(params: { query: string; sport: string; limit: number; enabled?: boolean }) {
  const query = {
    query: params.query.trim(),
    sport: params.sport === 'all' ? undefined : params.sport,
    limit: params.limit,
  };
  return useQuery({
    queryKey: ['athletes', params.query.trim().toLowerCase(), params.sport, params.limit],
    queryFn: () => call(intelligenceEndpoints.athletes, { query }),
    staleTime: FIVE_MINUTES,
    enabled: params.enabled ?? true,
    placeholderData: (previous) => previous,
  });
}
