import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deskEndpoints, type TDeskPartnershipQuery } from '../../../../core/contract/desk';
import { call, href } from '../../../lib/api';
import { deskKey } from './keys';

const ep = deskEndpoints.list;

/** One page of deals for the filters, with the desk's counts and the sports and types for the lists. */
export function useDeskPartnerships(query: TDeskPartnershipQuery) {
  return useQuery({
    queryKey: [...deskKey, 'partnerships', href(ep, { query })],
    queryFn: ({ signal }) => call(ep, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
