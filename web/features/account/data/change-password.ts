import { authEndpoints, type TChangePasswordRequest } from '../../../../core/contract/auth';
import { call } from '../../../lib/api';

/** A new password (the current one needed); every other session ends. */
export const changePassword = (body: TChangePasswordRequest) => call(authEndpoints.changePassword, { body });
