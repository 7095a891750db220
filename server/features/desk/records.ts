import {
  type DeskRecordKind,
  REVIEW_AFTER_MONTHS,
  type TDeskAthlete,
  type TDeskBrand,
  type TDeskChange,
  type TDeskPartnership,
  type TDeskProperty,
} from '../../../core/contract/desk';
import { contractTerms, monthsSince } from '../../../core/intelligence/engine/universe';
import type { athletes, brands, dataChanges, partnerships, properties } from '../../db/schema';

export type BrandRow = typeof brands.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;
export type AthleteRow = typeof athletes.$inferSelect;
export type PartnershipRow = typeof partnerships.$inferSelect;
export type ChangeRow = typeof dataChanges.$inferSelect;
export type AnyRow = Record<string, unknown> & { id: string };

/** What a deal's view needs to name its brand and partner. */
export interface Names {
  brand: (id: string) => BrandRow | undefined;
  property: (id: string) => PropertyRow | undefined;
  athlete: (id: string) => AthleteRow | undefined;
}

/**
 * Curated, still running as far as we know (no end year: an ended deal's terms are history), and
 * its last check is more than 12 months old (or it was never dated).
 */
export function needsReview(row: Pick<PartnershipRow, 'source' | 'asOf' | 'endYear'>, now: Date): boolean {
  if (row.source !== 'curated' || row.endYear !== null) return false;
  return row.asOf === null || monthsSince(row.asOf, now) > REVIEW_AFTER_MONTHS;
}

/** A deal as the desk shows it: the stored row, its names, the engine's status and the review flag. */
export function deskPartnership(row: PartnershipRow, names: Names, now: Date): TDeskPartnership {
  const brand = names.brand(row.brandId);
  const property = row.propertyId ? names.property(row.propertyId) : undefined;
  const athlete = row.athleteId ? names.athlete(row.athleteId) : undefined;
  const terms = contractTerms(row.startYear, row.endYear, row.untilYear, now.getUTCFullYear(), row.asOf, now);
  return {
    id: row.id,
    brand: { id: row.brandId, name: brand?.name ?? row.brandId },
    partner: athlete
      ? { kind: 'athlete', id: athlete.id, name: athlete.fullName, type: 'athlete' }
      : {
          kind: 'property',
          id: row.propertyId ?? '',
          name: property?.name ?? row.propertyId ?? '',
          type: property?.kind ?? 'team',
        },
    sport: property?.sport ?? athlete?.sport ?? '',
    type: row.type,
    tier: row.tier,
    role: row.role,
    startYear: row.startYear,
    endYear: row.endYear,
    untilYear: row.untilYear,
    partnerName: row.partnerName,
    partOf: row.partOf,
    status: terms.status,
    confidence: row.confidence,
    asOf: row.asOf,
    citation: row.citation,
    reported: row.reported
      ? {
          amount: row.reported.amount,
          currency: row.reported.currency,
          year: row.reported.year,
          publisher: row.reported.publisher,
          note: row.reported.note ?? null,
        }
      : null,
    source: row.source,
    sourceName: row.sourceName,
    origin: row.origin,
    needsReview: needsReview(row, now),
  };
}

export const partnershipLabel = (row: Pick<PartnershipRow, 'brandId' | 'type'>, p: TDeskPartnership) =>
  `${p.brand.name} – ${p.partner.name} (${row.type})`;

const provenanceOf = (row: BrandRow | PropertyRow | AthleteRow) => ({
  source: row.source,
  sourceName: row.sourceName,
  origin: row.origin,
});

export function deskBrand(row: BrandRow, names: Names, deals: number): TDeskBrand {
  return {
    id: row.id,
    name: row.name,
    aliases: row.aliases,
    industry: row.industry,
    sector: row.sector,
    headquarters: row.headquarters,
    groupId: row.groupId && row.groupId !== row.id ? row.groupId : null,
    groupName: row.groupId && row.groupId !== row.id ? (names.brand(row.groupId)?.name ?? null) : null,
    founded: row.founded,
    ...provenanceOf(row),
    deals,
  };
}

export function deskProperty(row: PropertyRow, names: Names, deals: number): TDeskProperty {
  return {
    id: row.id,
    name: row.name,
    aliases: row.aliases,
    kind: row.kind,
    sport: row.sport,
    region: row.region,
    country: row.country,
    parentId: row.parentId,
    parentName: row.parentId ? (names.property(row.parentId)?.name ?? null) : null,
    ...provenanceOf(row),
    deals,
  };
}

export function deskAthlete(row: AthleteRow, deals: number): TDeskAthlete {
  return {
    id: row.id,
    fullName: row.fullName,
    aliases: row.aliases,
    sport: row.sport,
    currentTeam: row.currentTeam,
    nationality: row.nationality,
    position: row.position,
    birthYear: row.birthYear,
    ...provenanceOf(row),
    deals,
  };
}

/** Fields a change shows: everything stored except where the row came from. */
const HIDDEN = new Set(['id', 'origin']);
const same = (x: unknown, y: unknown) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null);

/** The fields that differ between two versions of a row (every set field for a new row). */
export function changedFields(
  before: AnyRow | Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((k) => !HIDDEN.has(k) && !same(before?.[k], after?.[k]))
    .filter((k) => before !== null || (after?.[k] !== null && after?.[k] !== undefined))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
}

export function deskChange(row: ChangeRow, by: string | null): TDeskChange {
  return {
    id: row.id,
    record: row.record as DeskRecordKind,
    recordId: row.recordId,
    label: row.label,
    action: row.action,
    by,
    at: row.createdAt.toISOString(),
    citation: row.citation,
    fields: changedFields(row.before, row.after),
  };
}
