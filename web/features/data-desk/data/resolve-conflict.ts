import { deskEndpoints } from '../../../../core/contract/desk';
import { call } from '../../../lib/api';
import { useReloadDesk } from './use-reload-desk';

/** Keeps the edit, or takes the shipped dataset's row; the conflicts and lists refresh. */
export function useResolveConflict() {
  const reload = useReloadDesk();
  return async (id: string, keep: 'edit' | 'shipped') => {
    const answer = await call(deskEndpoints.resolve, { params: { id }, body: { keep } });
    await reload();
    return answer;
  };
}
