import { eq, inArray } from 'drizzle-orm';
import type {
  TAthlete,
  TBrandData,
  TPartnershipFact,
  TRightsHolder,
} from '../../../core/contract/intelligence';
import { athleteProfile } from '../../../core/intelligence/athlete';
import { competitionFigures, sponsorSplit } from '../../../core/intelligence/rights-holder';
import type { Db } from '../../db/client';
import { athletes, brands, partnerships, properties } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import type { Catalog } from './catalog';
import type { SearchCounter } from './search-counter';

const thisYear = () => new Date().getUTCFullYear();
const isActive = (endYear: number | null) => endYear === null || endYear >= thisYear();

export async function brandData(
  db: Db,
  catalog: Catalog,
  name: string,
  counter?: SearchCounter,
): Promise<TBrandData> {
  const entry = catalog.exact('brand', name);
  if (!entry) throw new HttpError(404, `No brand called "${name}" in the dataset.`);
  counter?.count('brand', entry.name);
  const key = `brand|${entry.id}|${thisYear()}`;
  const cached = catalog.memo.get(key) as TBrandData | undefined;
  if (cached) return cached;
  const data = await loadBrandData(db, entry.id);
  catalog.memo.set(key, data);
  return data;
}

async function loadBrandData(db: Db, brandId: string): Promise<TBrandData> {
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId));
  if (!brand) throw new HttpError(404, 'That brand has just left the dataset.');
  const rows = await db
    .select({ p: partnerships, property: properties, athlete: athletes })
    .from(partnerships)
    .leftJoin(properties, eq(properties.id, partnerships.propertyId))
    .leftJoin(athletes, eq(athletes.id, partnerships.athleteId))
    .where(eq(partnerships.brandId, brand.id));

  const facts: TPartnershipFact[] = rows.map(({ p, property, athlete }) => ({
    id: p.id,
    partner: property?.name ?? athlete?.fullName ?? 'Unknown',
    partnerKind: property ? property.kind : 'athlete',
    sport: property?.sport ?? athlete?.sport ?? 'Unknown',
    region: property?.region ?? 'Global',
    type: p.type,
    tier: p.tier,
    startYear: p.startYear,
    endYear: p.endYear,
    active: isActive(p.endYear),
    source: p.source,
    sourceName: p.sourceName,
  }));
  facts.sort((a, b) => Number(b.active) - Number(a.active) || (b.startYear ?? 0) - (a.startYear ?? 0));
  const names = (kind: TPartnershipFact['partnerKind']) => [
    ...new Set(facts.filter((f) => f.partnerKind === kind && f.active).map((f) => f.partner)),
  ];
  const lists = {
    teams: names('team'),
    athletes: names('athlete'),
    events: names('event'),
    leagues: names('league'),
    federations: names('federation'),
  };
  return {
    brand: {
      name: brand.name,
      industry: brand.industry,
      headquarters: brand.headquarters,
      source: brand.source,
      sourceName: brand.sourceName,
    },
    ...lists,
    stackmap: {
      teams: lists.teams.length,
      athletes: lists.athletes.length,
      events: lists.events.length,
      leagues: lists.leagues.length,
      federations: lists.federations.length,
    },
    partnerships: facts,
  };
}

export async function rightsHolder(
  db: Db,
  catalog: Catalog,
  name: string,
  counter?: SearchCounter,
): Promise<TRightsHolder> {
  const entry = catalog.exact('rightsHolder', name);
  if (!entry) throw new HttpError(404, `No rights holder called "${name}" in the dataset.`);
  counter?.count('rightsHolder', entry.name);
  const [property] = await db.select().from(properties).where(eq(properties.id, entry.id));
  if (!property) throw new HttpError(404, `No rights holder called "${name}" in the dataset.`);
  // A federation or league also shows the sponsors of the competitions it runs.
  const children = await db.select().from(properties).where(eq(properties.parentId, property.id));
  const family = [property, ...children];
  const rows = await db
    .select({ p: partnerships, brand: brands, via: properties.name })
    .from(partnerships)
    .innerJoin(brands, eq(brands.id, partnerships.brandId))
    .innerJoin(properties, eq(properties.id, partnerships.propertyId))
    .where(
      inArray(
        partnerships.propertyId,
        family.map((f) => f.id),
      ),
    );
  const sponsors = rows
    .map(({ p, brand, via }) => ({
      brand: brand.name,
      industry: brand.industry,
      via,
      type: p.type,
      tier: p.tier,
      startYear: p.startYear,
      endYear: p.endYear,
      active: isActive(p.endYear),
      source: p.source,
    }))
    .sort(
      (a, b) =>
        Number(b.active) - Number(a.active) ||
        (a.tier === b.tier ? 0 : a.tier === 'Premium' ? -1 : 1) ||
        a.brand.localeCompare(b.brand),
    );
  const activeBrands = new Set(sponsors.filter((s) => s.active).map((s) => s.brand));
  const figures = competitionFigures(property.name);
  return {
    name: property.name,
    kind: property.kind,
    sport: property.sport,
    region: property.region,
    sponsors,
    intelligence: {
      activeSponsors: activeBrands.size,
      globalAudience: figures.audience,
      sponsorshipValue: figures.value,
      split: sponsorSplit(activeBrands.size),
    },
  };
}

export async function findAthletes(
  db: Db,
  catalog: Catalog,
  query: { query: string; sport: string; limit: number },
  counter?: SearchCounter,
): Promise<TAthlete[]> {
  const sport = query.sport.toLowerCase();
  const memoKey = `athletes|${sport}|${query.limit}|${query.query.toLowerCase()}|${thisYear()}`;
  const cachedHits = catalog.memo.get(memoKey) as { list: TAthlete[] } | undefined;
  if (cachedHits) {
    if (query.limit === 1 && query.query && cachedHits.list[0])
      counter?.count('athlete', cachedHits.list[0].fullName);
    return cachedHits.list;
  }
  const hits = catalog.find(
    'athlete',
    query.query,
    query.limit,
    (e) => sport === 'all' || (e.sport ?? '').toLowerCase() === sport,
  );
  if (hits.length === 0) return [];
  const ids = hits.map((h) => h.entry.id);
  const [rows, links] = await Promise.all([
    db.select().from(athletes).where(inArray(athletes.id, ids)),
    db
      .select({
        athleteId: partnerships.athleteId,
        brand: brands.name,
        industry: brands.industry,
        endYear: partnerships.endYear,
      })
      .from(partnerships)
      .innerJoin(brands, eq(brands.id, partnerships.brandId))
      .where(inArray(partnerships.athleteId, ids)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (query.limit === 1 && hits[0] && query.query) counter?.count('athlete', hits[0].entry.name);
  const list = ids
    .map((id) => byId.get(id))
    .filter((r): r is NonNullable<typeof r> => Boolean(r))
    .map((r) =>
      athleteProfile({
        ...r,
        sponsors: links
          .filter((l) => l.athleteId === r.id)
          .map((l) => ({ brand: l.brand, industry: l.industry, endYear: l.endYear })),
      }),
    );
  catalog.memo.set(memoKey, { list });
  return list;
}
