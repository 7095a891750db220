import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enterpriseEndpoints as ep } from '../../../core/contract/enterprise';
import type { Catalog } from '../../catalog/catalog';
import { monitorOf, showcaseProfile } from '../../catalog/showcase';
import { routeOf } from '../../plugins/endpoints';
import { HttpError } from '../../plugins/errors';

/**
 * Public showcase data for /enterprise: GET /api/enterprise/showcase (one real brand's profile) and
 * GET /api/enterprise/monitor (the dataset itself, polled every 30 s by the Monitoring tab).
 */
export const showcaseRoutes =
  (catalog: () => Catalog): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(ep.showcase),
      handler: async () => {
        const c = catalog();
        const brand = showcaseProfile(c);
        if (!brand) throw new HttpError(404, 'The dataset has no brand with a running deal yet.');
        return { brand, computedAt: c.universe.now.toISOString() };
      },
    });
    app.route({ ...routeOf(ep.monitor), handler: async () => monitorOf(catalog()) });
  };
