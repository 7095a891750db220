import type { TDeal } from '../contract/profile';
import { type Cell, DEAL_COLUMNS, dealRow } from './export';

/** A partnership listing's columns: the brand, the brand view's deal columns, then the deal's id. */
export const PARTNERSHIP_COLUMNS = ['Brand', ...DEAL_COLUMNS, 'Deal id'] as const;

/** One deal of a listing as a row (GET /api/partnerships?format=csv and the deal finder's export). */
export function partnershipRow(d: TDeal): Cell[] {
  return [d.brand, ...dealRow(d), d.id];
}

/** The header and a row per deal, in the order given. */
export function partnershipTable(deals: readonly TDeal[]): Cell[][] {
  return [[...PARTNERSHIP_COLUMNS], ...deals.map(partnershipRow)];
}

/** deals-YYYY-MM-DD.ext: the deal finder's file. */
export function partnershipFileName(ext: string, date: Date): string {
  return `deals-${date.toISOString().slice(0, 10)}.${ext}`;
}
