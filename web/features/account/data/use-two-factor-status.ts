import { useQuery } from '@tanstack/react-query';
import { twoFactorEndpoints } from '../../../../core/contract/auth';
import { call } from '../../../lib/api';

export const twoFactorStatusKey = (userId: string) => ['two-factor', userId];

/** Whether two-factor is on, since when, and how many recovery codes are left. */
export function useTwoFactorStatus(userId: string) {
  return useQuery({ queryKey: twoFactorStatusKey(userId), queryFn: () => call(twoFactorEndpoints.status) });
}
