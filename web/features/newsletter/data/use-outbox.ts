import { useQuery } from '@tanstack/react-query';
import { newsletterEndpoints } from '../../../../core/contract/newsletters';
import { call, href } from '../../../lib/api';

/** The mail transport, and the outbox folder's newest messages; asked again whenever refreshKey changes. */
export function useOutbox(refreshKey: number) {
  return useQuery({
    queryKey: [newsletterEndpoints.outbox.path, refreshKey],
    queryFn: () => call(newsletterEndpoints.outbox),
  });
}

/** The address of one outbox message (an .eml download the browser opens). */
export const outboxMessageHref = (name: string) =>
  href(newsletterEndpoints.outboxMessage, { params: { name } });
