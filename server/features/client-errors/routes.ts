import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClientErrorReport } from '../../../core/contract/client-error';

/** The web app's error boundary reports render failures here so they reach the server log. */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/client-errors',
    {
      schema: { body: ZClientErrorReport },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      request.log.warn({ clientError: request.body }, 'client render failure');
      return reply.status(204).send();
    },
  );
};
