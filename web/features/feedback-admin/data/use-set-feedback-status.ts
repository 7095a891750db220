import { useQueryClient } from '@tanstack/react-query';
import { type FeedbackStatus, feedbackAdminEndpoints } from '../../../../core/contract/feedback';
import { call } from '../../../lib/api';
import { feedbackKey } from './use-feedback-list';

/** Marks one feedback new or read, then reloads the list. */
export function useSetFeedbackStatus() {
  const client = useQueryClient();
  return async (id: string, status: FeedbackStatus) => {
    await call(feedbackAdminEndpoints.setStatus, { params: { id }, body: { status } });
    await client.invalidateQueries({ queryKey: feedbackKey });
  };
}
