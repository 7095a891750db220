import { adminEndpoints } from '../../../../core/contract/admin';
import { call } from '../../../lib/api';

/** Sets whether administrators must use two-factor (their own must be on to require it). */
export const saveAdminSecurity = (requireTwoFactorForAdmins: boolean) =>
  call(adminEndpoints.setSecurity, { body: { requireTwoFactorForAdmins } });
