import { useQuery } from '@tanstack/react-query';
import { deskEndpoints } from '../../../../core/contract/desk';
import { call } from '../../../lib/api';
import { deskKey } from './keys';

/** Edited records a newer shipped dataset changed or removed. */
export function useDeskConflicts() {
  return useQuery({
    queryKey: [...deskKey, 'conflicts'],
    queryFn: ({ signal }) => call(deskEndpoints.conflicts, { signal }),
    staleTime: 0,
  });
}
