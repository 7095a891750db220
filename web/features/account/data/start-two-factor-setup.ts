import { type TTwoFactorSetupRequest, twoFactorEndpoints } from '../../../../core/contract/auth';
import { call } from '../../../lib/api';

/** The current password, then a new secret and its QR code; nothing is stored until a code from the app confirms it. */
export const startTwoFactorSetup = (body: TTwoFactorSetupRequest) => call(twoFactorEndpoints.setup, { body });
