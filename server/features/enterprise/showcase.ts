import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMessageResponse } from '../../../core/contract/error';
import { ZDatasetMonitor, ZShowcaseResponse } from '../../../core/widgets/enterprise';
import type { Catalog } from '../../catalog/catalog';
import { monitorOf, showcaseProfile } from '../../catalog/showcase';
import { HttpError } from '../../plugins/errors';

/**
 * Public showcase data for /enterprise: GET /api/enterprise/showcase (one real brand's profile) and
 * GET /api/enterprise/monitor (the dataset itself, polled every 30 s by the Monitoring tab).
 */
export const showcaseRoutes =
  (catalog: () => Catalog): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/showcase',
      { schema: { response: { 200: ZShowcaseResponse, 404: ZMessageResponse } } },
      async () => {
        const c = catalog();
        const brand = showcaseProfile(c);
        if (!brand) throw new HttpError(404, 'The dataset has no brand with a running deal yet.');
        return { brand, computedAt: c.universe.now.toISOString() };
      },
    );
    app.get('/monitor', { schema: { response: { 200: ZDatasetMonitor } } }, async () => monitorOf(catalog()));
  };
