import { useQueries } from '@tanstack/react-query';
import { PARTNERSHIP_PAGE_MAX, partnershipEndpoints } from '../../../../core/contract/partnerships';
import type { TDeal } from '../../../../core/contract/profile';
import { call } from '../../../lib/api';
import { useSignedIn } from './use-signed-in';

/**
 * Every deal of each named brand (running and past) from the partnership listing, for figures the
 * profile does not carry (a competitor's deal starts by year). A brand whose deals do not fit one
 * page answers null: a trend from part of its deals would not be true.
 */
export function useBrandDeals(names: readonly string[]) {
  const signedIn = useSignedIn();
  return useQueries({
    queries: names.map((brand) => ({
      enabled: signedIn,
      queryKey: ['brand-deals', brand.toLowerCase()],
      queryFn: async (): Promise<TDeal[] | null> => {
        const page = await call(partnershipEndpoints.list, {
          query: { brand, limit: PARTNERSHIP_PAGE_MAX },
        });
        return page.total > page.partnerships.length ? null : page.partnerships;
      },
    })),
  });
}
