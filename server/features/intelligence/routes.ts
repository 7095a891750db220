import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compareEndpoints, ZComparison } from '../../../core/contract/compare';
import { endpointUrl } from '../../../core/contract/endpoint';
import {
  intelligenceEndpoints as ep,
  ZAthleteList,
  ZBrandData,
  ZRightsHolder,
} from '../../../core/contract/intelligence';
import { partnershipEndpoints, ZPartnershipFacets } from '../../../core/contract/partnerships';
import { brandOverview, firstDeals } from '../../../core/widgets/figures';
import type { Catalog } from '../../catalog/catalog';
import { compareBrands } from '../../catalog/compare';
import { listPartnerships, partnershipFacets, partnershipsCsv } from '../../catalog/partnerships';
import { brandData, findAthletes, rightsHolder } from '../../catalog/queries';
import type { SearchCounter } from '../../catalog/search-counter';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { routeOf } from '../../plugins/endpoints';

/**
 * A JSON body already checked against its schema and serialised: sent as text, so it skips the
 * response serialiser (a string with a JSON content type is sent as it is).
 */
const sendJsonText = (reply: FastifyReply, text: string) => {
  reply.type('application/json; charset=utf-8').send(text);
};

/** A spreadsheet answer: CSV text, shown inline (a browser or a spreadsheet's web import reads it). */
const sendCsv = (reply: FastifyReply, fileName: string, text: string) => {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .send(text);
};

/**
 * The engine's answers are large (a brand's every deal) and the same until the data changes: each
 * is checked against its schema and serialised once per catalogue, then sent as text or gzip.
 */
const sendSerialised = (req: FastifyRequest, reply: FastifyReply, body: { text: string; gzip: Buffer }) => {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? ''))
    reply.header('content-encoding', 'gzip').send(body.gzip);
  else reply.send(body.text);
};

/** Search, brand data, rights holders, athletes, comparisons and the partnership listing: signed-in users or API tokens. */
export const intelligenceRoutes =
  (db: Db, catalog: () => Catalog, counter: SearchCounter): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));

    app.route({
      ...routeOf(ep.search),
      // The catalogue has already checked and serialised the hits (once per question).
      handler: (req, reply) => {
        sendJsonText(reply, catalog().searchJson(req.query.type, req.query.q, req.query.limit));
      },
    });

    app.route({
      ...routeOf(ep.brandData),
      handler: (req, reply) => {
        const c = catalog();
        const profile = brandData(c, req.params.brandName, counter);
        const { first } = req.query;
        sendSerialised(
          req,
          reply,
          c.serialised(`brand|${profile.brand.id}|${first ?? 'all'}`, () =>
            ZBrandData.parse({
              ...profile,
              deals: first === undefined ? profile.deals : firstDeals(profile.deals, first),
              overview: brandOverview(profile),
            }),
          ),
        );
      },
    });

    app.route({
      ...routeOf(ep.rightsHolder),
      handler: (req, reply) => {
        const c = catalog();
        const holder = rightsHolder(c, req.params.name, counter);
        sendSerialised(
          req,
          reply,
          c.serialised(`rights|${holder.id}`, () => ZRightsHolder.parse(holder)),
        );
      },
    });

    app.route({
      ...routeOf(ep.athletes),
      handler: (req, reply) => {
        const c = catalog();
        const list = findAthletes(c, req.query, counter);
        sendSerialised(
          req,
          reply,
          c.serialised(`athletes|${list.map((a) => a.id).join(',')}`, () => ZAthleteList.parse(list)),
        );
      },
    });

    app.route({
      ...routeOf(compareEndpoints.compare),
      handler: (req, reply) => {
        const c = catalog();
        const comparison = compareBrands(c, req.query.brands);
        sendSerialised(
          req,
          reply,
          c.serialised(`compare|${comparison.brands.map((b) => b.name).join('|')}`, () =>
            ZComparison.parse(comparison),
          ),
        );
      },
    });

    app.route({
      ...routeOf(partnershipEndpoints.list),
      handler: (req, reply) => {
        const page = listPartnerships(catalog(), req.query);
        reply.header('x-total-count', String(page.total));
        if (page.nextOffset !== null) {
          const next = endpointUrl(partnershipEndpoints.list, {
            // The default order is left out of the address, as a caller would write it.
            query: {
              ...req.query,
              sort: req.query.sort === 'brand' ? undefined : req.query.sort,
              dir: req.query.dir === 'asc' ? undefined : req.query.dir,
              offset: page.nextOffset,
            },
          });
          reply.header('link', `<${next}>; rel="next"`);
        }
        if (req.query.format === 'csv') {
          sendCsv(reply, 'sponsorscope-partnerships.csv', partnershipsCsv(page));
          return;
        }
        return page;
      },
    });

    app.route({
      ...routeOf(partnershipEndpoints.facets),
      handler: (req, reply) => {
        const c = catalog();
        sendSerialised(
          req,
          reply,
          c.serialised('partnership-facets', () => ZPartnershipFacets.parse(partnershipFacets(c))),
        );
      },
    });
  };
