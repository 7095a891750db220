import { useQuery } from '@tanstack/react-query';
import { alertEndpoints, type TAlertFeed } from '../../../../core/contract/alerts';
import { call } from '../../../lib/api';

export const alertsKey = ['alerts'];

/**
 * The signed-in user's alerts feed (fetched only while `enabled`); `received` sees each feed as it
 * arrives, before it is cached.
 */
export function useAlerts(enabled: boolean, received?: (feed: TAlertFeed) => void) {
  return useQuery({
    queryKey: alertsKey,
    queryFn: async () => {
      const feed = await call(alertEndpoints.list);
      received?.(feed);
      return feed;
    },
    enabled,
  });
}
