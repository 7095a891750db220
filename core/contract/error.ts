import { z } from 'zod';

/** Every failed API call answers with this body. */
export const ZErrorResponse = z.object({ message: z.string() });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
