import { authEndpoints, type TRegisterRequest } from '../../../../core/contract/auth';
import { call } from '../../../lib/api';

/** Registers an account; the answer is the same for a new and a taken address. */
export const register = (body: TRegisterRequest) => call(authEndpoints.register, { body });
