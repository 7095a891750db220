import { z } from 'zod';

/** Every failed API call answers with this body, and so do calls whose answer is only a message. */
export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** The body of a 204 answer: none. */
export const ZNoContent = z.null();

/** The statuses every signed-in call may answer with besides its own. */
export const signedInErrors = { 401: ZMessageResponse } as const;

/** The extra answer of a call that accepts a personal API token: 429 when the token made too many calls this minute. */
export const tokenErrors = { 429: ZMessageResponse } as const;
