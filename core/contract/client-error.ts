import { z } from 'zod';
import { endpoint } from './endpoint';
import { ZMessageResponse, ZNoContent } from './error';

/** A render failure caught by the web app's error boundary, reported so it reaches the server log. */
export const ZClientErrorReport = z.object({
  message: z.string().trim().min(1, 'message is required').max(2000, 'message is at most 2000 characters'),
  stack: z.string().max(8000, 'stack is at most 8000 characters').optional(),
  path: z.string().max(500, 'path is at most 500 characters'),
});
export type TClientErrorReport = z.infer<typeof ZClientErrorReport>;

export const clientErrorEndpoints = {
  report: endpoint({
    method: 'POST',
    path: '/api/client-errors',
    summary: "A render failure caught by the web app's error boundary, written to the server log.",
    body: ZClientErrorReport,
    responses: {
      204: ZNoContent,
      400: ZMessageResponse,
      403: ZMessageResponse,
      413: ZMessageResponse,
      429: ZMessageResponse,
    },
  }),
};
