import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { loadDataset, seedDataset } from '../db/seed';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
  /** Drop what open() created. */
  cleanup(): Promise<void>;
  /** A second, independent connection to the database open() created (PostgreSQL only). */
  reopen?(): Promise<Database>;
}

/** The embedded database in memory, and PostgreSQL when TEST_DATABASE_URL is set (a fresh database per suite). */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: () => openDatabase({}), cleanup: async () => {} }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const dbName = `sponsorscope_test_${randomBytes(6).toString('hex')}`;
    const withDb = (url: string, name: string) => {
      const u = new URL(url);
      u.pathname = `/${name}`;
      return u.toString();
    };
    list.push({
      name: 'postgres',
      async open() {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`create database ${dbName}`);
        await admin.end();
        return openDatabase({ url: withDb(adminUrl, dbName) });
      },
      reopen: () => openDatabase({ url: withDb(adminUrl, dbName) }),
      async cleanup() {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`drop database if exists ${dbName} with (force)`);
        await admin.end();
      },
    });
  }
  return list;
}

/** The same test database, holding the shipped dataset. */
export function seeded(target: TestDatabase): TestDatabase {
  return {
    ...target,
    async open() {
      const database = await target.open();
      await seedDataset(database.db, await loadDataset());
      return database;
    },
  };
}
