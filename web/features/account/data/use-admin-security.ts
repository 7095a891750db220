import { useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '../../../../core/contract/admin';
import { call } from '../../../lib/api';

export const adminSecurityKey = ['admin-security'];

/** Administrators: whether every administrator must use two-factor for the admin tools. */
export function useAdminSecurity() {
  return useQuery({ queryKey: adminSecurityKey, queryFn: () => call(adminEndpoints.security), retry: false });
}
