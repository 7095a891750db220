import { useQueryClient } from '@tanstack/react-query';
import { authEndpoints, type TSettings, type TSettingsPatch } from '../../../../core/contract/auth';
import { call } from '../../../lib/api';
import { notifyFailure } from '../../../lib/notify';
import { settingsKey } from '../../../lib/settings';
import { toast } from '../../../lib/toast-store';

/**
 * Saves one setting optimistically: the screen changes at once, then the server is asked; on failure
 * the old value comes back with a toast.
 */
export function useSaveSetting(userId: string) {
  const client = useQueryClient();
  const key = settingsKey(userId);
  return async (patch: TSettingsPatch) => {
    const before = client.getQueryData<TSettings>(key);
    if (before) client.setQueryData<TSettings>(key, { ...before, ...patch });
    try {
      const saved = await call(authEndpoints.saveSettings, { body: patch });
      client.setQueryData(key, saved);
      toast({ title: 'Settings updated', description: 'Your preferences have been saved.' });
    } catch (error) {
      if (before) client.setQueryData(key, before);
      notifyFailure(
        error,
        { title: 'Update failed', fallback: 'Failed to save settings. Please try again.' },
        { title: 'Update failed', description: 'Failed to save settings. Please try again.' },
      );
    }
  };
}
