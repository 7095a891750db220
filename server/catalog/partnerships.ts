import { stringify } from 'csv-stringify/sync';
import type { TPartnershipPage, TPartnershipQuery } from '../../core/contract/partnerships';
import { isRunning, type TDeal } from '../../core/contract/profile';
import { normaliseName } from '../../core/intelligence/names';
import { DEAL_COLUMNS, dealRow } from '../../core/report/export';
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

function notFound(kind: string, name: string, close: string[]): string {
  const hint = close.length ? ` Closest: ${close.join(', ')}.` : '';
  return `No ${kind} called "${name}" in the dataset.${hint}`;
}

const sameWords = (a: string, b: string) => normaliseName(a) === normaliseName(b);
const byTerms = (a: TDeal, b: TDeal) =>
  a.brand.localeCompare(b.brand) ||
  a.partner.localeCompare(b.partner) ||
  (a.contract.start ?? 9999) - (b.contract.start ?? 9999) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Every deal of the catalogue in the listing's stable order (brand, partner, start, id), once per catalogue. */
function sortedDeals(catalog: Catalog): TDeal[] {
  const cached = catalog.memo.get('partnerships|sorted') as { deals: TDeal[] } | undefined;
  if (cached) return cached.deals;
  const deals = catalog.universe.allDeals().sort(byTerms);
  catalog.memo.set('partnerships|sorted', { deals });
  return deals;
}

/**
 * The deals that pass every filter, in a stable order: the same deal objects every screen,
 * report and export shows, so a listing's terms, values and sources agree with the brand view.
 */
export function filterPartnerships(catalog: Catalog, f: PartnershipFilters): TDeal[] {
  const brand = f.brand ? resolveBrand(catalog, f.brand) : undefined;
  const partner = f.property ? resolvePartner(catalog, f.property) : undefined;
  let deals: TDeal[];
  if (brand || partner) {
    const ids = new Set(catalog.universe.dealsFor((brand ?? partner)?.id ?? '').map((d) => d.id));
    if (brand && partner) {
      const other = new Set(catalog.universe.dealsFor(partner.id).map((d) => d.id));
      for (const id of ids) if (!other.has(id)) ids.delete(id);
    }
    deals = sortedDeals(catalog).filter((d) => ids.has(d.id));
  } else deals = sortedDeals(catalog);
  return deals.filter(
    (d) =>
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
  return stringify(
    [[...PARTNERSHIP_CSV_COLUMNS], ...page.partnerships.map((d) => [d.brand, ...dealRow(d), d.id])],
    {
      bom: true,
      escape_formulas: true,
    },
  );
}
