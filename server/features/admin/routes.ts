import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminSecurity, ZRoleChange, ZUser, ZUserList } from '../../../core/contract/auth';
import { ZMessageResponse } from '../../../core/contract/error';
import { presentUser } from '../../accounts/present';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import {
  adminsMustUseTwoFactor,
  forgetUserSessions,
  requireAdmin,
  sessionOf,
  setAdminsMustUseTwoFactor,
} from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';

/** Administrators list accounts and grant roles; nobody else can. */
export const adminRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireAdmin(db));

    app.get('/users', { schema: { response: { 200: ZUserList } } }, async () => {
      const rows = await db.select().from(users).orderBy(asc(users.createdAt)).limit(1000);
      return { users: rows.map(presentUser) };
    });

    app.patch(
      '/users/:id/role',
      {
        schema: {
          params: z.object({ id: z.uuid({ error: 'Unknown user id.' }) }),
          body: ZRoleChange,
          response: { 200: ZUser, 404: ZMessageResponse, 409: ZMessageResponse },
        },
      },
      async (req) => {
        if (req.params.id === sessionOf(req).user.id && req.body.role !== 'admin') {
          throw new HttpError(409, 'You cannot remove your own administrator role.');
        }
        const [row] = await db
          .update(users)
          .set({ role: req.body.role })
          .where(eq(users.id, req.params.id))
          .returning();
        if (!row) throw new HttpError(404, 'No account with that id.');
        forgetUserSessions(row.id);
        return presentUser(row);
      },
    );

    /** Whether administrators must use two-factor authentication for the admin tools. */
    app.get('/security', { schema: { response: { 200: ZAdminSecurity } } }, async () => ({
      requireTwoFactorForAdmins: await adminsMustUseTwoFactor(db),
    }));

    app.put(
      '/security',
      { schema: { body: ZAdminSecurity, response: { 200: ZAdminSecurity, 400: ZMessageResponse } } },
      async (req) => {
        if (req.body.requireTwoFactorForAdmins && !sessionOf(req).user.totpEnabledAt)
          throw new HttpError(400, 'Turn on two-factor authentication for your own account first.');
        await setAdminsMustUseTwoFactor(db, req.body.requireTwoFactorForAdmins);
        return { requireTwoFactorForAdmins: req.body.requireTwoFactorForAdmins };
      },
    );
  };
