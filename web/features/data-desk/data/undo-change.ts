import { deskEndpoints } from '../../../../core/contract/desk';
import { call } from '../../../lib/api';
import { useReloadDesk } from './use-reload-desk';

/** Reverses a record's last change (the server records the undo as a change of its own). */
export function useUndoChange() {
  const reload = useReloadDesk();
  return async (changeId: string) => {
    const change = await call(deskEndpoints.undo, { params: { id: changeId } });
    await reload();
    return change;
  };
}
