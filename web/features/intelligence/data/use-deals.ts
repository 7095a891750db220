import { useQuery } from '@tanstack/react-query';
import { partnershipEndpoints, type TPartnershipQuery } from '../../../../core/contract/partnerships';
import type { TDeal } from '../../../../core/contract/profile';
import { ApiError, call } from '../../../lib/api';
import { useSignedIn } from './use-signed-in';

/** The API's query as the finder builds it: strings straight from the address, checked by the server. */
type Query = Record<string, string | number>;

/** Why the deals could not be had: the server's message for a query it refused (it names the parameter). */
export class DealsError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'DealsError';
  }
}

const explain = (error: unknown): never => {
  if (error instanceof ApiError && error.status < 500)
    throw new DealsError(error.serverMessage ?? error.message, false);
  throw new DealsError('Check your connection and try again.', true);
};

const list = (query: Query, signal?: AbortSignal) =>
  // The address's text goes to the server as it is: it checks every parameter and names a bad one.
  call(partnershipEndpoints.list, { query: query as unknown as TPartnershipQuery, signal }).catch(explain);

/** One page of the deal finder (GET /api/partnerships); the last page stays while the next loads. */
export function useDeals(query: Query) {
  const signedIn = useSignedIn();
  return useQuery({
    enabled: signedIn,
    queryKey: ['deals', query],
    queryFn: ({ signal }) => list(query, signal),
    placeholderData: (previous) => previous,
  });
}

/** The values the filters offer (GET /api/partnerships/facets), once per session. */
export function useDealFacets() {
  const signedIn = useSignedIn();
  return useQuery({
    enabled: signedIn,
    queryKey: ['deal-facets'],
    queryFn: ({ signal }) => call(partnershipEndpoints.facets, { signal }),
  });
}

/** Every deal a query matches, in its order, read a page of the API's largest size at a time (for export). */
export async function allDeals(query: Query, pageSize = 5000): Promise<TDeal[]> {
  const deals: TDeal[] = [];
  for (let offset = 0; ; ) {
    const page = await list({ ...query, limit: pageSize, offset });
    deals.push(...page.partnerships);
    if (page.nextOffset === null) return deals;
    offset = page.nextOffset;
  }
}
