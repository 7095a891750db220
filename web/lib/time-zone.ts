import { useQuery } from '@tanstack/react-query';
import type { TimeZoneSetting } from '../../core/format/time';
import { useAuth } from './auth';
import { useAppQueryClient } from './query-client';
import { settingsQuery } from './settings';

/**
 * The signed-in user's timezone setting (UTC until it is known, and signed out): every date and
 * time the product shows goes through core/format/time.ts with it.
 */
export function useTimeZone(): TimeZoneSetting {
  const { user } = useAuth();
  const { data } = useQuery(
    {
      ...settingsQuery(user?.id ?? ''),
      enabled: Boolean(user),
      staleTime: 60_000,
    },
    // The app's one client, given here: some screens draw outside a QueryClientProvider.
    useAppQueryClient(),
  );
  return (data?.timezone as TimeZoneSetting | undefined) ?? 'UTC';
}
