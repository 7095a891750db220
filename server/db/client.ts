import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Round-trip time of `select 1` in ms, or null when the database does not answer. */
  ping(): Promise<number | null>;
  /**
   * The embedded database's activity: whether a transaction holds it (a ping then waits behind it)
   * and when it last answered a statement (Date.now() time). Absent for PostgreSQL, whose pool
   * answers a ping beside a long transaction.
   */
  activity?(): DatabaseActivity;
  close(): Promise<void>;
}

export interface DatabaseActivity {
  busy: boolean;
  lastAnsweredAt: number | null;
}

/** A fixed key for the advisory lock that serialises migrations between server instances. */
const MIGRATION_LOCK = 7_240_611;

export interface OpenOptions {
  /** A postgres:// URL; otherwise the embedded database. */
  url?: string | undefined;
  /** Folder for the embedded database; omitted means in memory (tests). */
  dataDir?: string | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function timed(run: () => Promise<unknown>): Promise<number | null> {
  const start = performance.now();
  try {
    await run();
    return performance.now() - start;
  } catch {
    return null;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: migrationsDir });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
  return {
    db,
    kind: 'postgres',
    ping: () => timed(() => pool.query('select 1')),
    close: () => pool.end(),
  };
}

/**
 * The embedded database's own settings. Postgres's default 128 MB of shared buffers costs that much
 * resident memory inside PGlite's WebAssembly heap; our whole dataset is a few MB, so 16 MB holds it.
 */
const PGLITE_OPTIONS = { postgresqlconf: 'shared_buffers = 16MB' };

/**
 * Creates a new embedded data directory in a short-lived child process: PGlite's initdb step leaves
 * several hundred MB in the process that ran it, which a long-running server should not carry.
 */
function initialisePgliteDir(dir: string): Promise<void> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(entry)}).PGlite.create(${JSON.stringify(dir)}, ${JSON.stringify(PGLITE_OPTIONS)}).then((db) => db.close())`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', script], (error, _stdout, stderr) => {
      if (error)
        reject(new Error(`could not create the embedded database in ${dir}: ${stderr || error.message}`));
      else resolve();
    });
  });
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await initialisePgliteDir(dir);
    client = await PGlite.create(dir, PGLITE_OPTIONS);
  } else {
    client = await PGlite.create(PGLITE_OPTIONS);
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: migrationsDir });
  // Every statement, inside a transaction or not, reaches the WebAssembly backend through
  // execProtocolRaw: noting when each returns tells the health check the database is answering
  // while one long transaction (a large import) keeps its own ping waiting.
  let lastAnsweredAt: number | null = null;
  const execProtocolRaw = client.execProtocolRaw.bind(client);
  client.execProtocolRaw = async (...args: Parameters<PGlite['execProtocolRaw']>) => {
    const answer = await execProtocolRaw(...args);
    lastAnsweredAt = Date.now();
    return answer;
  };
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: () => timed(() => db.execute(sql`select 1`)),
    activity: () => ({ busy: !client.closed && client.isInTransaction(), lastAnsweredAt }),
    close: () => client.close(),
  };
}
