import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { endpointUrl } from '../../../core/contract/endpoint';
import type { ReportType } from '../../../core/contract/enterprise';
import type { TBrandProfile } from '../../../core/contract/profile';
import { reportEndpoints } from '../../../core/contract/reports';
import { type ReportInput, renderReport, reportFileName } from '../../../core/report/render';
import { getSettings } from '../../accounts/settings';
import type { Catalog } from '../../catalog/catalog';
import { brandData } from '../../catalog/queries';
import { showcaseProfile } from '../../catalog/showcase';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';
import { AttemptLimiter, tooManyAttempts } from '../../plugins/attempt-limiter';
import { HttpError } from '../../plugins/errors';

export interface ReportPolicy {
  /** Reports are deleted this many days after they were generated. */
  retentionDays: number;
  /** Reports one user may generate per hour. */
  perHour: number;
}

export const defaultReportPolicy: ReportPolicy = { retentionDays: 90, perHour: 30 };

const DAY_MS = 24 * 60 * 60_000;
export const keptSince = (policy: ReportPolicy, now = Date.now()) =>
  new Date(now - policy.retentionDays * DAY_MS);

/** Renders a brand report in the owner's time zone and stores it; the id is 144 random bits. */
export async function storeReport(
  db: Db,
  ownerId: string,
  profile: TBrandProfile,
  options: { fileLabel?: string; reportType?: ReportInput['reportType'] } = {},
): Promise<{ reportUrl: string; fileName: string }> {
  const generatedAt = new Date();
  const id = randomBytes(18).toString('base64url');
  const fileName = reportFileName(options.fileLabel ?? profile.brand.name, generatedAt);
  const html = renderReport({
    reportId: id,
    profile,
    generatedAt,
    ...(options.reportType ? { reportType: options.reportType } : {}),
    timeZone: (await getSettings(db, ownerId)).timezone,
  });
  await db
    .insert(reports)
    .values({ id, ownerId, brandName: profile.brand.name, fileName, html, createdAt: generatedAt });
  return { reportUrl: endpointUrl(reportEndpoints.show, { params: { id } }), fileName };
}

export async function listReports(db: Db, ownerId: string, policy: ReportPolicy) {
  const rows = await db
    .select({
      id: reports.id,
      brandName: reports.brandName,
      fileName: reports.fileName,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(and(eq(reports.ownerId, ownerId), gt(reports.createdAt, keptSince(policy))))
    .orderBy(desc(reports.createdAt))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    brandName: r.brandName,
    fileName: r.fileName,
    reportUrl: endpointUrl(reportEndpoints.show, { params: { id: r.id } }),
    createdAt: r.createdAt.toISOString(),
    expiresAt: new Date(r.createdAt.getTime() + policy.retentionDays * DAY_MS).toISOString(),
  }));
}

/** The owner's report, unless it is someone else's or past retention (both answer like a missing one). */
export async function findReport(db: Db, ownerId: string, id: string, policy: ReportPolicy) {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.ownerId, ownerId), gt(reports.createdAt, keptSince(policy))));
  return row;
}

export async function deleteReport(db: Db, ownerId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(reports)
    .where(and(eq(reports.id, id), eq(reports.ownerId, ownerId)))
    .returning({ id: reports.id });
  return gone.length === 1;
}

/** Deletes every report past retention; returns how many went. */
export async function sweepReports(db: Db, policy: ReportPolicy, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(reports)
    .where(lt(reports.createdAt, keptSince(policy, now)))
    .returning({ id: reports.id });
  return gone.length;
}

/**
 * The reports a user generates: the per-user hourly limit, rendering and storing, the owner's
 * list, one report, deletion, and the hourly retention sweep.
 */
export class ReportService {
  private readonly perUser: AttemptLimiter;

  constructor(
    private readonly db: Db,
    private readonly catalog: () => Catalog,
    readonly policy: ReportPolicy = defaultReportPolicy,
  ) {
    this.perUser = new AttemptLimiter(policy.perHour, 60 * 60_000);
  }

  private limit(userId: string): void {
    const wait = this.perUser.hit(userId);
    if (wait <= 0) return;
    const minutes = Math.max(1, Math.ceil(wait / 60_000));
    throw tooManyAttempts(
      wait,
      `You can generate ${this.policy.perHour} reports an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }

  /** A brand's report (404 for a brand the dataset does not know, before the limit counts it). */
  async generate(userId: string, brandName: string) {
    const profile = brandData(this.catalog(), brandName);
    this.limit(userId);
    return storeReport(this.db, userId, profile);
  }

  /** An enterprise report: the showcase brand, real data computed by the engine. */
  async enterprise(userId: string, type: ReportType) {
    const profile = showcaseProfile(this.catalog());
    if (!profile) throw new HttpError(404, 'No brand with running deals in the dataset yet.');
    this.limit(userId);
    return storeReport(this.db, userId, profile, {
      fileLabel: `${profile.brand.name}-${type}`,
      reportType: type,
    });
  }

  async list(userId: string) {
    return {
      reports: await listReports(this.db, userId, this.policy),
      retentionDays: this.policy.retentionDays,
    };
  }

  /** Someone else's report answers exactly like a missing one. */
  async find(userId: string, id: string) {
    const row = await findReport(this.db, userId, id, this.policy);
    if (!row) throw new HttpError(404, 'No such report.');
    return row;
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await deleteReport(this.db, userId, id))) throw new HttpError(404, 'No such report.');
  }

  sweep(): Promise<number> {
    return sweepReports(this.db, this.policy);
  }
}
