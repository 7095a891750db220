import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type DeskEntityKind,
  deskAthleteEndpoints,
  deskBrandEndpoints,
  deskPropertyEndpoints,
  deskEndpoints as ep,
  type TImportProgressLine,
} from '../../../core/contract/desk';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { requireEditor, userIdOf } from '../../plugins/auth';
import { routeOf } from '../../plugins/endpoints';
import { HttpError } from '../../plugins/errors';
import { confirmDeal, createDeal, dealRecord, endDeal, listDeals, updateDeal } from './deals';
import { createEntity, entityRecord, listEntities, updateEntity } from './entities';
import { applyImport, previewImport, rowsOf } from './import';
import { deskChange } from './records';
import type { DeskService } from './service';

/** An import file is up to 5 MB, sent as base64 in JSON. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** /api/desk: the data desk, for editors and administrators only (checked before anything else). */
export const deskRoutes =
  (ctx: Pick<AppContext, 'db' | 'reloadCatalog'>, db: Db, desk: DeskService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireEditor(db));

    app.route({ ...routeOf(ep.list), handler: (req) => listDeals(desk, req.query) });
    app.route({ ...routeOf(ep.show), handler: (req) => dealRecord(desk, req.params.id) });
    app.route({
      ...routeOf(ep.create),
      handler: async (req, reply) => reply.status(201).send(await createDeal(desk, req.body, userIdOf(req))),
    });
    app.route({
      ...routeOf(ep.update),
      handler: (req) => updateDeal(desk, req.params.id, req.body, userIdOf(req)),
    });
    app.route({
      ...routeOf(ep.end),
      handler: (req) => endDeal(desk, req.params.id, req.body, userIdOf(req)),
    });
    app.route({
      ...routeOf(ep.confirm),
      handler: (req) => confirmDeal(desk, req.params.id, req.body, userIdOf(req)),
    });
    app.route({
      ...routeOf(ep.history),
      handler: (req) => desk.recentChanges(req.query.limit, req.query.offset),
    });
    app.route({
      ...routeOf(ep.undo),
      handler: async (req) =>
        deskChange(await desk.undo(req.params.id, userIdOf(req)), req.session?.user.email ?? null),
    });
    app.route({ ...routeOf(ep.conflicts), handler: async () => ({ conflicts: await desk.conflicts() }) });
    app.route({
      ...routeOf(ep.resolve),
      handler: async (req) => ({ message: await desk.resolve(req.params.id, req.body.keep, userIdOf(req)) }),
    });

    app.route({
      ...routeOf(ep.importPreview),
      bodyLimit: IMPORT_BODY_LIMIT,
      // Sent as JSON text, serialised a piece at a time (a preview lists up to 100,000 rows).
      handler: async (req, reply) =>
        reply.type('application/json; charset=utf-8').send((await previewImport(ctx, req.body)) as never),
    });
    app.route({
      ...routeOf(ep.importApply),
      bodyLimit: IMPORT_BODY_LIMIT,
      handler: async (req, reply) => {
        // A file that cannot be read is refused before the answer starts (400).
        const rows = await rowsOf(req.body);
        // The whole import is one transaction; the browser reads its progress line by line.
        const out = new PassThrough();
        const send = (line: TImportProgressLine) => out.write(`${JSON.stringify(line)}\n`);
        void applyImport(ctx, req.body, rows, userIdOf(req), send, (text) => out.write(text))
          .catch((error: unknown) => {
            const message =
              error instanceof HttpError
                ? error.message
                : 'The import failed and nothing was written. Please try again.';
            if (!(error instanceof HttpError)) req.log.error({ err: error }, 'desk import failed');
            send({ type: 'error', message });
          })
          .finally(() => out.end());
        return reply
          .type('application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(out as never);
      },
    });

    const entities: [
      DeskEntityKind,
      typeof deskBrandEndpoints | typeof deskPropertyEndpoints | typeof deskAthleteEndpoints,
    ][] = [
      ['brand', deskBrandEndpoints],
      ['property', deskPropertyEndpoints],
      ['athlete', deskAthleteEndpoints],
    ];
    for (const [kind, e] of entities) {
      app.route({ ...routeOf(e.list), handler: (req) => listEntities(desk, kind, req.query) as never });
      app.route({
        ...routeOf(e.show),
        handler: (req) => entityRecord(desk, kind, (req.params as { id: string }).id) as never,
      });
      app.route({
        ...routeOf(e.create),
        handler: async (req, reply) =>
          reply.status(201).send((await createEntity(desk, kind, req.body as never, userIdOf(req))) as never),
      });
      app.route({
        ...routeOf(e.update),
        handler: (req) =>
          updateEntity(
            desk,
            kind,
            (req.params as { id: string }).id,
            req.body as never,
            userIdOf(req),
          ) as never,
      });
    }
  };
