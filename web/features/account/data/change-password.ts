import { authEndpoints, type TChangePasswordRequest } from '../../../../core/contract/auth';
import { call } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { apiTokensRoot } from './use-api-tokens';

/**
 * A new password (the current one needed); every other session ends, and every API token too when
 * asked (the token lists then reload).
 */
export async function changePassword(body: TChangePasswordRequest) {
  const answer = await call(authEndpoints.changePassword, { body });
  if (body.revokeApiTokens) await queryClient.invalidateQueries({ queryKey: apiTokensRoot });
  return answer;
}
