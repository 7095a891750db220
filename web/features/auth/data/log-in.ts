import { authEndpoints, type TLoginRequest } from '../../../../core/contract/auth';
import { call } from '../../../lib/api';

/** The password step: signed in (the user), or a two-factor code is needed next (a ticket). */
export const logIn = (body: TLoginRequest) => call(authEndpoints.login, { body });
