import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { TBrandProfile } from '../../../core/contract/profile';
import { type ReportInput, renderReport, reportFileName } from '../../../core/report/render';
import { getSettings } from '../../accounts/settings';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';

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
  return { reportUrl: `/api/reports/${id}`, fileName };
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
    reportUrl: `/api/reports/${r.id}`,
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
