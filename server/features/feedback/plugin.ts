import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { feedbackAdminRoutes, feedbackRoutes } from './routes';

/** In-app feedback: anyone sends it; admins read, filter and export it. */
export const feedbackFeature =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    await app.register(feedbackAdminRoutes(ctx.db));
    await app.register(feedbackRoutes(ctx.db));
  };
