import { z } from 'zod';

/** Every failed API call answers with this body, and so do calls whose answer is only a message. */
export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;
