import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse } from '../../../core/contract/health';
import type { Database } from '../../db/client';

export const healthRoutes =
  (database: Database, version: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      { schema: { response: { 200: ZHealthResponse, 503: ZHealthResponse } } },
      async (_request, reply) => {
        const latency = await database.ping();
        const reachable = latency !== null;
        return reply.status(reachable ? 200 : 503).send({
          status: reachable ? 'ok' : 'degraded',
          database: {
            kind: database.kind,
            reachable,
            latencyMs: latency === null ? null : Math.round(latency * 100) / 100,
          },
          version,
          uptimeSeconds: Math.round(process.uptime()),
        });
      },
    );
  };
