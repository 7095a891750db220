import { feedbackEndpoints, type TFeedbackInput } from '../../../../core/contract/feedback';
import { call } from '../../../lib/api';

/** Sends one rating and comment to the server; throws an ApiError when it is refused or fails. */
export function postFeedback(input: TFeedbackInput) {
  return call(feedbackEndpoints.send, { body: input });
}
