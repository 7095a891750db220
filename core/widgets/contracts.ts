import { seededRng } from '../intelligence/random';

import type { Urgency } from './alerts';

/** Contract Expiry Tracker (spec 01 section 3, "Contract"). */

export interface Contract {
  id: string;
  brand: string;
  property: string;
  type: string;
  /** Annual value (modelled). */
  value: number;
  startDate: string | null;
  endDate: string;
  /** True when the source gives no end date and the tracker assumes one. */
  endModelled: boolean;
  renewalWindow: string;
  urgency: Urgency;
  renewalProbability: number;
  marketValue: number;
  competitorInterest: string[];
  source: 'verified' | 'curated' | 'modelled';
}

export interface ContractInput {
  id: string;
  propertyName: string;
  partnershipType: string;
  dealValue: number;
  startDate: string | null;
  endDate: string | null;
  source: 'verified' | 'curated' | 'modelled';
}

export const contractFilters = ['all', 'critical', 'high'] as const;
export type ContractFilter = (typeof contractFilters)[number];

const monthsBetween = (from: Date, to: Date) =>
  (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());

/** Critical within 6 months, high within 12, medium within 24, otherwise low. */
export function urgencyFor(monthsLeft: number): Urgency {
  if (monthsLeft <= 6) return 'critical';
  if (monthsLeft <= 12) return 'high';
  if (monthsLeft <= 24) return 'medium';
  return 'low';
}

const quarter = (d: Date) => `Q${Math.floor(d.getUTCMonth() / 3) + 1} ${d.getUTCFullYear()}`;

/**
 * A brand's deals as contracts, soonest end first. Deals that ended before `now` are left out;
 * an open-ended deal gets a modelled end one to four years ahead (marked endModelled).
 */
export function contractsFor(brand: string, deals: ContractInput[], rivals: string[], now: Date): Contract[] {
  const out: Contract[] = [];
  for (const d of deals) {
    const rng = seededRng(`${brand}|${d.id}`, 'contract');
    const renewalProbability = rng.int(35, 95);
    const spread = 0.8 + rng.next() * 0.6;
    const modelledEnd = new Date(Date.UTC(now.getUTCFullYear() + rng.int(1, 4), rng.int(0, 11), 28));
    const end = d.endDate ? new Date(`${d.endDate}T00:00:00Z`) : modelledEnd;
    if (end.getTime() < now.getTime()) continue;
    const left = monthsBetween(now, end);
    const windowStart = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 12, 1));
    out.push({
      id: d.id,
      brand,
      property: d.propertyName,
      type: d.partnershipType,
      value: d.dealValue,
      startDate: d.startDate,
      endDate: end.toISOString().slice(0, 10),
      endModelled: !d.endDate,
      renewalWindow: `${quarter(windowStart < now ? now : windowStart)} – ${quarter(end)}`,
      urgency: urgencyFor(left),
      renewalProbability,
      marketValue: Math.round(d.dealValue * spread),
      competitorInterest: rivals.filter(() => rng.next() < 0.4).slice(0, 3),
      source: d.source,
    });
  }
  return out.sort((a, b) => a.endDate.localeCompare(b.endDate));
}

export function filterContracts(contracts: Contract[], filter: ContractFilter): Contract[] {
  return filter === 'all' ? contracts : contracts.filter((c) => c.urgency === filter);
}

/** The portfolio summary under the tracker. */
export function contractSummary(contracts: Contract[]) {
  const count = contracts.length;
  return {
    count,
    totalValue: contracts.reduce((s, c) => s + c.value, 0),
    critical: contracts.filter((c) => c.urgency === 'critical').length,
    high: contracts.filter((c) => c.urgency === 'high').length,
    averageRenewal: count ? Math.round(contracts.reduce((s, c) => s + c.renewalProbability, 0) / count) : 0,
  };
}
