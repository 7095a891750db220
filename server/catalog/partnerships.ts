import {
  partnerKinds,
  type TPartnershipFacets,
  type TPartnershipPage,
  type TPartnershipQuery,
} from '../../core/contract/partnerships';
import { isRunning, type TDeal } from '../../core/contract/profile';
import { csvText } from '../../core/format/csv';
import { normaliseName } from '../../core/intelligence/names';
import { PARTNERSHIP_COLUMNS, partnershipTable } from '../../core/report/partnership-export';
import { firstNotBefore } from '../../core/sorted';
import { monthsToEndOf } from '../../core/widgets/contracts';
import { HttpError } from '../plugins/errors';
import type { Catalog, CatalogEntry } from './catalog';

/** The filters of a partnership listing; names are resolved through the catalogue (aliases work). */
export type PartnershipFilters = Pick<TPartnershipQuery, 'brand' | 'property' | 'sport' | 'type' | 'status'> &
  Partial<
    Pick<
      TPartnershipQuery,
      | 'region'
      | 'country'
      | 'kind'
      | 'league'
      | 'industry'
      | 'q'
      | 'endingWithin'
      | 'startFrom'
      | 'startTo'
      | 'endFrom'
      | 'endTo'
      | 'valueMin'
      | 'valueMax'
      | 'valueKind'
    >
  >;

/** The named brand, or a 404 naming the closest names the dataset holds. */
export function resolveBrand(catalog: Catalog, name: string): CatalogEntry {
  const entry = catalog.exact('brand', name);
  if (entry) return entry;
  throw new HttpError(404, notFound('brand', name, closestNames(catalog, 'brand', name)));
}

/** The named team, league, event, federation or athlete, or a 404 with the closest names. */
export function resolvePartner(catalog: Catalog, name: string): CatalogEntry {
  const entry = catalog.exact('rightsHolder', name) ?? catalog.exact('athlete', name);
  if (entry) return entry;
  const close = [...closestNames(catalog, 'rightsHolder', name), ...closestNames(catalog, 'athlete', name)];
  throw new HttpError(404, notFound('rights holder or athlete', name, close.slice(0, 5)));
}

/** Up to five names of one kind that a mistyped or partial name most likely meant, best first. */
export function closestNames(catalog: Catalog, type: CatalogEntry['type'], name: string): string[] {
  if (name.trim().length < 2) return [];
  return catalog.find(type, name, 5).map((hit) => hit.entry.name);
}

/** The 404 message for a name the dataset does not hold, naming the closest names when there are any. */
export function notFound(kind: string, name: string, close: string[]): string {
  const hint = close.length ? ` Closest: ${close.join(', ')}.` : '';
  return `No ${kind} called "${name}" in the dataset.${hint}`;
}

/**
 * A sport, deal type or region normalised (normaliseName), remembered: a few hundred such names
 * label every deal, so a pass over many deals normalises each name once, not once per deal.
 */
const categories = new Map<string, string>();
const category = (name: string): string => {
  let key = categories.get(name);
  if (key === undefined) {
    key = normaliseName(name);
    if (categories.size >= 10_000) categories.clear();
    categories.set(name, key);
  }
  return key;
};
const sameWords = (a: string, b: string) => category(a) === category(b);
const byTerms = (a: TDeal, b: TDeal) =>
  a.brand.localeCompare(b.brand) ||
  a.partner.localeCompare(b.partner) ||
  (a.contract.start ?? 9999) - (b.contract.start ?? 9999) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The listing's indexes, made once per catalogue: every deal in order, and per filter value. */
interface ListingIndex {
  all: TDeal[];
  bySport: Map<string, TDeal[]>;
  byType: Map<string, TDeal[]>;
  byStatus: Map<string, TDeal[]>;
}

const push = (m: Map<string, TDeal[]>, key: string, d: TDeal) => {
  const list = m.get(key);
  if (list) list.push(d);
  else m.set(key, [d]);
};

/**
 * Every deal in the listing's stable order (brand, partner, start, id) and, in the same order, the
 * deals of each sport, deal type and status: a page is then read from the shortest list that applies
 * instead of scanning and sorting every deal per call.
 */
