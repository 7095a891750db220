import type { TPartnershipQuery } from '../../../../core/contract/partnerships';

/** Deals a page of the finder shows. */
export const DEALS_PAGE_SIZE = 50;
/** The window "Ending within" starts with. */
export const DEFAULT_ENDING_MONTHS = 18;

/** The finder's filters as the address holds them: the API's own parameter names, so a link reads as the query it is. */
export const filterKeys = [
  'q',
  'sport',
  'region',
  'country',
  'kind',
  'league',
  'type',
  'industry',
  'status',
  'endingWithin',
  'startFrom',
  'startTo',
  'endFrom',
  'endTo',
  'valueMin',
  'valueMax',
  'valueKind',
] as const;
export type FilterKey = (typeof filterKeys)[number];
export type Filters = Partial<Record<FilterKey, string>>;

export interface FinderView {
  filters: Filters;
  sort: TPartnershipQuery['sort'];
  dir: TPartnershipQuery['dir'];
  /** 1-based. */
  page: number;
}

const sorts = ['brand', 'partner', 'start', 'end', 'value'] as const;

/** The finder's state from the address (?sport=Football&endingWithin=18&sort=end&page=2). */
export function readView(search: string | URLSearchParams): FinderView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters: Filters = {};
  for (const key of filterKeys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const sort = sorts.find((s) => s === params.get('sort')) ?? 'brand';
  const dir = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  return { filters, sort, dir, page };
}

/** The address of a view: only what differs from the defaults, filters in a fixed order. */
export function viewSearch(view: FinderView): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = view.filters[key];
    if (value) params.set(key, value);
  }
  if (view.sort !== 'brand') params.set('sort', view.sort);
  if (view.dir !== 'asc') params.set('dir', view.dir);
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether any filter is set (the empty state then offers to clear them). */
export const isFiltered = (view: FinderView) => filterKeys.some((k) => view.filters[k]);

/** The API query of a view's filters and sort (every deal they match when no page is given). */
export function apiQuery(view: FinderView): Record<string, string | number> {
  return { ...view.filters, sort: view.sort, dir: view.dir };
}
