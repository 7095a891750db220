import { useQueryClient } from '@tanstack/react-query';
import { deskEndpoints, type TDeskEnd } from '../../../../core/contract/desk';
import { call } from '../../../lib/api';
import { partnershipKey } from './use-desk-partnership';
import { useReloadDesk } from './use-reload-desk';

/** Ends a running deal in a year, with the citation note. */
export function useEndPartnership() {
  const client = useQueryClient();
  const reload = useReloadDesk();
  return async (id: string, body: TDeskEnd) => {
    const record = await call(deskEndpoints.end, { params: { id }, body });
    client.setQueryData(partnershipKey(id), record);
    await reload();
    return record;
  };
}
