import { useQuery } from '@tanstack/react-query';
import type { TSettings } from '../../core/contract/auth';
import { call } from './api';

/**
 * The auth contract, loaded when settings are first fetched: a screen that only shows times in the
 * user's zone (a server-rendered view holds the answer already) does not build its schemas at load.
 */
const settingsEndpoint = () => import('../../core/contract/auth').then((m) => m.authEndpoints.settings);

/** Keyed by user, so a different account on the same tab never sees cached settings. */
export const settingsKey = (userId: string) => ['settings', userId] as const;

/** The one query of a user's settings: every reader (settings page, timezone, alerts) shares its cache. */
export const settingsQuery = (userId: string) => ({
  queryKey: settingsKey(userId),
  queryFn: async (): Promise<TSettings> => call(await settingsEndpoint()),
});

export function useSettings(userId: string) {
  return useQuery(settingsQuery(userId));
}
