import type { TPartnershipPage, TPartnershipQuery } from '../../core/contract/partnerships';
import { isRunning, type TDeal } from '../../core/contract/profile';
import { csvText } from '../../core/format/csv';
import { normaliseName } from '../../core/intelligence/names';
import { DEAL_COLUMNS, dealRow } from '../../core/report/export';
import { firstNotBefore } from '../../core/sorted';
import { HttpError } from '../plugins/errors';
import type { Catalog, CatalogEntry } from './catalog';

/** The filters of a partnership listing; names are resolved through the catalogue (aliases work). */
export type PartnershipFilters = Pick<TPartnershipQuery, 'brand' | 'property' | 'sport' | 'type' | 'status'>;

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

const sameWords = (a: string, b: string) => normaliseName(a) === normaliseName(b);
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
    [index.bySport, normaliseName(d.sport)],
    [index.byType, normaliseName(d.type)],
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

/**
 * The deals that pass every filter, in a stable order: the same deal objects every screen,
 * report and export shows, so a listing's terms, values and sources agree with the brand view.
 * It starts from the shortest list that applies (the brand's or partner's deals, or the index of
 * one filter value) and checks the other filters on that list only.
 */
export function filterPartnerships(catalog: Catalog, f: PartnershipFilters): TDeal[] {
  const brand = f.brand ? resolveBrand(catalog, f.brand) : undefined;
  const partner = f.property ? resolvePartner(catalog, f.property) : undefined;
  const index = listingIndex(catalog);
  const lists: TDeal[][] = [];
  const brandDeals = brand && dealsInOrder(catalog, brand.id);
  const partnerDeals = partner && dealsInOrder(catalog, partner.id);
  if (brandDeals) lists.push(brandDeals);
  if (partnerDeals) lists.push(partnerDeals);
  if (f.sport) lists.push(index.bySport.get(normaliseName(f.sport)) ?? []);
  if (f.type) lists.push(index.byType.get(normaliseName(f.type)) ?? []);
  if (f.status) lists.push(index.byStatus.get(f.status) ?? []);
  if (!lists.length) return index.all;
  lists.sort((x, y) => x.length - y.length);
  const [shortest, ...others] = lists;
  if (!others.length) return shortest!;
  const ids = (list: TDeal[] | undefined) => list && list !== shortest && new Set(list.map((d) => d.id));
  const ofBrand = ids(brandDeals);
  const ofPartner = ids(partnerDeals);
  return shortest!.filter(
    (d) =>
      (!ofBrand || ofBrand.has(d.id)) &&
      (!ofPartner || ofPartner.has(d.id)) &&
      (!f.sport || sameWords(d.sport, f.sport)) &&
      (!f.type || sameWords(d.type, f.type)) &&
      (!f.status || (f.status === 'running' ? isRunning(d) : d.contract.status === f.status)),
  );
}

/** One page of a listing. */
export function listPartnerships(catalog: Catalog, q: TPartnershipQuery): TPartnershipPage {
  const all = filterPartnerships(catalog, q);
  const partnerships = all.slice(q.offset, q.offset + q.limit);
  const next = q.offset + partnerships.length;
  return {
    total: all.length,
    offset: q.offset,
    limit: q.limit,
    nextOffset: next < all.length ? next : null,
    partnerships,
  };
}

export const PARTNERSHIP_CSV_COLUMNS = ['Brand', ...DEAL_COLUMNS, 'Deal id'] as const;

/**
 * A page as CSV: one row per deal with the columns of the brand view's export, the brand first and
 * the deal's id last. Formula-like cells are escaped; a byte-order mark tells Excel it is UTF-8.
 */
export function partnershipsCsv(page: TPartnershipPage): string {
  return csvText(
    [[...PARTNERSHIP_CSV_COLUMNS], ...page.partnerships.map((d) => [d.brand, ...dealRow(d), d.id])],
    { bom: true },
  );
}
