import { useQuery } from '@tanstack/react-query';
import { apiTokenAdminEndpoints } from '../../../../core/contract/api-tokens';
import { ApiError, call } from '../../../lib/api';
import { apiTokensRoot } from './use-api-tokens';

export const adminApiTokensKey = [...apiTokensRoot, 'all-accounts'];

/** Administrators: every account's API tokens with their owners (a 403 is not retried). */
export function useAdminApiTokens() {
  return useQuery({
    queryKey: adminApiTokensKey,
    queryFn: () => call(apiTokenAdminEndpoints.list),
    retry: false,
  });
}

/** The server's reason for refusing the admin list (403: e.g. the two-factor rule for admins). */
export const forbiddenMessage = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status === 403 ? error.serverMessage : undefined;
