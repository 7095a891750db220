import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    latencyMs: z.number().nonnegative().nullable(),
  }),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
