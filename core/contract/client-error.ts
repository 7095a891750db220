import { z } from 'zod';

/** A render failure caught by the web app's error boundary, reported so it reaches the server log. */
export const ZClientErrorReport = z.object({
  message: z.string().trim().min(1, 'message is required').max(2000, 'message is at most 2000 characters'),
  stack: z.string().max(8000, 'stack is at most 8000 characters').optional(),
  path: z.string().max(500, 'path is at most 500 characters'),
});
export type TClientErrorReport = z.infer<typeof ZClientErrorReport>;
