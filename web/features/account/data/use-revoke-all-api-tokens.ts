import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiTokenEndpoints } from '../../../../core/contract/api-tokens';
import { call } from '../../../lib/api';
import { apiTokensRoot, ownApiTokensRoot } from './use-api-tokens';

/** Revokes every token of the signed-in user; `onSuccess` learns how many went. */
export function useRevokeAllApiTokens(handlers: {
  onSuccess: (revoked: number) => void;
  onError: (error: Error) => void;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(apiTokenEndpoints.revokeAll),
    onSuccess: ({ revoked }) => {
      client.setQueriesData<{ tokens: unknown[] }>({ queryKey: ownApiTokensRoot }, (list) =>
        list ? { ...list, tokens: [] } : list,
      );
      handlers.onSuccess(revoked);
    },
    onError: handlers.onError,
    onSettled: () => client.invalidateQueries({ queryKey: apiTokensRoot }),
  });
}
