import { useQuery } from '@tanstack/react-query';
import { COMPARE_MIN, compareEndpoints } from '../../../../core/contract/compare';
import { ApiError, call } from '../../../lib/api';
import { useSignedIn } from './use-signed-in';

/**
 * Why a comparison could not be had, in words for the page: the server's message for a request it
 * refused (an unknown brand names the closest ones), which asking again would not change.
 */
export class ComparisonError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ComparisonError';
  }
}

/** The brands side by side (GET /api/compare); asked for once two brands are picked. */
export function useComparison(brands: readonly string[]) {
  const signedIn = useSignedIn();
  const list = brands.join(',');
  return useQuery({
    enabled: signedIn && brands.length >= COMPARE_MIN,
    queryKey: ['compare', list.toLowerCase()],
    queryFn: ({ signal }) =>
      call(compareEndpoints.compare, { query: { brands: list }, signal }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status < 500)
          throw new ComparisonError(error.serverMessage ?? error.message, false);
        throw new ComparisonError('Check your connection and try again.', true);
      }),
    placeholderData: (previous) => previous,
  });
}
