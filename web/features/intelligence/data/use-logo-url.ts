import { useQuery } from '@tanstack/react-query';
import { logoEndpoints } from '../../../../core/contract/logos';
import { call } from '../../../lib/api';

/** Where the brand's logo is (its SVG's address, for an <img>). */
export function useLogoUrl(name: string) {
  return useQuery({
    queryKey: ['logo', name.toLowerCase()],
    queryFn: () => call(logoEndpoints.find, { params: { brandName: name } }).then((r) => r.logoUrl),
    retry: false,
  });
}
