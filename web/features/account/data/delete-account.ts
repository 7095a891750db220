import { authEndpoints, type TReauthRequest } from '../../../../core/contract/auth';
import { call } from '../../../lib/api';

/** Erases the account (the password, and the code when two-factor is on). */
export const deleteAccount = (body: TReauthRequest) => call(authEndpoints.deleteAccount, { body });
