import { useQuery } from '@tanstack/react-query';
import type {
  SearchType,
  TAthlete,
  TBrandData,
  TRightsHolder,
  TSearchResponse,
} from '../../../core/contract/intelligence';
import { ApiError, apiRequest, throwIfNotOk } from '../../lib/api';
import { useAuth } from '../../lib/auth';

const enc = encodeURIComponent;

/**
 * Signed out, a view stays behind the log-in dialog (LoginGate): its data needs a session, so it
 * is not asked for until there is one (no 401s in the console).
 */
function useSignedIn() {
  return Boolean(useAuth().user);
}

/** The typeahead question for one kind: its hits, and the best hits of the other kinds (`also`). */
export function searchHitsQuery(type: SearchType, query: string) {
  const q = query.trim();
  return {
    queryKey: ['search', type, q.toLowerCase()],
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      fetch(`/api/search?type=${type}&q=${enc(q)}`, { credentials: 'include', signal }).then(
        async (res): Promise<TSearchResponse> => {
          await throwIfNotOk(res);
          const body = (await res.json()) as Partial<TSearchResponse>;
          return { results: body.results ?? [], also: body.also ?? [] };
        },
      ),
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

/** A brand's lists and stack map; 404 means the dataset does not know the brand (not an error). */
export function useBrandData(name: string) {
  const signedIn = useSignedIn();
  return useQuery({
    enabled: signedIn,
    queryKey: ['brand-data', name.toLowerCase()],
    queryFn: async () => {
      const res = await fetch(`/api/brand/${enc(name)}/data`, { credentials: 'include' });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`Failed to fetch data: ${res.status}`);
      return (await res.json()) as TBrandData;
    },
    retry: 3,
    retryDelay: 1000,
  });
}

export function useRightsHolder(name: string) {
  const signedIn = useSignedIn();
  return useQuery({
    enabled: signedIn,
    queryKey: ['rights-holder', name.toLowerCase()],
    queryFn: async () => {
      const res = await fetch(`/api/rights-holders/${enc(name)}`, { credentials: 'include' });
      if (res.status === 404) return null;
      await throwIfNotOk(res);
      return (await res.json()) as TRightsHolder;
    },
  });
}

const FIVE_MINUTES = 5 * 60_000;

/** The athlete panel (limit 6, by sport) or a name search (limit 20, query longer than 2). */
export function useAthletes(params: { query: string; sport: string; limit: number; enabled?: boolean }) {
  const search = new URLSearchParams();
  search.set('query', params.query.trim());
  if (params.sport !== 'all') search.set('sport', params.sport);
  search.set('limit', String(params.limit));
  return useQuery({
    queryKey: ['athletes', params.query.trim().toLowerCase(), params.sport, params.limit],
    queryFn: () => apiRequest<TAthlete[]>('GET', `/api/talent/athletes?${search}`),
    staleTime: FIVE_MINUTES,
    enabled: params.enabled ?? true,
    placeholderData: (previous) => previous,
  });
}

/** The selected athlete: the first match of limit 1; a failed lookup is only logged. */
export function useAthlete(name: string) {
  const signedIn = useSignedIn();
  return useQuery({
    enabled: signedIn,
    queryKey: ['athlete', name.toLowerCase()],
    queryFn: async () => {
      try {
        const list = await apiRequest<TAthlete[]>('GET', `/api/talent/athletes?query=${enc(name)}&limit=1`);
        return list[0] ?? null;
      } catch (error) {
        console.error('Athlete lookup failed', error);
        return null;
      }
    },
  });
}

export function useLogoUrl(name: string) {
  return useQuery({
    queryKey: ['logo', name.toLowerCase()],
    queryFn: () => apiRequest<{ logoUrl: string }>('GET', `/api/logos/${enc(name)}`).then((r) => r.logoUrl),
    retry: false,
  });
}

export async function generateReport(brandName: string): Promise<string> {
  const res = await fetch(`/api/reports/generate/${enc(brandName)}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
  });
  await throwIfNotOk(res);
  return ((await res.json()) as { reportUrl: string }).reportUrl;
}

export { ApiError };
