import type { TAthlete, TRightsHolder } from '../../core/contract/intelligence';
import type { TBrandProfile } from '../../core/contract/profile';
import { athleteProfile, rightsHolderProfile } from '../../core/intelligence/engine/entities';
import { HttpError } from '../plugins/errors';
import type { Catalog } from './catalog';
import { closestNames, notFound, resolveBrand } from './partnerships';
import type { SearchCounter } from './search-counter';

/**
 * The intelligence answers: each reads the catalogue's Universe, the one computation of the
 * dataset (core/intelligence/engine), so every screen and export shows the same figures.
 */
export function brandData(catalog: Catalog, name: string, counter?: SearchCounter): TBrandProfile {
  const entry = resolveBrand(catalog, name);
  counter?.count('brand', entry.name);
  const profile = catalog.universe.brandProfile(entry.id);
  if (!profile) throw new HttpError(404, 'That brand has just left the dataset.');
  return profile;
}

export function rightsHolder(catalog: Catalog, name: string, counter?: SearchCounter): TRightsHolder {
  const entry = catalog.exact('rightsHolder', name);
  const property = entry && catalog.rows.properties.get(entry.id);
  if (!entry || !property)
    throw new HttpError(404, notFound('rights holder', name, closestNames(catalog, 'rightsHolder', name)));
  counter?.count('rightsHolder', entry.name);
  const key = `rights|${entry.id}`;
  const cached = catalog.memo.get(key) as TRightsHolder | undefined;
  if (cached) return cached;
  const children = catalog.rows.childrenOf.get(property.id) ?? [];
  const profile = rightsHolderProfile(catalog.universe, {
    id: property.id,
    name: property.name,
    kind: property.kind,
    sport: property.sport,
    region: property.region,
    country: property.country,
    sourceName: property.sourceName,
    related: [
      ...(catalog.rows.leaguesOf.get(property.id) ?? []),
      ...children.map((id) => catalog.rows.properties.get(id)?.name ?? ''),
    ].filter(Boolean),
    childIds: children,
  });
  catalog.memo.set(key, profile);
  return profile;
}

export function findAthletes(
  catalog: Catalog,
  query: { query: string; sport: string; limit: number },
  counter?: SearchCounter,
): TAthlete[] {
  const sport = query.sport.toLowerCase();
  // The athlete panel asks the same few questions over and over: answered from memory until the data changes.
  const memoKey = `athletes|${sport}|${query.limit}|${query.query.toLowerCase()}`;
  const memo = catalog.memo.get(memoKey) as { list: TAthlete[] } | undefined;
  if (memo) {
    if (query.limit === 1 && query.query && memo.list[0]) counter?.count('athlete', memo.list[0].fullName);
    return memo.list;
  }
  const hits = catalog.find(
    'athlete',
    query.query,
    query.limit,
    (e) => sport === 'all' || (e.sport ?? '').toLowerCase() === sport,
  );
  if (query.limit === 1 && hits[0] && query.query) counter?.count('athlete', hits[0].entry.name);
  const list = hits
    .map((h) => catalog.rows.athletes.get(h.entry.id))
    .filter((r): r is NonNullable<typeof r> => Boolean(r))
    .map((r) => {
      const key = `athlete|${r.id}`;
      const cached = catalog.memo.get(key) as TAthlete | undefined;
      if (cached) return cached;
      const profile = athleteProfile(catalog.universe, r, catalog.industryByBrand());
      catalog.memo.set(key, profile);
      return profile;
    });
  catalog.memo.set(memoKey, { list });
  return list;
}
