import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deskEndpoints } from '../../../../core/contract/desk';
import { call } from '../../../lib/api';
import { deskKey } from './keys';

/** The latest changes of every record, newest first, a page at a time. */
export function useDeskHistory(offset: number) {
  return useQuery({
    queryKey: [...deskKey, 'history', offset],
    queryFn: ({ signal }) => call(deskEndpoints.history, { query: { offset: offset || undefined }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
