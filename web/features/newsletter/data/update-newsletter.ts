import { newsletterEndpoints, type TNewsletterInput } from '../../../../core/contract/newsletters';
import { call } from '../../../lib/api';

/** New content for a draft or a scheduled issue. A refused form throws an ApiError whose fields `fieldMessages` reads. */
export function updateNewsletter(id: string, content: TNewsletterInput) {
  return call(newsletterEndpoints.update, { params: { id }, body: content });
}
