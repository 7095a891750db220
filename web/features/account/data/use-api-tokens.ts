import { useQuery } from '@tanstack/react-query';
import { apiTokenEndpoints } from '../../../../core/contract/api-tokens';
import { call } from '../../../lib/api';

/** Every API-token list in the cache starts with this key: one invalidation refreshes them all. */
export const apiTokensRoot = ['api-tokens'];
export const ownApiTokensRoot = [...apiTokensRoot, 'own'];
export const apiTokensKey = (userId: string) => [...ownApiTokensRoot, userId];

/** The signed-in user's API tokens (newest first) and how many one account may hold. */
export function useApiTokens(userId: string) {
  return useQuery({ queryKey: apiTokensKey(userId), queryFn: () => call(apiTokenEndpoints.list) });
}
