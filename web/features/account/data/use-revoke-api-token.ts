import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiTokenAdminEndpoints, apiTokenEndpoints } from '../../../../core/contract/api-tokens';
import { call } from '../../../lib/api';
import { apiTokensRoot } from './use-api-tokens';

const revokers = {
  /** One of the signed-in user's own tokens. */
  own: (id: string) => call(apiTokenEndpoints.revoke, { params: { id } }),
  /** Any account's token (administrators). */
  admin: (id: string) => call(apiTokenAdminEndpoints.revoke, { params: { id } }),
};

/**
 * Revokes one token; every token list drops its row at once and then reloads (also after a
 * failure: a 404 means somebody else revoked it already).
 */
export function useRevokeApiToken(
  scope: keyof typeof revokers,
  handlers: { onSuccess: () => void; onError: (error: Error) => void },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokers[scope],
    onSuccess: (_, id) => {
      client.setQueriesData<{ tokens: { id: string }[] }>({ queryKey: apiTokensRoot }, (list) =>
        list ? { ...list, tokens: list.tokens.filter((t) => t.id !== id) } : list,
      );
      handlers.onSuccess();
    },
    onError: handlers.onError,
    onSettled: () => client.invalidateQueries({ queryKey: apiTokensRoot }),
  });
}
