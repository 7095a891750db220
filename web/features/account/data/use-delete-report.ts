import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportEndpoints } from '../../../../core/contract/reports';
import { call } from '../../../lib/api';
import { reportsKey } from './use-reports';

/** Deletes one of the user's reports; the list reloads after. */
export function useDeleteReport(
  userId: string,
  handlers: { onSuccess: () => void; onError: (error: Error) => void },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(reportEndpoints.remove, { params: { id } }),
    onSuccess: () => {
      handlers.onSuccess();
      void client.invalidateQueries({ queryKey: reportsKey(userId) });
    },
    onError: handlers.onError,
  });
}
