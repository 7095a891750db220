import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints as ep } from '../../../core/contract/admin';
import { presentUser } from '../../accounts/present';
import type { Db } from '../../db/client';
import {
  adminsMustUseTwoFactor,
  forgetUserSessions,
  requireAdmin,
  sessionOf,
  setAdminsMustUseTwoFactor,
} from '../../plugins/auth';
import { routeOf } from '../../plugins/endpoints';
import { HttpError } from '../../plugins/errors';
import { listUsers, setUserRole } from './service';

/** Administrators list accounts and grant roles; nobody else can. */
export const adminRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireAdmin(db));

    app.route({
      ...routeOf(ep.users),
      handler: async () => ({ users: (await listUsers(db)).map(presentUser) }),
    });

    app.route({
      ...routeOf(ep.setRole),
      handler: async (req) => {
        if (req.params.id === sessionOf(req).user.id && req.body.role !== 'admin') {
          throw new HttpError(409, 'You cannot remove your own administrator role.');
        }
        const row = await setUserRole(db, req.params.id, req.body.role);
        if (!row) throw new HttpError(404, 'No account with that id.');
        forgetUserSessions(row.id);
        return presentUser(row);
      },
    });

    /** Whether administrators must use two-factor authentication for the admin tools. */
    app.route({
      ...routeOf(ep.security),
      handler: async () => ({ requireTwoFactorForAdmins: await adminsMustUseTwoFactor(db) }),
    });

    app.route({
      ...routeOf(ep.setSecurity),
      handler: async (req) => {
        if (req.body.requireTwoFactorForAdmins && !sessionOf(req).user.totpEnabledAt)
          throw new HttpError(400, 'Turn on two-factor authentication for your own account first.');
        await setAdminsMustUseTwoFactor(db, req.body.requireTwoFactorForAdmins);
        return { requireTwoFactorForAdmins: req.body.requireTwoFactorForAdmins };
      },
    });
  };
