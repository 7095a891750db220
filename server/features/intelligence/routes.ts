import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMessageResponse } from '../../../core/contract/auth';
import {
  ZAthleteList,
  ZAthleteQuery,
  ZBrandData,
  ZNameParam,
  ZRightsHolder,
  ZSearchQuery,
  ZSearchResponse,
} from '../../../core/contract/intelligence';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import type { Catalog } from './catalog';
import type { SearchCounter } from './search-counter';
import { brandData, findAthletes, rightsHolder } from './service';

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

    app.get(
      '/brand/:brandName/data',
      { schema: { params: z.object({ brandName: ZNameParam }), response: { 200: ZBrandData, ...errors } } },
      async (req) => brandData(catalog(), req.params.brandName, counter),
    );

    app.get(
      '/rights-holders/:name',
      { schema: { params: z.object({ name: ZNameParam }), response: { 200: ZRightsHolder, ...errors } } },
      async (req) => rightsHolder(catalog(), req.params.name, counter),
    );

    app.get(
      '/talent/athletes',
      { schema: { querystring: ZAthleteQuery, response: { 200: ZAthleteList, ...errors } } },
      async (req) => findAthletes(catalog(), req.query, counter),
    );
  };
