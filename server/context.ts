import { tmpdir } from 'node:os';
import path from 'node:path';
import { gte, max } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Catalog, type CatalogChange } from './catalog/catalog';
import { updateListing } from './catalog/partnerships';
import { SearchCounter } from './catalog/search-counter';
import type { Database, Db } from './db/client';
import { dataChanges } from './db/schema';
import { markCatalogEdited, readMeta } from './db/seed';
import { createMailer, type Mailer } from './mail/mailer';
import { loadSigner, type Signer } from './mail/tokens';

/** The mail transport every feature that sends e-mail shares. */
export interface MailContext {
  mailer: Mailer;
  /** Signs per-recipient links (unsubscribe, open, click). */
  signer: Signer;
  /** The address links in e-mails point to. */
  publicUrl: string;
  /** Where mail is written when there is no SMTP server (and where a deleted account is erased from). */
  outboxDir: string;
  /** E-mails sent at once. */
  concurrency: number;
}

/** What the features of one app share: the database, the catalogue, the search counter and mail. */
export interface AppContext {
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  /** The catalogue of the current dataset (replaced when an import or a desk edit changes it). */
  catalog: () => Catalog;
  /**
   * After a write to the dataset tables that marked a new full revision in its own transaction (an
   * import: importChecked): reloads this instance's catalogue before resolving; other instances
   * reload within the refresh interval. Marking here again would make every instance load twice.
   */
  reloadCatalog: () => Promise<void>;
  /**
   * After a desk edit (recorded in data_changes): marks a new catalogue revision and brings this
   * instance's catalogue up to date by recomputing what the edit touched (Catalog.apply); other
   * instances do the same from data_changes within the refresh interval.
   */
  catalogEdited: () => Promise<void>;
  /** Anonymous daily search counts, written in batches. */
  searchCounter: SearchCounter;
  mail: MailContext;
}

export interface MailOptions {
  mailer?: Mailer | undefined;
  smtpUrl?: string | undefined;
  from?: string | undefined;
  publicUrl?: string | undefined;
  outboxDir?: string | undefined;
  secret?: string | undefined;
  concurrency?: number | undefined;
}

/**
 * Past this many partnerships the embedded database is slow to seed and heavy to hold (bench:scale):
 * the server then tells the operator to move to a PostgreSQL server (DATABASE_URL).
 */
export const PGLITE_SUGGESTED_MAX = 200_000;

function adviseOnSize(database: Database, catalog: Catalog, log: FastifyBaseLogger) {
  const deals = catalog.rows.partnerships.size;
  if (database.kind === 'pglite' && deals > PGLITE_SUGGESTED_MAX)
    log.warn(
      `The embedded database holds ${deals.toLocaleString('en-GB')} partnerships, past the ${PGLITE_SUGGESTED_MAX.toLocaleString('en-GB')} it serves well: set DATABASE_URL to a PostgreSQL server (README, "Scale").`,
    );
}

/** Desk edits this recent are read again at each update (see createContext). */
const EDIT_LOOKBACK_MS = 60_000;

/** The catalogue's revisions: `revision` changes with every change, `full` only with a reload's (imports, seeding). */
async function readRevisions(db: Db) {
  const [revision, full] = await Promise.all([
    readMeta(db, 'catalog.revision'),
    readMeta(db, 'catalog.full-revision'),
  ]);
  return { revision, full };
}

/** When the newest desk edit was made (the epoch when there is none). */
async function latestEdit(db: Db): Promise<Date> {
  const [row] = await db.select({ at: max(dataChanges.createdAt) }).from(dataChanges);
  return row?.at ?? new Date(0);
}

/** How often an instance checks whether another one changed the data (CATALOG_REFRESH_MS). */
export const CATALOG_REFRESH_MS = 2_000;

/**
 * Builds the shared context on the app: the catalogue, loaded from the database (seeded before the
 * app is built) and reloaded when an import or a desk edit changes it (the revision is checked
 * every refreshMs, so every instance catches up within seconds); the search counter; the mailer and
 * link signer. Each is closed with the app.
 */
