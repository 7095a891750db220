import { type TReauthRequest, twoFactorEndpoints } from '../../../../core/contract/auth';
import { call } from '../../../lib/api';

/** New recovery codes (the old ones stop working). */
export const newRecoveryCodes = (body: TReauthRequest) => call(twoFactorEndpoints.recoveryCodes, { body });