const indexes = new WeakMap<Catalog, ListingIndex>();
/** The lists of the index a deal belongs in. */
function listsOf(index: ListingIndex, d: TDeal): [Map<string, TDeal[]>, string][] {
  const lists: [Map<string, TDeal[]>, string][] = [
    [index.bySport, category(d.sport)],
    [index.byType, category(d.type)],
    [index.byStatus, d.contract.status],
  ];
  if (isRunning(d)) lists.push([index.byStatus, 'running']);
  return lists;
}
function listingIndex(catalog: Catalog): ListingIndex {
  const cached = indexes.get(catalog);
  if (cached) return cached;
  const index: ListingIndex = {
    all: catalog.universe.allDeals().sort(byTerms),
    bySport: new Map(),
    byType: new Map(),
    byStatus: new Map(),
  };
  for (const d of index.all) for (const [m, key] of listsOf(index, d)) push(m, key, d);
  indexes.set(catalog, index);
  return index;
}

/** Where a deal goes in a list sorted by byTerms (the first place not before it). */
const placeOf = (list: TDeal[], d: TDeal) => firstNotBefore(list, (x) => byTerms(x, d) < 0);

/**
 * Keeps the listing's indexes of a catalogue true after an edit (Catalog.apply): each deal the
 * engine replaced leaves the lists it was in, each one it made goes into its place in its lists
 * (found by binary search: byTerms orders every deal, ending with its id). After a refit, which
 * makes every deal again, they are dropped instead.
 */
export function updateListing(
  catalog: Catalog,
  delta: { removed: TDeal[]; added: TDeal[]; refit: boolean },
): void {
  const index = indexes.get(catalog);
  if (!index) return;
  // Every deal was made again (a new value model): the indexes are made again when next asked for.
  if (delta.refit) {
    indexes.delete(catalog);
    return;
  }
  const lists = (d: TDeal): [TDeal[], (next: TDeal[]) => void][] => [
    [index.all, (next) => (index.all = next)],
    ...listsOf(index, d).map(([m, key]): [TDeal[], (next: TDeal[]) => void] => [
      m.get(key) ?? [],
      (next) => (next.length ? m.set(key, next) : m.delete(key)),
    ]),
  ];
  for (const d of delta.removed) {
    for (const [list, set] of lists(d)) {
      const at = placeOf(list, d);
      if (list[at]?.id === d.id) list.splice(at, 1);
      set(list);
    }
  }
  for (const d of delta.added) {
    for (const [list, set] of lists(d)) {
      list.splice(placeOf(list, d), 0, d);
      set(list);
    }
  }
}

const ordered = new WeakMap<object, Map<string, TDeal[]>>();
/** A brand's or partner's deals in the listing's order, sorted once per version of the catalogue. */
function dealsInOrder(catalog: Catalog, id: string): TDeal[] {
  let lists = ordered.get(catalog.version);
  if (!lists) {
    lists = new Map();
    ordered.set(catalog.version, lists);
  }
  let deals = lists.get(id);
  if (!deals) {
    deals = [...catalog.universe.dealsFor(id)].sort(byTerms);
    lists.set(id, deals);
  }
  return deals;
}

/** What a deal is matched on beyond its own fields: read from the catalogue's records once per version. */
interface DealFacts {
  /** The partner's country (a property's) or nationality (an athlete's), normalised; '' when unknown. */
  country: string;
  /** The league itself and, for a team, the leagues it plays in (ids). */
  leagues: string[];
  /** The brand's industry, normalised. */
  industry: string;
  /** Brand, partner, its name at the time, type and role, normalised, for the words of q. */
  text: string;
}

const facts = new WeakMap<object, Map<string, DealFacts>>();
/** A deal's facts, made when first asked for in this version of the catalogue. */
function factsOf(catalog: Catalog): (d: TDeal) => DealFacts {
  let cache = facts.get(catalog.version);
  if (!cache) {
    cache = new Map();
    facts.set(catalog.version, cache);
  }
  const known = cache;
  const { rows } = catalog;
  return (d) => {
    let f = known.get(d.id);
    if (f) return f;
    const row = rows.partnerships.get(d.id);
    const property = row?.propertyId ? rows.properties.get(row.propertyId) : undefined;
    const athlete = row?.athleteId ? rows.athletes.get(row.athleteId) : undefined;
    const leagues: string[] = [];
    if (property?.kind === 'league') leagues.push(property.id);
    if (property) for (const id of leagueIdsOf(catalog).get(property.id) ?? []) leagues.push(id);
    f = {
      country: normaliseName(property?.country ?? athlete?.nationality ?? ''),
      leagues,
      industry: normaliseName((row && rows.brands.get(row.brandId)?.industry) ?? ''),
      text: normaliseName([d.brand, d.partner, d.partnerNameAtTime ?? '', d.type, d.role ?? ''].join(' ')),
    };
    known.set(d.id, f);
    return f;
  };
}

