import { useQueryClient } from '@tanstack/react-query';
import { deskEndpoints, type TDeskPartnershipCreate } from '../../../../core/contract/desk';
import { call } from '../../../lib/api';
import { partnershipKey } from './use-desk-partnership';
import { useReloadDesk } from './use-reload-desk';

/** Adds a deal; answers the new record (with its first change) and refreshes the lists. */
export function useCreatePartnership() {
  const client = useQueryClient();
  const reload = useReloadDesk();
  return async (body: TDeskPartnershipCreate) => {
    const record = await call(deskEndpoints.create, { body });
    client.setQueryData(partnershipKey(record.record.id), record);
    await reload();
    return record;
  };
}
