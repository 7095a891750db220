import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMessageResponse } from '../../../core/contract/error';
import { ZNameParam } from '../../../core/contract/intelligence';
import { ZLogoResponse } from '../../../core/contract/logos';
import type { Catalog } from '../../catalog/catalog';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { findIcon, iconSvg, monogramSvg } from './svg';

/**
 * GET /api/logos/{brandName}: where the brand's logo is. GET /api/logos/{brandName}/logo.svg: the
 * SVG itself, drawn by the server from simple-icons path data or as a monogram; never markup from
 * a request.
 */
export const logoRoutes =
  (db: Db, catalog: () => Catalog): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    const params = z.object({ brandName: ZNameParam });
    const aliasesOf = (name: string) => {
      const entry = catalog().exact('brand', name);
      return { display: entry?.name ?? name, aliases: entry ? entry.keys : [] };
    };

    app.get(
      '/:brandName',
      { schema: { params, response: { 200: ZLogoResponse, 400: ZMessageResponse, 401: ZMessageResponse } } },
      async (req) => {
        const { display, aliases } = aliasesOf(req.params.brandName);
        const icon = await findIcon(display, aliases);
        return {
          logoUrl: `/api/logos/${encodeURIComponent(display)}/logo.svg`,
          kind: icon ? ('simple-icons' as const) : ('monogram' as const),
        };
      },
    );

    app.get('/:brandName/logo.svg', { schema: { params } }, async (req, reply) => {
      const { display, aliases } = aliasesOf(req.params.brandName);
      const icon = await findIcon(display, aliases);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'private, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(icon ? iconSvg(icon) : monogramSvg(display));
    });
  };