const leagueIds = new WeakMap<object, Map<string, string[]>>();
/** Each team's leagues by id (the catalogue keeps their names), once per version of the catalogue. */
function leagueIdsOf(catalog: Catalog): Map<string, string[]> {
  let byTeam = leagueIds.get(catalog.version);
  if (byTeam) return byTeam;
  const idOf = new Map<string, string>();
  for (const p of catalog.rows.properties.values()) if (p.kind === 'league') idOf.set(p.name, p.id);
  byTeam = new Map();
  for (const [team, names] of catalog.rows.leaguesOf)
    byTeam.set(
      team,
      names.map((n) => idOf.get(n)).filter((id): id is string => id !== undefined),
    );
  leagueIds.set(catalog.version, byTeam);
  return byTeam;
}

/** The named league, or a 404 with the closest names, or a 400 when the name is another kind of partner. */
function resolveLeague(catalog: Catalog, name: string): string {
  const entry = catalog.exact('rightsHolder', name);
  if (!entry) throw new HttpError(404, notFound('league', name, closestNames(catalog, 'rightsHolder', name)));
  const row = catalog.rows.properties.get(entry.id);
  if (row?.kind !== 'league')
    throw new HttpError(400, `league: "${entry.name}" is a ${row?.kind ?? 'partner'}, not a league`);
  return entry.id;
}

/** The last year of a deal: the end year once it ended, its announced final year while it runs. */
const lastYear = (d: TDeal) => d.contract.end ?? d.contract.until;

const words = (q: string) => normaliseName(q).split(/\s+/).filter(Boolean);
const within = (v: number | null, from: number | undefined, to: number | undefined) =>
  (from === undefined && to === undefined) ||
  (v !== null && (from === undefined || v >= from) && (to === undefined || v <= to));

/** The test of every filter the indexes do not answer, or null when none is set. */
function restOf(catalog: Catalog, f: PartnershipFilters): ((d: TDeal) => boolean) | null {
  const league = f.league ? resolveLeague(catalog, f.league) : undefined;
  const region = f.region ? normaliseName(f.region) : undefined;
  const country = f.country ? normaliseName(f.country) : undefined;
  const industry = f.industry ? normaliseName(f.industry) : undefined;
  const terms = f.q ? words(f.q) : [];
  const now = catalog.universe.now;
  const tests: ((d: TDeal) => boolean)[] = [];
  if (f.kind) tests.push((d) => d.partnerKind === f.kind);
  // The UK is in Europe: "European football" includes the Premier League (the data names the UK apart).
  if (region === 'europe') tests.push((d) => ['europe', 'uk'].includes(category(d.region)));
  else if (region) tests.push((d) => category(d.region) === region);
  if (f.valueKind) tests.push((d) => d.value.kind === f.valueKind);
  if (f.valueMin !== undefined || f.valueMax !== undefined)
    tests.push((d) => within(d.value.usd, f.valueMin, f.valueMax));
  if (f.startFrom !== undefined || f.startTo !== undefined)
    tests.push((d) => within(d.contract.start, f.startFrom, f.startTo));
  if (f.endFrom !== undefined || f.endTo !== undefined)
    tests.push((d) => within(lastYear(d), f.endFrom, f.endTo));
  if (f.endingWithin !== undefined) {
    const n = f.endingWithin;
    tests.push((d) => isRunning(d) && d.contract.until !== null && monthsToEndOf(d.contract.until, now) <= n);
  }
  if (country || league || industry || terms.length) {
    const factOf = factsOf(catalog);
    tests.push((d) => {
      const x = factOf(d);
      return (
        (!country || x.country === country) &&
        (!league || x.leagues.includes(league)) &&
        (!industry || x.industry === industry) &&
        terms.every((w) => x.text.includes(w))
      );
    });
  }
  if (!tests.length) return null;
  return (d) => tests.every((t) => t(d));
}

