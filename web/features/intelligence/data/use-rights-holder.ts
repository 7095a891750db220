import { useQuery } from '@tanstack/react-query';
import { intelligenceEndpoints } from '../../../../core/contract/intelligence';
import { call, orNull } from '../../../lib/api';
import { useSignedIn } from './use-signed-in';

/** A rights holder's sponsors and figures; 404 means the dataset does not know it (not an error). */
export function useRightsHolder(name: string) {
  const signedIn = useSignedIn();
  return useQuery({
    enabled: signedIn,
    queryKey: ['rights-holder', name.toLowerCase()],
    queryFn: () => orNull(call(intelligenceEndpoints.rightsHolder, { params: { name } })),
  });
}
