import { recoveryEndpoints, type TResetPasswordRequest } from '../../../../core/contract/auth';
import { call } from '../../../lib/api';

/** A new password from the reset link's token; every session ends. */
export const resetPassword = (body: TResetPasswordRequest) => call(recoveryEndpoints.resetPassword, { body });
