import { between, eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMessageResponse } from '../../../core/contract/auth';
import { ZAlertsResponse } from '../../../core/contract/enterprise';
import {
  ALERT_RULES,
  type Alert,
  type AlertFact,
  datasetAlerts,
  modelledAlerts,
  sortAlerts,
} from '../../../core/widgets/alerts';
import type { Db } from '../../db/client';
import { athletes, brands, partnerships, properties } from '../../db/schema';
import { requireUser } from '../../plugins/auth';

export const MAX_ALERTS = 12;

/** Deals that start or end around `year`, with the names of both sides. */
export async function alertFacts(db: Db, year: number): Promise<AlertFact[]> {
  const rows = await db
    .select({
      id: partnerships.id,
      brand: brands.name,
      partner: sql<string>`coalesce(${properties.name}, ${athletes.fullName})`,
      type: partnerships.type,
      startYear: partnerships.startYear,
      endYear: partnerships.endYear,
      source: partnerships.source,
      sourceName: partnerships.sourceName,
    })
    .from(partnerships)
    .innerJoin(brands, eq(brands.id, partnerships.brandId))
    .leftJoin(properties, eq(properties.id, partnerships.propertyId))
    .leftJoin(athletes, eq(athletes.id, partnerships.athleteId))
    .where(
      or(between(partnerships.endYear, year, year + 1), between(partnerships.startYear, year - 1, year)),
    );
  return rows;
}

/**
 * The alerts feed: the dataset's contract ends and new partnerships, most urgent and newest first,
 * then modelled ROI opportunities for the brands most present and one industry-wide trend.
 */
export function buildFeed(facts: AlertFact[], now: Date): Alert[] {
  const fromData = sortAlerts(datasetAlerts(facts, now)).slice(0, MAX_ALERTS - 3);
  const counts = new Map<string, number>();
  for (const a of fromData) if (a.brand) counts.set(a.brand, (counts.get(a.brand) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 2);
  return sortAlerts([
    ...fromData,
    ...modelledAlerts(
      top.map(([b]) => b),
      now,
    ),
  ]);
}

/** GET /api/alerts (signed in): rebuilt once per five-minute refresh bucket. */
export const alertRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    let cached: { bucket: number; alerts: Alert[] } | null = null;
    app.get(
      '/',
      { preHandler: requireUser(db), schema: { response: { 200: ZAlertsResponse, 401: ZMessageResponse } } },
      async () => {
        const now = new Date();
        const bucket = Math.floor(now.getTime() / ALERT_RULES.refreshMs);
        if (cached?.bucket !== bucket) {
          cached = { bucket, alerts: buildFeed(await alertFacts(db, now.getUTCFullYear()), now) };
        }
        return { alerts: cached.alerts };
      },
    );
  };
