import { z } from 'zod';
import { roles, ZUser } from './auth';
import { endpoint } from './endpoint';
import { ZMessageResponse } from './error';

export const ZRoleChange = z.object({
  role: z.enum(roles, { error: `Role must be one of ${roles.join(', ')}.` }),
});
export const ZUserList = z.object({ users: z.array(ZUser) });
export const ZAdminSecurity = z.object({ requireTwoFactorForAdmins: z.boolean() });
export type TAdminSecurity = z.infer<typeof ZAdminSecurity>;

/** Every admin call: signed out 401, not an administrator (or one without two-factor when required) 403. */
const adminErrors = { 401: ZMessageResponse, 403: ZMessageResponse } as const;

/** Administrators list accounts, grant roles and set the admins' two-factor rule; nobody else can. */
export const adminEndpoints = {
  users: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    summary: 'The accounts, oldest first (at most 1000).',
    responses: { 200: ZUserList, ...adminErrors },
  }),
  setRole: endpoint({
    method: 'PATCH',
    path: '/api/admin/users/:id/role',
    access: 'admin',
    summary: "Changes an account's role (not the caller's own administrator role).",
    params: z.object({ id: z.uuid({ error: 'Unknown user id.' }) }),
    body: ZRoleChange,
    responses: {
      200: ZUser,
      400: ZMessageResponse,
      ...adminErrors,
      404: ZMessageResponse,
      409: ZMessageResponse,
    },
  }),
  security: endpoint({
    method: 'GET',
    path: '/api/admin/security',
    access: 'admin',
    summary: 'Whether administrators must use two-factor authentication for the admin tools.',
    responses: { 200: ZAdminSecurity, ...adminErrors },
  }),
  setSecurity: endpoint({
    method: 'PUT',
    path: '/api/admin/security',
    access: 'admin',
    summary:
      "Sets the administrators' two-factor rule (the caller's own two-factor must be on to require it).",
    body: ZAdminSecurity,
    responses: { 200: ZAdminSecurity, 400: ZMessageResponse, ...adminErrors },
  }),
};
