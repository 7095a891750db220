import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZHealthResponse } from '../../../core/contract/health';
import type { Database } from '../../db/client';

export const HEALTH_CACHE_MS = 1000;

/**
 * One database check shared by every health call for up to a second, and by the calls that arrive
 * while it runs: a load balancer polling a busy instance costs one query a second, not one a call.
 * `?deep=1` always checks.
 */
export class DatabaseCheck {
  private last: { latency: number | null; at: number } | null = null;
  private running: Promise<{ latency: number | null; at: number }> | null = null;

  constructor(
    private readonly ping: () => Promise<number | null>,
    private readonly maxAgeMs = HEALTH_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async read(deep = false): Promise<{ latency: number | null; at: number }> {
    if (!deep && this.last && this.now() - this.last.at < this.maxAgeMs) return this.last;
    if (!deep && this.running) return this.running;
    const run = this.ping()
      .catch(() => null)
      .then((latency) => {
        this.last = { latency, at: this.now() };
        return this.last;
      });
    if (!deep) {
      this.running = run;
      void run.finally(() => {
        this.running = null;
      });
    }
    return run;
  }
}

export const healthRoutes =
  (database: Database, version: string): FastifyPluginAsyncZod =>
  async (app) => {
    const check = new DatabaseCheck(() => database.ping());
    app.get(
      '/health',
      {
        schema: {
          querystring: z.object({ deep: z.enum(['0', '1']).optional() }),
          response: { 200: ZHealthResponse, 503: ZHealthResponse },
        },
      },
      async (request, reply) => {
        const { latency, at } = await check.read(request.query.deep === '1');
        const reachable = latency !== null;
        return reply.status(reachable ? 200 : 503).send({
          status: reachable ? 'ok' : 'degraded',
          database: {
            kind: database.kind,
            reachable,
            latencyMs: latency === null ? null : Math.round(latency * 100) / 100,
            checkedAt: new Date(at).toISOString(),
          },
          version,
          uptimeSeconds: Math.round(process.uptime()),
        });
      },
    );
  };
