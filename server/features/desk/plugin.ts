import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { deskRoutes } from './routes';
import { DeskService } from './service';

/** The data desk: editors correct, add, end and import the data, with citations and history. */
export const deskFeature =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    await app.register(deskRoutes(ctx, ctx.db, new DeskService(ctx)));
  };