export async function createContext(
  app: FastifyInstance,
  database: Database,
  mail: MailOptions,
  refreshMs = CATALOG_REFRESH_MS,
): Promise<AppContext> {
  const { db } = database;
  // What this instance has caught up with: the revisions it last saw and the newest desk edit.
  let seen = await readRevisions(db);
  let cursor = await latestEdit(db);
  let catalog = await Catalog.load(db);
  adviseOnSize(database, catalog, app.log);
  // The largest portfolios' profiles, computed in slices after every load and applied edit.
  const warm = () => {
    catalog.warmLargest().catch((error: unknown) => app.log.warn({ err: error }, 'warming profiles failed'));
  };
  warm();
  // One load at a time: a reload asked for while one runs waits for it and then loads again.
  let loading: Promise<void> = Promise.resolve();
  const load = (why: string) => {
    loading = loading
      .catch(() => {})
      .then(async () => {
        const now = await readRevisions(db);
        if (now.revision === seen.revision && now.full === seen.full) return;
        if (now.full !== seen.full) {
          const latest = await latestEdit(db);
          catalog = await Catalog.load(db);
          cursor = latest;
          adviseOnSize(database, catalog, app.log);
          app.log.info(`search catalogue reloaded (${why})`);
          warm();
        } else {
          // Only desk edits since the last look: apply the records they wrote. Edits of the last
          // minute are read again (applying one twice changes nothing): a transaction that began
          // before the newest edit seen may have committed after it.
          const edits = await db
            .select({ record: dataChanges.record, recordId: dataChanges.recordId, at: dataChanges.createdAt })
            .from(dataChanges)
            .where(gte(dataChanges.createdAt, new Date(cursor.getTime() - EDIT_LOOKBACK_MS)));
          const ids = {
            brand: new Set<string>(),
            property: new Set<string>(),
            athlete: new Set<string>(),
            partnership: new Set<string>(),
          };
          for (const e of edits) {
            ids[e.record].add(e.recordId);
            if (e.at > cursor) cursor = e.at;
          }
          const change: CatalogChange = {
            brands: [...ids.brand],
            properties: [...ids.property],
            athletes: [...ids.athlete],
            partnerships: [...ids.partnership],
          };
          const started = performance.now();
          const delta = await catalog.apply(db, change);
          updateListing(catalog, delta);
          warm();
          app.log.info(
            `search catalogue updated (${why}): ${edits.length} edits, ${delta.added.length} deals and ${delta.brands.length} brands recomputed${delta.refit ? ', value model refitted' : ''} in ${Math.round(performance.now() - started)} ms`,
          );
        }
        seen = now;
      });
    return loading;
  };
  const refresh = setInterval(() => {
    load('changed by another instance').catch((error: unknown) =>
      app.log.warn({ err: error }, 'catalogue refresh failed'),
    );
  }, refreshMs);
  refresh.unref();
  const reloadCatalog = () => load('changed here');
  const catalogEdited = async () => {
    await markCatalogEdited(db);
    await load('edited here');
  };
  const searchCounter = new SearchCounter(db);

  const outboxDir = mail.outboxDir ?? path.join(tmpdir(), 'sponsorscope-outbox');
  const concurrency = mail.concurrency ?? 10;
  const mailer =
    mail.mailer ??
    createMailer({
      smtpUrl: mail.smtpUrl,
      from: mail.from ?? 'In The Know <itk@sponsorscope.com>',
      outboxDir,
      maxConnections: concurrency,
    });
  const signer = await loadSigner(db, mail.secret);
  // Registered on the root before any feature: Fastify closes features first (their workers stop
  // sending), then these.
  app.addHook('onClose', async () => {
    clearInterval(refresh);
    await searchCounter.close();
    mailer.close();
  });
  return {
    database,
    db,
    log: app.log,
    catalog: () => catalog,
    reloadCatalog,
    catalogEdited,
    searchCounter,
    mail: { mailer, signer, publicUrl: mail.publicUrl ?? 'http://localhost:5000', outboxDir, concurrency },
  };
}
