import { z } from 'zod';

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
