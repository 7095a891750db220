import { twoFactorEndpoints } from '../../../../core/contract/auth';
import { call } from '../../../lib/api';

/** A new secret and its QR code; nothing is stored until a code from the app confirms it. */
export const startTwoFactorSetup = () => call(twoFactorEndpoints.setup);
