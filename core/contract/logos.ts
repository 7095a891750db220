import { z } from 'zod';

export const ZLogoResponse = z.object({
  logoUrl: z.string(),
  /** simple-icons: the brand's own mark (CC0); monogram: generated initials. */
  kind: z.enum(['simple-icons', 'monogram']),
});
export type TLogoResponse = z.infer<typeof ZLogoResponse>;
