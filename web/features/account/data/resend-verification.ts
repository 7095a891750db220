import { recoveryEndpoints } from '../../../../core/contract/auth';
import { call } from '../../../lib/api';

/** Sends the address confirmation link again. */
export const resendVerification = () => call(recoveryEndpoints.resendVerification);
