import { useQuery } from '@tanstack/react-query';
import { deskEndpoints } from '../../../../core/contract/desk';
import { call } from '../../../lib/api';
import { deskKey } from './keys';

export const partnershipKey = (id: string) => [...deskKey, 'partnership', id] as const;

/** One deal with its history (newest first) and the change Undo would reverse. */
export function useDeskPartnership(id: string | null) {
  return useQuery({
    queryKey: partnershipKey(id ?? ''),
    queryFn: ({ signal }) => call(deskEndpoints.show, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}
