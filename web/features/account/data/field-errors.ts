import {
  CODE_NEEDED,
  CODE_TOO_LONG,
  ENTER_CURRENT_PASSWORD,
  PASSWORD_TOO_LONG,
  SETUP_EXPIRED,
  WRONG_CODE,
  WRONG_PASSWORD,
} from '../../../../core/contract/auth';
import { ApiError } from '../../../lib/api';

export type AccountField = 'currentPassword' | 'code' | 'newPassword';
export type FieldErrors = Partial<Record<AccountField, string>>;

const exact: Record<string, AccountField> = {
  [ENTER_CURRENT_PASSWORD]: 'currentPassword',
  [WRONG_PASSWORD]: 'currentPassword',
  [PASSWORD_TOO_LONG]: 'currentPassword',
  [CODE_NEEDED]: 'code',
  [WRONG_CODE]: 'code',
  [CODE_TOO_LONG]: 'code',
  [SETUP_EXPIRED]: 'code',
  'Enter the code from your authenticator app.': 'code',
  'The new password must be different from the current one.': 'newPassword',
};

function fieldOf(sentence: string): AccountField | undefined {
  if (sentence in exact) return exact[sentence];
  if (sentence.startsWith('That code is not right.')) return 'code';
  if (/^Password must be (at least|at most) /.test(sentence)) return 'newPassword';
  return undefined;
}

/**
 * The server's answer to a refused account form, placed under the field it is about: the wrong
 * current password under "Current Password", a wrong code under the code field. Sentences the form
 * cannot place (and every other failure) give nothing here: the toast still shows them.
 */
export function fieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const message = error.serverMessage ?? '';
  const whole = fieldOf(message);
  if (whole) return { [whole]: message };
  // Several refused fields come as several sentences, one each.
  const out: FieldErrors = {};
  for (const sentence of message.split(/(?<=[.?!])\s+(?=[A-Z])/)) {
    const field = fieldOf(sentence);
    if (field) out[field] ??= sentence;
  }
  return out;
}
