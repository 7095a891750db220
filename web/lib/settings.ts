import { useQuery } from '@tanstack/react-query';
import { authEndpoints } from '../../core/contract/auth';
import { call } from './api';

/** Keyed by user, so a different account on the same tab never sees cached settings. */
export const settingsKey = (userId: string) => [authEndpoints.settings.path, userId] as const;

/** The one query of a user's settings: every reader (settings page, timezone, alerts) shares its cache. */
export const settingsQuery = (userId: string) => ({
  queryKey: settingsKey(userId),
  queryFn: () => call(authEndpoints.settings),
});

export function useSettings(userId: string) {
  return useQuery(settingsQuery(userId));
}
