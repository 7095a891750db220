import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMessageResponse } from '../../../core/contract/error';
import {
  ZAthleteList,
  ZAthleteQuery,
  ZBrandData,
  ZNameParam,
  ZRightsHolder,
  ZSearchQuery,
  ZSearchResponse,
} from '../../../core/contract/intelligence';
import type { Catalog } from '../../catalog/catalog';
import { brandData, findAthletes, rightsHolder } from '../../catalog/queries';
import type { SearchCounter } from '../../catalog/search-counter';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth';

/** Search, brand data, rights holders and athletes: signed-in users only. */
export const intelligenceRoutes =
  (db: Db, catalog: () => Catalog, counter: SearchCounter): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));
    const errors = { 400: ZMessageResponse, 401: ZMessageResponse, 404: ZMessageResponse };

    app.get(
      '/search',
      { schema: { querystring: ZSearchQuery, response: { 200: ZSearchResponse, ...errors } } },
      (req, reply) => {
        // A string body skips the response serialiser: the catalogue has already checked it.
        const body = catalog().searchJson(req.query.type, req.query.q, req.query.limit);
        reply.type('application/json; charset=utf-8').send(body as never);
      },
    );

    // The engine's answers are large (a brand's every deal) and the same until the data changes:
    // each is checked against its schema and serialised once per catalogue, then sent as text.
    const json = (req: FastifyRequest, reply: FastifyReply, body: { text: string; gzip: Buffer }) => {
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? ''))
        return reply.header('content-encoding', 'gzip').send(body.gzip as never);
      return reply.send(body.text as never);
    };

    app.get(
      '/brand/:brandName/data',
      { schema: { params: z.object({ brandName: ZNameParam }), response: { 200: ZBrandData, ...errors } } },
      (req, reply) => {
        const c = catalog();
        const profile = brandData(c, req.params.brandName, counter);
        json(
          req,
          reply,
          c.serialised(`brand|${profile.brand.id}`, () => ZBrandData.parse(profile)),
        );
      },
    );

    app.get(
      '/rights-holders/:name',
      { schema: { params: z.object({ name: ZNameParam }), response: { 200: ZRightsHolder, ...errors } } },
      (req, reply) => {
        const c = catalog();
        const holder = rightsHolder(c, req.params.name, counter);
        json(
          req,
          reply,
          c.serialised(`rights|${holder.id}`, () => ZRightsHolder.parse(holder)),
        );
      },
    );

    app.get(
      '/talent/athletes',
      { schema: { querystring: ZAthleteQuery, response: { 200: ZAthleteList, ...errors } } },
      (req, reply) => {
        const c = catalog();
        const list = findAthletes(c, req.query, counter);
        json(
          req,
          reply,
          c.serialised(`athletes|${list.map((a) => a.id).join(',')}`, () => ZAthleteList.parse(list)),
        );
      },
    );
  };
