import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientErrorEndpoints as ep } from '../../../core/contract/client-error';
import { routeOf } from '../../plugins/endpoints';

/** The web app's error boundary reports render failures here so they reach the server log. */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(ep.report),
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      request.log.warn({ clientError: request.body }, 'client render failure');
      return reply.status(204).send(null);
    },
  });
};
