/**
 * The account roles, without zod: the shell's account menu reads them on every page, and importing
 * a schema module there would pull zod into the main chunk.
 */
export const roles = ['admin', 'editor', 'analyst', 'viewer'] as const;
export type Role = (typeof roles)[number];
/** Roles that may use the data desk: editors, and administrators (who can do everything). */
export const deskRoles: readonly Role[] = ['admin', 'editor'];
