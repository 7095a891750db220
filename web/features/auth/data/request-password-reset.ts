import type { z } from 'zod';
import { recoveryEndpoints, type ZForgotPasswordRequest } from '../../../../core/contract/auth';
import { call } from '../../../lib/api';

/** "Forgot password?": a reset link to the address if an account uses it (the same answer either way). */
export const requestPasswordReset = (body: z.input<typeof ZForgotPasswordRequest>) =>
  call(recoveryEndpoints.forgotPassword, { body });