/**
 * The deals that pass every filter, in the listing's stable order (brand, partner, start, id): the
 * same deal objects every screen, report and export shows, so a listing's terms, values and sources
 * agree with the brand view. It starts from the shortest list that applies (the brand's or
 * partner's deals, or the index of one sport, type or status) and checks every other filter on that
 * list only, in one pass; with none of those, the pass is over every deal.
 */
export function filterPartnerships(catalog: Catalog, f: PartnershipFilters): TDeal[] {
  const brand = f.brand ? resolveBrand(catalog, f.brand) : undefined;
  const partner = f.property ? resolvePartner(catalog, f.property) : undefined;
  const rest = restOf(catalog, f);
  const index = listingIndex(catalog);
  // Ending within N months keeps running deals only: the running index holds them.
  const status = f.status ?? (f.endingWithin !== undefined ? 'running' : undefined);
  const lists: TDeal[][] = [];
  const brandDeals = brand && dealsInOrder(catalog, brand.id);
  const partnerDeals = partner && dealsInOrder(catalog, partner.id);
  if (brandDeals) lists.push(brandDeals);
  if (partnerDeals) lists.push(partnerDeals);
  if (f.sport) lists.push(index.bySport.get(normaliseName(f.sport)) ?? []);
  if (f.type) lists.push(index.byType.get(normaliseName(f.type)) ?? []);
  if (status) lists.push(index.byStatus.get(status) ?? []);
  if (!lists.length) return rest ? index.all.filter(rest) : index.all;
  lists.sort((x, y) => x.length - y.length);
  const [shortest, ...others] = lists;
  if (!others.length) return rest ? shortest!.filter(rest) : shortest!;
  const ids = (list: TDeal[] | undefined) => list && list !== shortest && new Set(list.map((d) => d.id));
  const ofBrand = ids(brandDeals);
  const ofPartner = ids(partnerDeals);
  return shortest!.filter(
    (d) =>
      (!ofBrand || ofBrand.has(d.id)) &&
      (!ofPartner || ofPartner.has(d.id)) &&
      (!f.sport || sameWords(d.sport, f.sport)) &&
      (!f.type || sameWords(d.type, f.type)) &&
      (!status || (status === 'running' ? isRunning(d) : d.contract.status === status)) &&
      (!rest || rest(d)),
  );
}

type Sort = TPartnershipQuery['sort'];
/** A sort's key of a deal: null (unknown) sorts last whichever the direction. */
const sortKey: Record<Exclude<Sort, 'brand' | 'partner'>, (d: TDeal) => number | null> = {
  start: (d) => d.contract.start,
  end: lastYear,
  value: (d) => d.value.usd,
};

/** The order of a sort and direction; ties keep the listing's order (brand, partner, start, id). */
export function partnershipOrder(sort: Sort, dir: 'asc' | 'desc'): (a: TDeal, b: TDeal) => number {
  const sign = dir === 'desc' ? -1 : 1;
  if (sort === 'brand')
    return dir === 'asc' ? byTerms : (a, b) => -a.brand.localeCompare(b.brand) || byTerms(a, b);
  if (sort === 'partner') return (a, b) => sign * a.partner.localeCompare(b.partner) || byTerms(a, b);
  const key = sortKey[sort];
  return (a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return sign * (x - y);
    }
    return byTerms(a, b);
  };
}

/**
 * The first `k` deals of a list in an order, without sorting the whole list: a sorted buffer of
 * at most k, where a deal goes (by binary search) only when it comes before the buffer's last.
 */
export function firstInOrder(
  list: readonly TDeal[],
  order: (a: TDeal, b: TDeal) => number,
  k: number,
): TDeal[] {
  const top: TDeal[] = [];
  if (k <= 0) return top;
  for (const d of list) {
    if (top.length === k && order(d, top[k - 1]!) >= 0) continue;
    top.splice(
      firstNotBefore(top, (x) => order(x, d) <= 0),
      0,
      d,
    );
    if (top.length > k) top.pop();
  }
  return top;
}

