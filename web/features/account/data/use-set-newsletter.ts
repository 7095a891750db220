import { useQueryClient } from '@tanstack/react-query';
import { subscriptionEndpoints } from '../../../../core/contract/auth';
import { call } from '../../../lib/api';
import { notifyFailure } from '../../../lib/notify';
import { settingsKey } from '../../../lib/settings';
import { toast } from '../../../lib/toast-store';

/** The newsletter switch changes only after the server accepts. */
export function useSetNewsletter(userId: string) {
  const client = useQueryClient();
  const key = settingsKey(userId);
  return async (on: boolean) => {
    try {
      const saved = await call(on ? subscriptionEndpoints.subscribe : subscriptionEndpoints.unsubscribe);
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
