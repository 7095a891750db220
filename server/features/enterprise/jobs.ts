import { and, desc, eq, getTableColumns, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { brand } from '../../../core/brand';
import { endpointUrl } from '../../../core/contract/endpoint';
import { exportEndpoints, type TExportJob } from '../../../core/contract/enterprise';
import type { TBrandProfile } from '../../../core/contract/profile';
import {
  categoryLabels,
  type ExportCategory,
  type ExportFormat,
  type ExportPeriod,
  exportJobFileName,
  exportNotice,
  exportSections,
  periodLabels,
  periodRange,
} from '../../../core/widgets/exports';
import type { Db } from '../../db/client';
import { exportJobs } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { encodeExport } from './files';

type Row = typeof exportJobs.$inferSelect;
type Listed = Omit<Row, 'file'>;
const { file: _file, ...listed } = getTableColumns(exportJobs);

export const MAX_ACTIVE_EXPORTS = 5;
const KEEP_PER_USER = 20;
export const INTERRUPTED =
  'The export stopped before it finished (the server restarted while it ran). Retry to run it again.';

export interface ExportRunnerOptions {
  db: Db;
  log?: FastifyBaseLogger;
  /** Pause between steps so people can follow the progress bar (0 in tests). */
  stepMs?: number;
  /** A processing job whose heartbeat is older than this is taken as interrupted. */
  staleSeconds?: number;
  sweepMs?: number;
  /** The showcase brand's profile from the engine (the catalogue's current Universe). */
  showcase?: () => TBrandProfile | undefined;
}

export const NO_SHOWCASE = 'The dataset has no brand with a running deal to export yet.';

export function presentJob(row: Listed): TExportJob {
  return {
    id: row.id,
    name: row.name,
    type: row.format,
    status: row.status,
    progress: row.progress,
    categories: row.categories as ExportCategory[],
    period: row.period,
    createdAt: row.createdAt.toISOString(),
    fileSize: row.fileSize,
    downloadUrl:
      row.status === 'completed' ? endpointUrl(exportEndpoints.download, { params: { id: row.id } }) : null,
    error: row.error,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs export jobs in this process. A job is claimed by flipping queued to processing in one
 * UPDATE, so with several instances on one database each job runs once. Progress and a heartbeat
 * are written after every section; a job whose heartbeat stops (its server died) is marked failed
 * by the next sweep, and Retry queues it again.
 */
export class ExportRunner {
  private readonly running = new Set<Promise<void>>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private stopped = false;

  constructor(private readonly o: ExportRunnerOptions) {}

  start(): void {
    this.timer = setInterval(
      () => void this.sweep().catch((err: unknown) => this.o.log?.warn({ err }, 'export sweep failed')),
      this.o.sweepMs ?? 15_000,
    );
    this.timer.unref();
    void this.sweep().catch(() => {});
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([...this.running]);
  }

  async create(
    ownerId: string,
    req: {
      categories: ExportCategory[];
      period: ExportPeriod;
      format: ExportFormat;
      from?: string | undefined;
      to?: string | undefined;
    },
  ): Promise<Row> {
    const { db } = this.o;
    const [active] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(exportJobs)
      .where(and(eq(exportJobs.ownerId, ownerId), inArray(exportJobs.status, ['queued', 'processing'])));
    if ((active?.n ?? 0) >= MAX_ACTIVE_EXPORTS) {
      throw new HttpError(
        429,
        `You have ${MAX_ACTIVE_EXPORTS} exports running. Wait for one to finish, then try again.`,
      );
    }
    const labels = req.categories.map((c) => categoryLabels[c]).join(', ');
    const period = req.period === 'custom' ? `${req.from} to ${req.to}` : periodLabels[req.period];
    const [row] = await db
      .insert(exportJobs)
      .values({
        ownerId,
        name: `${labels} (${period})`,
        format: req.format,
        categories: req.categories,
        period: req.period,
        rangeFrom: req.period === 'custom' ? (req.from ?? null) : null,
        rangeTo: req.period === 'custom' ? (req.to ?? null) : null,
      })
      .returning();
    await this.prune(ownerId);
    this.launch(row!.id);
    return row!;
  }

  async list(ownerId: string): Promise<Listed[]> {
    return this.o.db
      .select(listed)
      .from(exportJobs)
      .where(eq(exportJobs.ownerId, ownerId))
      .orderBy(desc(exportJobs.createdAt))
      .limit(KEEP_PER_USER);
  }

  async get(ownerId: string, id: string): Promise<Row> {
    const [row] = await this.o.db
      .select()
      .from(exportJobs)
      .where(and(eq(exportJobs.id, id), eq(exportJobs.ownerId, ownerId)));
    // Someone else's job answers exactly like a missing one.
    if (!row) throw new HttpError(404, 'No such export.');
    return row;
  }

  /** A finished job's file, to its owner only; 409 while it is still queued, running or failed. */
  async file(
    ownerId: string,
    id: string,
  ): Promise<{ file: Buffer; fileName: string | null; format: ExportFormat }> {
    const job = await this.get(ownerId, id);
    if (job.status !== 'completed' || !job.file)
      throw new HttpError(409, 'This export has not finished yet.');
    return { file: job.file, fileName: job.fileName, format: job.format };
  }

  async retry(ownerId: string, id: string): Promise<Row> {
    const job = await this.get(ownerId, id);
    if (job.status !== 'failed') throw new HttpError(409, 'Only a failed export can be retried.');
    const [row] = await this.o.db
      .update(exportJobs)
      .set({ status: 'queued', progress: 0, error: null, updatedAt: new Date() })
      .where(and(eq(exportJobs.id, id), eq(exportJobs.status, 'failed')))
      .returning();
    if (!row) throw new HttpError(409, 'Only a failed export can be retried.');
    this.launch(id);
    return row;
  }

  /** Marks jobs whose server stopped as failed, and starts queued jobs nobody has claimed. */
  async sweep(now = new Date()): Promise<void> {
    const { db } = this.o;
    const stale = new Date(now.getTime() - (this.o.staleSeconds ?? 60) * 1000);
    await db
      .update(exportJobs)
      .set({ status: 'failed', error: INTERRUPTED, updatedAt: now })
      .where(and(eq(exportJobs.status, 'processing'), lt(exportJobs.updatedAt, stale)));
    const waiting = await db
      .select({ id: exportJobs.id })
      .from(exportJobs)
      .where(and(eq(exportJobs.status, 'queued'), lt(exportJobs.updatedAt, new Date(now.getTime() - 5_000))))
      .limit(20);
    for (const { id } of waiting) this.launch(id);
  }

  /** Resolves when every job this process started has finished (tests). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  private launch(id: string): void {
    if (this.stopped) return;
    const run = this.run(id)
      .catch((err: unknown) => this.o.log?.error({ err, id }, 'export job crashed'))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  private async run(id: string): Promise<void> {
    const { db } = this.o;
    const [job] = await db
      .update(exportJobs)
      .set({ status: 'processing', progress: 0, updatedAt: new Date() })
      .where(and(eq(exportJobs.id, id), eq(exportJobs.status, 'queued')))
      .returning();
    if (!job) return; // another instance claimed it, or it is gone
    const beat = (progress: number) =>
      db.update(exportJobs).set({ progress, updatedAt: new Date() }).where(eq(exportJobs.id, id));
    try {
      const now = new Date();
      const profile = this.o.showcase?.();
      if (!profile) throw new Error(NO_SHOWCASE);
      const range = periodRange(job.period, now, job.rangeFrom ?? undefined, job.rangeTo ?? undefined);
      const categories = job.categories as ExportCategory[];
      const sections = [];
      for (const [i, category] of categories.entries()) {
        sections.push(...exportSections(profile, [category], range));
        await sleep(this.o.stepMs ?? 0);
        await beat(Math.round(((i + 1) / (categories.length + 1)) * 100));
      }
      const file = await encodeExport(job.format, sections, {
        title: `${brand.product} export: ${job.name}`,
        brand: profile.brand.name,
        from: range.from.toISOString().slice(0, 10),
        to: range.to.toISOString().slice(0, 10),
        generatedAt: now,
        notice: exportNotice(profile),
      });
      await sleep(this.o.stepMs ?? 0);
      await db
        .update(exportJobs)
        .set({
          status: 'completed',
          progress: 100,
          file,
          fileSize: file.length,
          fileName: exportJobFileName(brand.product, categories, job.format, now),
          updatedAt: new Date(),
        })
        .where(and(eq(exportJobs.id, id), eq(exportJobs.status, 'processing')));
    } catch (err) {
      this.o.log?.warn({ err, id }, 'export failed');
      await db
        .update(exportJobs)
        .set({
          status: 'failed',
          error: `The export could not be written: ${err instanceof Error ? err.message : String(err)}`,
          updatedAt: new Date(),
        })
        .where(eq(exportJobs.id, id));
    }
  }

  /** Keeps each user's newest jobs; older finished ones go. */
  private async prune(ownerId: string): Promise<void> {
    const keep = await this.list(ownerId);
    await this.o.db.delete(exportJobs).where(
      and(
        eq(exportJobs.ownerId, ownerId),
        inArray(exportJobs.status, ['completed', 'failed']),
        notInArray(
          exportJobs.id,
          keep.map((k) => k.id),
        ),
      ),
    );
  }
}
