import type { z } from 'zod';
import { twoFactorEndpoints, type ZTwoFactorEnable } from '../../../../core/contract/auth';
import { call } from '../../../lib/api';

/** Turns two-factor on with a code from the app; answers the recovery codes. */
export const enableTwoFactor = (body: z.input<typeof ZTwoFactorEnable>) =>
  call(twoFactorEndpoints.enable, { body });
