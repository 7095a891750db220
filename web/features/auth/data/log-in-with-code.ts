import type { z } from 'zod';
import { authEndpoints, type ZTwoFactorLogin } from '../../../../core/contract/auth';
import { call } from '../../../lib/api';

/** The code step of a two-factor sign-in: the password step's ticket and a TOTP or recovery code. */
export const logInWithCode = (body: z.input<typeof ZTwoFactorLogin>) =>
  call(authEndpoints.loginTwoFactor, { body });
