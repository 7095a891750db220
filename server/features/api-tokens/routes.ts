import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiTokenAdminEndpoints as admin,
  apiTokenEndpoints as ep,
  MAX_API_TOKENS,
} from '../../../core/contract/api-tokens';
import type { Db } from '../../db/client';
import {
  createApiToken,
  listAllApiTokens,
  listApiTokens,
  revokeAllApiTokens,
  revokeApiToken,
} from '../../plugins/api-tokens';
import { requireAdmin, requireUser, userIdOf } from '../../plugins/auth';
import { routeOf } from '../../plugins/endpoints';

/**
 * Account Settings, API access: a user's own tokens (session cookie only: a token is refused here
 * by the bearer rule), and the administrators' list of every account's tokens.
 */
export const apiTokenRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const user = requireUser(db);
    const administrator = requireAdmin(db);
    app.route({
      preHandler: user,
      ...routeOf(ep.list),
      handler: async (req) => ({ tokens: await listApiTokens(db, userIdOf(req)), max: MAX_API_TOKENS }),
    });
    app.route({
      preHandler: user,
      ...routeOf(ep.create),
      handler: async (req, reply) => {
        const created = await createApiToken(db, userIdOf(req), req.body.name);
        req.log.info({ tokenId: created.token.id }, 'API token created');
        return reply.code(201).send(created);
      },
    });
    app.route({
      preHandler: user,
      ...routeOf(ep.revoke),
      handler: async (req, reply) => {
        await revokeApiToken(db, req.params.id, userIdOf(req));
        return reply.code(204).send(null);
      },
    });
    app.route({
      preHandler: user,
      ...routeOf(ep.revokeAll),
      handler: async (req) => ({ revoked: await revokeAllApiTokens(db, userIdOf(req)) }),
    });

    app.route({
      preHandler: administrator,
      ...routeOf(admin.list),
      handler: async () => ({ tokens: await listAllApiTokens(db) }),
    });
    app.route({
      preHandler: administrator,
      ...routeOf(admin.revoke),
      handler: async (req, reply) => {
        await revokeApiToken(db, req.params.id);
        req.log.info({ tokenId: req.params.id }, 'API token revoked by an administrator');
        return reply.code(204).send(null);
      },
    });
  };
