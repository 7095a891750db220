import { useQuery } from '@tanstack/react-query';
import {
  BRAND_FIRST_SCREEN_DEALS,
  intelligenceEndpoints,
  type TBrandData,
} from '../../../../core/contract/intelligence';
import { ApiError, call, orNull } from '../../../lib/api';
import { useSignedIn } from './use-signed-in';

const fetchBrand = (name: string, first?: number) =>
  orNull(
    call(intelligenceEndpoints.brandData, {
      params: { brandName: name },
      query: first === undefined ? {} : { first },
    }),
  ).catch((error: unknown) => {
    throw error instanceof ApiError ? new Error(`Failed to fetch data: ${error.status}`) : error;
  });

/** Whether an answer carries every deal of the brand. */
export const isComplete = (data: TBrandData) => data.deals.length === data.overview.dealsOnFile;

/**
 * A brand's profile: the first answer carries the largest running deals (BRAND_FIRST_SCREEN_DEALS);
 * a brand with more (Nike has hundreds, an agency's import may give one brand thousands) gets its
 * whole portfolio in a second answer, fetched meanwhile. `data` is the first answer (every figure, the overview and the first deals;
 * null when the dataset does not know the brand, which is not an error), `full` the profile with
 * every deal once it is here (the same answer when the first one held them all). No name, no call.
 */
export function useBrandData(name: string) {
  const signedIn = useSignedIn();
  const key = name.toLowerCase();
  const first = useQuery({
    enabled: signedIn && name.trim().length > 0,
    queryKey: ['brand-data', key, 'first'],
    queryFn: () => fetchBrand(name, BRAND_FIRST_SCREEN_DEALS),
    retry: 3,
    retryDelay: 1000,
  });
  const needsRest = Boolean(first.data && !isComplete(first.data));
  const rest = useQuery({
    enabled: needsRest,
    queryKey: ['brand-data', key, 'all'],
    queryFn: () => fetchBrand(name),
    // A page rendered on the server carries the first screen only; the browser fetches the rest.
    meta: { afterFirstScreen: true },
    retry: 3,
    retryDelay: 1000,
  });
  const full = first.data && !needsRest ? first.data : (rest.data ?? null);
  return {
    ...first,
    full,
    /** The rest of a large portfolio could not be fetched (after retries). */
    restError: needsRest && rest.isError ? rest.error : null,
    /** Fetches the first answer again, and the rest when there is more. */
    refetch: async () => {
      const again = await first.refetch();
      if (again.data && !isComplete(again.data)) await rest.refetch();
      return again;
    },
  };
}
