import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiTokenEndpoints, type TApiToken } from '../../../../core/contract/api-tokens';
import type { EndpointResult } from '../../../../core/contract/endpoint';
import { ApiError, call } from '../../../lib/api';
import { CONNECTION_ERROR } from '../../../lib/notify';
import { apiTokensRoot, ownApiTokensRoot } from './use-api-tokens';

type Created = EndpointResult<typeof apiTokenEndpoints.create>;

/**
 * Creates a named token. The answer (with the secret) goes to `onSuccess` only: the mutation keeps
 * no copy once the component resets it, and the cache holds the token lists, never a secret.
 */
export function useCreateApiToken(handlers: { onSuccess: (created: Created) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(apiTokenEndpoints.create, { body: { name } }),
    gcTime: 0,
    onSuccess: (created) => {
      // The new row shows at once (newest first), before the lists reload.
      client.setQueriesData<{ tokens: TApiToken[] }>({ queryKey: ownApiTokensRoot }, (list) =>
        list ? { ...list, tokens: [created.token, ...list.tokens] } : list,
      );
      handlers.onSuccess(created);
      void client.invalidateQueries({ queryKey: apiTokensRoot });
    },
  });
}

/** What to say next to the form when creating failed: the server's reason, or a generic line. */
export function createFailure(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'The token was not created. Please try again.';
  return CONNECTION_ERROR.description;
}
