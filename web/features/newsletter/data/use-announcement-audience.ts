import { useQuery } from '@tanstack/react-query';
import { newsletterEndpoints } from '../../../../core/contract/newsletters';
import { call } from '../../../lib/api';

export const announcementAudienceKey = [newsletterEndpoints.announcementAudience.path] as const;

/** How many users opted in to marketing e-mails (the "Product announcements" audience). */
export function useAnnouncementAudience() {
  return useQuery({
    queryKey: announcementAudienceKey,
    queryFn: () => call(newsletterEndpoints.announcementAudience),
  });
}
