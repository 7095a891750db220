import { type TReauthRequest, twoFactorEndpoints } from '../../../../core/contract/auth';
import { call } from '../../../lib/api';

/** Turns two-factor off (the password and a code). */
export const disableTwoFactor = (body: TReauthRequest) => call(twoFactorEndpoints.disable, { body });
