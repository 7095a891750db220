import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSettings, TSettingsPatch } from '../../core/contract/auth';
import { notifyFailure } from '../ui/notify';
import { toast } from '../ui/toast-store';
import { apiRequest } from './api';

/** Keyed by user, so a different account on the same tab never sees cached settings. */
export const settingsKey = (userId: string) => ['/api/auth/settings', userId] as const;

/** The one query of a user's settings: every reader (settings page, timezone, alerts) shares its cache. */
export const settingsQuery = (userId: string) => ({
  queryKey: settingsKey(userId),
  queryFn: () => apiRequest<TSettings>('GET', '/api/auth/settings'),
});

export function useSettings(userId: string) {
  return useQuery(settingsQuery(userId));
}

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
      const saved = await apiRequest<TSettings>('PATCH', '/api/auth/settings', patch);
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

/** The newsletter switch changes only after the server accepts. */
export function useSetNewsletter(userId: string) {
  const client = useQueryClient();
  const key = settingsKey(userId);
  return async (on: boolean) => {
    try {
      const saved = await apiRequest<TSettings>(
        'POST',
        `/api/newsletters/${on ? 'subscribe' : 'unsubscribe'}`,
      );
      client.setQueryData(key, saved);
      toast(
        on
          ? {
              title: 'Subscribed to newsletter',
              description: "You'll receive weekly ITK updates every Friday at lunchtime.",
            }
          : {
              title: 'Unsubscribed from newsletter',
              description: "You've been unsubscribed from the weekly newsletter.",
            },
      );
    } catch (error) {
      notifyFailure(
        error,
        { title: 'Subscription update failed', fallback: 'Failed to update newsletter subscription.' },
        {
          title: 'Connection error',
          description: 'Unable to update newsletter subscription. Please try again.',
        },
      );
    }
  };
}
