import { useQueryClient } from '@tanstack/react-query';
import { deskEndpoints, type TDeskConfirm } from '../../../../core/contract/desk';
import { call } from '../../../lib/api';
import { partnershipKey } from './use-desk-partnership';
import { useReloadDesk } from './use-reload-desk';

/** "Confirmed today": the deal's as-of date becomes today, with the citation checked. */
export function useConfirmPartnership() {
  const client = useQueryClient();
  const reload = useReloadDesk();
  return async (id: string, body: TDeskConfirm) => {
    const record = await call(deskEndpoints.confirm, { params: { id }, body });
    client.setQueryData(partnershipKey(id), record);
    await reload();
    return record;
  };
}
