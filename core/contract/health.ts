import { z } from 'zod';
import { endpoint } from './endpoint';
import { ZMessageResponse } from './error';

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    latencyMs: z.number().nonnegative().nullable(),
    /** When the database was last checked: answers reuse one check for up to a second (not with ?deep=1). */
    checkedAt: z.string(),
  }),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

export const healthEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database reachability (503 when the database does not answer).',
    query: z.object({ deep: z.enum(['0', '1']).optional() }),
    responses: { 200: ZHealthResponse, 400: ZMessageResponse, 503: ZHealthResponse },
  }),
};
