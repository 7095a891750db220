import { newsletterEndpoints, type TNewsletterInput } from '../../../../core/contract/newsletters';
import { call } from '../../../lib/api';

/** Creates a draft issue. A refused form throws an ApiError whose fields `fieldMessages` reads. */
export function createNewsletter(content: TNewsletterInput) {
  return call(newsletterEndpoints.create, { body: content });
}
