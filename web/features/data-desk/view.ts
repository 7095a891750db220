import {
  deskConfidences,
  deskSorts,
  deskSources,
  type TDeskPartnershipQuery,
} from '../../../core/contract/desk';
import { partnershipStatuses } from '../../../core/contract/partnerships';

/** The desk's tabs, as ?tab= names them (Partnerships has none). */
export const deskTabs = [
  'partnerships',
  'brands',
  'properties',
  'athletes',
  'import',
  'changes',
  'conflicts',
] as const;
export type DeskTab = (typeof deskTabs)[number];

export function readTab(params: URLSearchParams): DeskTab {
  const tab = params.get('tab');
  return deskTabs.find((t) => t === tab) ?? 'partnerships';
}

export const textFilters = ['q', 'brand', 'property'] as const;
export const choiceFilters = ['sport', 'type', 'status', 'source', 'confidence'] as const;
export type DeskSort = (typeof deskSorts)[number];

/** The Partnerships tab as its address has it: filters, sort and page (a shareable link). */
export interface PartnershipView {
  q: string;
  brand: string;
  property: string;
  sport: string;
  type: string;
  status: string;
  source: string;
  confidence: string;
  review: boolean;
  edited: boolean;
  sort: DeskSort | '';
  dir: 'asc' | 'desc';
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | '' =>
  values.find((x) => x === v) ?? '';

/** A page number from the address: a whole number from 1, else 1. */
export function readPage(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n > 1 ? n : 1;
}

export function readView(params: URLSearchParams): PartnershipView {
  const get = (k: string) => params.get(k)?.trim() ?? '';
  return {
    q: get('q'),
    brand: get('brand'),
    property: get('property'),
    sport: get('sport'),
    type: get('type'),
    status: oneOf(partnershipStatuses, params.get('status')),
    source: oneOf(deskSources, params.get('source')),
    confidence: oneOf(deskConfidences, params.get('confidence')),
    review: params.get('review') === '1',
    edited: params.get('edited') === '1',
    sort: oneOf(deskSorts, params.get('sort')),
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    page: readPage(params),
  };
}

/** The rows on a page (the server's default). */
export const PAGE_SIZE = 50;

const some = (v: string) => v || undefined;

/** The list call's query for a view: blank filters left out, in the contract's order. */
export function listQuery(v: PartnershipView): TDeskPartnershipQuery {
  return {
    q: some(v.q),
    brand: some(v.brand),
    property: some(v.property),
    sport: some(v.sport),
    type: some(v.type),
    status: some(v.status) as TDeskPartnershipQuery['status'],
    source: some(v.source) as TDeskPartnershipQuery['source'],
    confidence: some(v.confidence) as TDeskPartnershipQuery['confidence'],
    review: v.review ? '1' : undefined,
    edited: v.edited ? '1' : undefined,
    sort: some(v.sort),
    dir: v.sort ? v.dir : undefined,
    offset: v.page > 1 ? (v.page - 1) * PAGE_SIZE : undefined,
  };
}

/** True when any filter narrows the list. */
export const isFiltered = (v: PartnershipView) =>
  [...textFilters, ...choiceFilters].some((k) => v[k] !== '') || v.review || v.edited;

/**
 * The address after a change: values set (blank or false removes them); any change but the page
 * itself goes back to page 1.
 */
export function withChanges(
  params: URLSearchParams,
  changes: Record<string, string | boolean | number | null>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '' || value === false || (key === 'page' && value === 1))
      next.delete(key);
    else next.set(key, value === true ? '1' : String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
