import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointUrl } from '../../../core/contract/endpoint';
import { logoEndpoints as ep } from '../../../core/contract/logos';
import type { Catalog } from '../../catalog/catalog';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { routeOf } from '../../plugins/endpoints';
import { findLogo } from './service';
import { iconSvg, monogramSvg } from './svg';

/**
 * GET /api/logos/{brandName}: where the brand's logo is. GET /api/logos/{brandName}/logo.svg: the
 * SVG itself, drawn by the server from simple-icons path data or as a monogram; never markup from
 * a request.
 */
export const logoRoutes =
  (db: Db, catalog: () => Catalog): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));

    app.route({
      ...routeOf(ep.find),
      handler: async (req) => {
        const { display, icon } = await findLogo(catalog(), req.params.brandName);
        return {
          logoUrl: endpointUrl(ep.svg, { params: { brandName: display } }),
          kind: icon ? ('simple-icons' as const) : ('monogram' as const),
        };
      },
    });

    app.route({
      ...routeOf(ep.svg),
      handler: async (req, reply) => {
        const { display, icon } = await findLogo(catalog(), req.params.brandName);
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'private, max-age=86400')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(icon ? iconSvg(icon) : monogramSvg(display));
      },
    });
  };
