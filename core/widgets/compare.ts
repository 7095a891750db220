import { COMPARE_ENDING_MONTHS, type TComparedBrand, type TComparison } from '../contract/compare';
import { isRunning, metricKeys, type TBrandProfile, type TDeal } from '../contract/profile';
import { contractBook } from './contracts';
import { metricInputs, scoreText, shownScore } from './figures';

/** Running deals per value of one of the deal's fields, most first, then by name. */
function countBy(deals: readonly TDeal[], field: 'sport' | 'region' | 'type') {
  const counts = new Map<string, number>();
  for (const d of deals) counts.set(d[field], (counts.get(d[field]) ?? 0) + 1);
  return [...counts]
    .map(([name, deals]) => ({ name, deals }))
    .sort((a, b) => b.deals - a.deals || a.name.localeCompare(b.name));
}

/** One brand's column: every figure read from its brand profile, as the brand view reads it. */
function comparedBrand(p: TBrandProfile, now: Date, exclusive: string[]): TComparedBrand {
  const running = p.deals.filter(isRunning);
  const score = shownScore(p);
  const focus = p.marketShare.rows.find((r) => r.focus);
  return {
    name: p.brand.name,
    industry: p.brand.industry,
    category: p.brand.category,
    baseline: score,
    baselineText: scoreText(score),
    basis: p.score.basis,
    metrics:
      score === null
        ? null
        : metricKeys.map((key) => ({ key, value: p.score.metrics[key].value, inputs: metricInputs(p, key) })),
    spend: p.spend,
    runningDeals: running.length,
    pastDeals: p.deals.length - running.length,
    categoryShare: focus?.share ?? 0,
    bySport: countBy(running, 'sport'),
    byRegion: countBy(running, 'region'),
    byType: countBy(running, 'type'),
    topDeals: [...running]
      .sort((a, b) => b.value.usd - a.value.usd || a.partner.localeCompare(b.partner))
      .slice(0, 3),
    exclusiveProperties: exclusive,
    endingSoon: contractBook(p, now)
      .dated.filter((c) => c.monthsLeft <= COMPARE_ENDING_MONTHS)
      .map(({ deal, monthsLeft, urgency, renewal }) => ({ deal, monthsLeft, urgency, renewal })),
  };
}

/**
 * Brands side by side (GET /api/compare, the compare_brands MCP tool, the /compare page): each
 * brand's BaseLine, metrics, spend and deals from its brand profile (the engine's answer the brand
 * view shows), the partners two or more of them share with running deals, and those each holds
 * alone. `now`: the engine's clock, which the contract tracker counts months from.
 */
export function compareProfiles(profiles: readonly TBrandProfile[], now: Date): TComparison {
  // Each partner with a running deal: its kind and the compared brands (by position) it has one with.
  const partners = new Map<string, { kind: TDeal['partnerKind']; brands: Set<number> }>();
  profiles.forEach((p, i) => {
    for (const d of p.deals) {
      if (!isRunning(d)) continue;
      const entry = partners.get(d.partner) ?? { kind: d.partnerKind, brands: new Set<number>() };
      entry.brands.add(i);
      partners.set(d.partner, entry);
    }
  });
  const byName = (a: string, b: string) => a.localeCompare(b);
  const exclusive = profiles.map((_, i) =>
    [...partners]
      .filter(([, e]) => e.brands.size === 1 && e.brands.has(i))
      .map(([name]) => name)
      .sort(byName),
  );
  const sharedProperties = [...partners]
    .filter(([, e]) => e.brands.size > 1)
    .map(([property, e]) => ({
      property,
      kind: e.kind,
      brands: profiles.filter((_, i) => e.brands.has(i)).map((p) => p.brand.name),
    }))
    .sort((a, b) => b.brands.length - a.brands.length || byName(a.property, b.property));
  return {
    asOfYear: now.getUTCFullYear(),
    asOf: now.toISOString().slice(0, 10),
    endingWithinMonths: COMPARE_ENDING_MONTHS,
    brands: profiles.map((p, i) => comparedBrand(p, now, exclusive[i]!)),
    sharedProperties,
  };
}
