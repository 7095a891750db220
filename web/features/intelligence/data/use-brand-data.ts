import { useQuery } from '@tanstack/react-query';
import { intelligenceEndpoints } from '../../../../core/contract/intelligence';
import { ApiError, call, orNull } from '../../../lib/api';
import { useSignedIn } from './use-signed-in';

/** A brand's lists and stack map; 404 means the dataset does not know the brand (not an error). No name, no call. */
export function useBrandData(name: string) {
  const signedIn = useSignedIn();
  return useQuery({
    enabled: signedIn && name.trim().length > 0,
    queryKey: ['brand-data', name.toLowerCase()],
    queryFn: () =>
      orNull(call(intelligenceEndpoints.brandData, { params: { brandName: name } })).catch(
        (error: unknown) => {
          throw error instanceof ApiError ? new Error(`Failed to fetch data: ${error.status}`) : error;
        },
      ),
    retry: 3,
    retryDelay: 1000,
  });
}
