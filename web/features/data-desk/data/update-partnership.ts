import { useQueryClient } from '@tanstack/react-query';
import { deskEndpoints, type TDeskPartnershipPatch } from '../../../../core/contract/desk';
import { call } from '../../../lib/api';
import { partnershipKey } from './use-desk-partnership';
import { useReloadDesk } from './use-reload-desk';

/** Saves the changed fields of a deal with the citation note; the record and lists refresh. */
export function useUpdatePartnership() {
  const client = useQueryClient();
  const reload = useReloadDesk();
  return async (id: string, body: TDeskPartnershipPatch) => {
    const record = await call(deskEndpoints.update, { params: { id }, body });
    client.setQueryData(partnershipKey(id), record);
    await reload();
    return record;
  };
}