/** A listing's filters and page (sort and direction default to brand, ascending). */
export type PartnershipListing = PartnershipFilters &
  Pick<TPartnershipQuery, 'offset' | 'limit'> &
  Partial<Pick<TPartnershipQuery, 'sort' | 'dir' | 'format'>>;

/**
 * One page of a listing. The default order is the index's own; another is applied to the filtered
 * deals only, and only as far as the page needs when the page is near the start of a long list.
 */
export function listPartnerships(catalog: Catalog, q: PartnershipListing): TPartnershipPage {
  const all = filterPartnerships(catalog, q);
  const sort = q.sort ?? 'brand';
  const dir = q.dir ?? 'asc';
  const end = Math.min(all.length, q.offset + q.limit);
  let ordered: readonly TDeal[] = all;
  if (!(sort === 'brand' && dir === 'asc') && q.offset < all.length) {
    const order = partnershipOrder(sort, dir);
    ordered = end * 4 < all.length ? firstInOrder(all, order, end) : [...all].sort(order);
  }
  const partnerships = ordered.slice(q.offset, end);
  const next = q.offset + partnerships.length;
  return {
    total: all.length,
    offset: q.offset,
    limit: q.limit,
    nextOffset: next < all.length ? next : null,
    partnerships,
  };
}

const facetCache = new WeakMap<object, TPartnershipFacets>();
/** The values the filters take, each one some deal has, made once per version of the catalogue. */
export function partnershipFacets(catalog: Catalog): TPartnershipFacets {
  const cached = facetCache.get(catalog.version);
  if (cached) return cached;
  const sets = {
    sports: new Set<string>(),
    regions: new Set<string>(),
    countries: new Set<string>(),
    types: new Set<string>(),
    industries: new Set<string>(),
    kinds: new Set<TDeal['partnerKind']>(),
    leagues: new Set<string>(),
  };
  let first: number | null = null;
  let last: number | null = null;
  const { rows } = catalog;
  const teamLeagues = leagueIdsOf(catalog);
  for (const d of listingIndex(catalog).all) {
    sets.sports.add(d.sport);
    sets.regions.add(d.region);
    sets.types.add(d.type);
    sets.kinds.add(d.partnerKind);
    const row = rows.partnerships.get(d.id);
    const property = row?.propertyId ? rows.properties.get(row.propertyId) : undefined;
    const country =
      property?.country ?? (row?.athleteId ? rows.athletes.get(row.athleteId)?.nationality : null);
    if (country) sets.countries.add(country);
    const industry = row && rows.brands.get(row.brandId)?.industry;
    if (industry) sets.industries.add(industry);
    if (property?.kind === 'league') sets.leagues.add(property.id);
    if (property) for (const id of teamLeagues.get(property.id) ?? []) sets.leagues.add(id);
    for (const y of [d.contract.start, lastYear(d)]) {
      if (y === null) continue;
      if (first === null || y < first) first = y;
      if (last === null || y > last) last = y;
    }
  }
  const names = <T extends string>(set: Set<T>) => [...set].sort((a, b) => a.localeCompare(b));
  const facets: TPartnershipFacets = {
    sports: names(sets.sports),
    regions: names(sets.regions),
    countries: names(sets.countries),
    leagues: [...sets.leagues]
      .map((id) => rows.properties.get(id))
      .filter((p) => p !== undefined)
      .map((p) => ({ name: p.name, sport: p.sport }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    types: names(sets.types),
    industries: names(sets.industries),
    kinds: partnerKinds.filter((k) => sets.kinds.has(k)),
    years: { first, last },
    asOf: catalog.universe.now.toISOString().slice(0, 10),
  };
  facetCache.set(catalog.version, facets);
  return facets;
}

export const PARTNERSHIP_CSV_COLUMNS = PARTNERSHIP_COLUMNS;

/**
 * A page as CSV: one row per deal with the columns of the brand view's export, the brand first and
 * the deal's id last (the deal finder's export writes the same rows). Formula-like cells are
 * escaped; a byte-order mark tells Excel it is UTF-8.
 */
export function partnershipsCsv(page: TPartnershipPage): string {
  return csvText(partnershipTable(page.partnerships), { bom: true });
}
