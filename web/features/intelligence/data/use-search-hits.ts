import { useQuery } from '@tanstack/react-query';
import {
  intelligenceEndpoints,
  type SearchType,
  type TSearchResponse,
} from '../../../../core/contract/intelligence';
import { call } from '../../../lib/api';

/** The typeahead question for one kind: its hits, and the best hits of the other kinds (`also`). */
export function searchHitsQuery(type: SearchType, query: string) {
  const q = query.trim();
  return {
    queryKey: ['search', type, q.toLowerCase()],
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<TSearchResponse> => {
      const body: Partial<TSearchResponse> = await call(intelligenceEndpoints.search, {
        query: { type, q },
        signal,
      });
      return { results: body.results ?? [], also: body.also ?? [] };
    },
  };
}

/** Typeahead over the whole dataset: two characters at least (spec 02 section 5). */
export function useSearchHits(type: SearchType, query: string) {
  return useQuery({
    ...searchHitsQuery(type, query),
    enabled: query.trim().length >= 2,
    placeholderData: (previous) => previous,
  });
}
