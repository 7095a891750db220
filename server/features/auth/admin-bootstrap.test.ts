import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { sessions, userSettings, users } from '../../db/schema';
import { ensureAdmin, setRole } from './admin-bootstrap';
import { verifyPassword } from './passwords';
import { createUser } from './service';

describe('first administrator', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(sessions);
    await database.db.delete(userSettings);
    await database.db.delete(users);
  });

  it('creates admin@sponsorscope.com with a generated password when nothing is configured', async () => {
    const result = await ensureAdmin(database.db, {});
    expect(result).toMatchObject({ action: 'created', email: 'admin@sponsorscope.com' });
    const password = result.action === 'created' ? result.generatedPassword : null;
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const [row] = await database.db.select().from(users);
    expect(row!.role).toBe('admin');
    expect(await verifyPassword(row!.passwordHash, password!)).toBe(true);
    expect(await ensureAdmin(database.db, {})).toEqual({ action: 'exists' });
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given', async () => {
    const result = await ensureAdmin(database.db, {
      email: 'boss@example.test',
      password: 'configured secret',
    });
    expect(result).toEqual({ action: 'created', email: 'boss@example.test', generatedPassword: null });
    const [row] = await database.db.select().from(users).where(eq(users.email, 'boss@example.test'));
    expect(await verifyPassword(row!.passwordHash, 'configured secret')).toBe(true);
  });

  it('promotes an existing account with that e-mail instead of creating one', async () => {
    await createUser(database.db, {
      name: 'Boss',
      email: 'Boss@Example.test',
      company: null,
      password: 'abcdefgh',
    });
    expect(await ensureAdmin(database.db, { email: 'boss@example.test' })).toEqual({
      action: 'promoted',
      email: 'Boss@Example.test',
    });
  });

  it('sets a role by e-mail for the CLI, and says when there is no such account', async () => {
    await createUser(database.db, {
      name: 'A',
      email: 'a@example.test',
      company: null,
      password: 'abcdefgh',
    });
    expect(await setRole(database.db, 'A@example.test', 'admin')).toBe(true);
    expect((await database.db.select().from(users))[0]!.role).toBe('admin');
    expect(await setRole(database.db, 'nobody@example.test', 'admin')).toBe(false);
  });
});
