import type { TBrandProfile, TDeal } from '../contract/profile';
import { isRunning } from '../contract/profile';
import { renewalLikelihood } from '../intelligence/engine/brand-profile';
import { valueTotal } from '../intelligence/engine/entities';
import type { Urgency } from './alerts';

/**
 * Contract Expiry Tracker (spec 01 section 3, "Contract"): the brand's running deals. A deal with
 * an announced final year (`contract.until`) is tracked to the end of that year; a running deal
 * with no announced end is listed as such and never given a date.
 */
export interface TrackedContract {
  deal: TDeal;
  /** Months from now to the end of the announced final year (negative once it has passed). */
  monthsLeft: number;
  urgency: Urgency;
  /** The renewal model's likelihood, in percent (docs/scoring.md). */
  renewal: number;
  /** Competitors of the profile with running deals in the deal's sport (dataset). */
  rivals: string[];
}

export interface ContractBook {
  /** Running deals with an announced end, soonest first. */
  dated: TrackedContract[];
  /** Running deals with no announced end, most valuable first. */
  open: TDeal[];
}

export const contractFilters = ['all', 'critical', 'high'] as const;
export type ContractFilter = (typeof contractFilters)[number];

/** Critical within 6 months, high within 12, medium within 24, otherwise low. */
export function urgencyFor(monthsLeft: number): Urgency {
  if (monthsLeft <= 6) return 'critical';
  if (monthsLeft <= 12) return 'high';
  if (monthsLeft <= 24) return 'medium';
  return 'low';
}

/** Whole months from `now` to 31 December of `year`. */
export function monthsToEndOf(year: number, now: Date): number {
  return (year - now.getUTCFullYear()) * 12 + (11 - now.getUTCMonth());
}

export function contractBook(profile: TBrandProfile, now: Date): ContractBook {
  const runningDeals = profile.deals.filter((d) => isRunning(d));
  const dated = runningDeals
    .filter((d) => d.contract.until !== null)
    .map((deal) => {
      const monthsLeft = monthsToEndOf(deal.contract.until!, now);
      return {
        deal,
        monthsLeft,
        urgency: urgencyFor(monthsLeft),
        renewal: renewalLikelihood(deal, profile.asOfYear),
        rivals: profile.competitors.filter((c) => c.sharedSports.includes(deal.sport)).map((c) => c.name),
      };
    })
    .sort(
      (a, b) =>
        a.monthsLeft - b.monthsLeft ||
        b.deal.value.usd - a.deal.value.usd ||
        a.deal.partner.localeCompare(b.deal.partner),
    );
  const open = runningDeals
    .filter((d) => d.contract.until === null)
    .sort((a, b) => b.value.usd - a.value.usd || a.partner.localeCompare(b.partner));
  return { dated, open };
}

export function filterContracts(contracts: TrackedContract[], filter: ContractFilter): TrackedContract[] {
  return filter === 'all' ? contracts : contracts.filter((c) => c.urgency === filter);
}

/** The portfolio summary under the tracker: every running deal, and the renewal model's average. */
export function contractSummary(book: ContractBook) {
  const { dated, open } = book;
  const deals = [...dated.map((c) => c.deal), ...open];
  return {
    count: deals.length,
    dated: dated.length,
    open: open.length,
    value: valueTotal(deals),
    critical: dated.filter((c) => c.urgency === 'critical').length,
    high: dated.filter((c) => c.urgency === 'high').length,
    /** null when no running deal has an announced end. */
    averageRenewal: dated.length ? Math.round(dated.reduce((s, c) => s + c.renewal, 0) / dated.length) : null,
  };
}
