import type { TBrandProfile, TCompetitor, TDeal, TDealValue } from '../../contract/profile';
import { isRunning } from '../../contract/profile';
import { dealFamily, type IndustryCategory } from './classify';

const byName = (a: string, b: string) => a.localeCompare(b);

const money = (usd: number) =>
  usd >= 1e9
    ? `$${(usd / 1e9).toFixed(1)}B`
    : usd >= 1e6
      ? `$${Math.round(usd / 1e6)}M`
      : `$${Math.round(usd / 1e3)}K`;

/** "reported $95M a year (Manchester United plc, 2014)" or "≈ $40M a year (estimate)". */
export function valueText(v: TDealValue): string {
  return v.kind === 'reported'
    ? `reported ${money(v.usd)} a year (${v.publisher}, ${v.year})`
    : `≈ ${money(v.usd)} a year (estimate)`;
}

/** The renewal model: tenure and a headline role raise the likelihood (docs/scoring.md). */
export function renewalLikelihood(d: TDeal, year: number): number {
  const tenure = d.contract.start ? Math.max(0, year - d.contract.start) : 0;
  const headline = ['kit', 'shirt', 'title', 'naming'].includes(dealFamily(d.type)) ? 8 : 0;
  return Math.max(5, Math.min(95, 45 + 3 * Math.min(tenure, 12) + headline + (d.tier === 'Premium' ? 5 : 0)));
}

/** A brand as the engine reads it (database rows or dataset.json records). */
export interface UBrand {
  id: string;
  name: string;
  aliases: string[];
  industry: string;
  sector?: string | null;
  headquarters: string | null;
  groupId?: string | null;
  source: 'verified' | 'curated' | 'modelled';
  sourceName: string;
}

export interface BrandSummary {
  brand: UBrand;
  category: IndustryCategory;
  active: TDeal[];
  spendUsd: number;
  properties: Set<string>;
  sports: Set<string>;
  regions: Set<string>;
  kinds: Set<string>;
}

/** What a profile reads of the whole universe (the Universe provides it). */
export interface ProfileSource {
  readonly year: number;
  dealsFor(id: string): TDeal[];
  share(brandId: string): number;
  competitors(brandId: string): TCompetitor[];
  brandSummary(brandId: string): { category: IndustryCategory } | undefined;
  categoryTotal(category: IndustryCategory): { usd: number; brands: number };
  categoryTrend(category: IndustryCategory): { year: number; starts: number }[];
  brandProfileSports(name: string): string[];
  groupOf(brand: UBrand): { group: string | null; members: string[] };
  score(brandId: string): TBrandProfile['score'];
}

/** A brand's profile; `competitors` when already ranked (Universe.brandProfileSteps). */
export function buildProfile(
  u: ProfileSource,
  s: BrandSummary,
  competitors: TCompetitor[] = u.competitors(s.brand.id),
): TBrandProfile {
  const all = u.dealsFor(s.brand.id);
  const active = s.active;
  const past = all.filter((d) => !isRunning(d));
  // Tiles count the active deals the portfolio lists under them, one per deal.
  const distinct = (kind: TDeal['partnerKind']) => active.filter((d) => d.partnerKind === kind).length;
  const reported = active.filter((d) => d.value.kind === 'reported');
  const low = active.reduce((sum, d) => sum + (d.value.kind === 'estimate' ? d.value.low : d.value.usd), 0);
  const high = active.reduce((sum, d) => sum + (d.value.kind === 'estimate' ? d.value.high : d.value.usd), 0);
  const category = u.brandSummary(s.brand.id)!.category;
  const totals = u.categoryTotal(category);
  const rows = [
    {
      brand: s.brand.name,
      share: u.share(s.brand.id),
      spendUsd: s.spendUsd,
      deals: active.length,
      focus: true,
    },
    ...competitors.map((c) => ({
      brand: c.name,
      share: c.share,
      spendUsd: c.spendUsd,
      deals: c.activeDeals,
      focus: false,
    })),
  ].sort((a, b) => b.share - a.share || byName(a.brand, b.brand));

  const facts = all.length;
  const verified = all.filter((d) => d.source === 'verified').length;
  const sourceMix = {
    facts,
    verified,
    curated: facts - verified,
    reported: all.filter((d) => d.value.kind === 'reported').length,
    estimates: all.filter((d) => d.value.kind === 'estimate').length,
    verifiedPercent: facts ? Math.round((verified / facts) * 100) : 0,
    highConfidencePercent: facts
      ? Math.round((all.filter((d) => d.confidence === 'high').length / facts) * 100)
      : 0,
  };

  const trend = u.categoryTrend(category);
  const recent = trend.slice(-3).reduce((t, x) => t + x.starts, 0);
  const before = trend.slice(-6, -3).reduce((t, x) => t + x.starts, 0);
  const predictions: TBrandProfile['predictions'] = [];
  const renewalDeal =
    [...active]
      .filter((d) => d.contract.until !== null)
      .sort((a, b) => (a.contract.until ?? 0) - (b.contract.until ?? 0))[0] ??
    [...active].sort((a, b) => b.value.usd - a.value.usd)[0];
  if (renewalDeal) {
    const p = renewalLikelihood(renewalDeal, u.year);
    const tenure = renewalDeal.contract.start ? u.year - renewalDeal.contract.start : null;
    predictions.push({
      id: 'renewal',
      kind: 'renewal',
      title: `Renewal outlook: ${renewalDeal.partner}`,
      description: `${s.brand.name}'s ${renewalDeal.type.toLowerCase()} deal with ${renewalDeal.partner} (${renewalDeal.contract.label}).`,
      probability: p,
      factors: [
        tenure !== null ? `${tenure} years of tenure` : 'start not known',
        `${renewalDeal.tier} tier`,
        renewalDeal.contract.until
          ? `term announced until ${renewalDeal.contract.until}`
          : 'no end announced',
      ],
      method: 'Model: renewal likelihood from tenure and role (docs/scoring.md)',
    });
  }
  predictions.push({
    id: 'trend',
    kind: 'trend',
    title: `${category} deal flow`,
    description: `${recent} new ${category.toLowerCase()} deals began in ${u.year - 2}-${u.year} against ${before} in the three years before, in our dataset.`,
    probability: null,
    factors: ['deal start years in the dataset'],
    method: 'Dataset counts',
  });
  predictions.push({
    id: 'valuation',
    kind: 'valuation',
    title: 'Portfolio value',
    description: `Estimated known spend ${money(s.spendUsd)} a year (range ${money(low)}-${money(high)}) across ${active.length} active deals, ${reported.length} of them with a reported value.`,
    probability: null,
    factors: ['reported values', 'value model estimates'],
    method: 'Model: sum of reported and estimated annual values',
  });
  const rivalSports = new Map<string, string[]>();
  for (const c of competitors)
    for (const sport of new Set(u.brandProfileSports(c.name)))
      if (!s.sports.has(sport)) rivalSports.set(sport, [...(rivalSports.get(sport) ?? []), c.name]);
  const gap = [...rivalSports.entries()].sort((a, b) => b[1].length - a[1].length)[0];
  if (gap) {
    predictions.push({
      id: 'opportunity',
      kind: 'opportunity',
      title: `Open ground: ${gap[0]}`,
      description: `${gap[1].join(' and ')} ${gap[1].length === 1 ? 'is' : 'are'} active in ${gap[0].toLowerCase()}; ${s.brand.name} has no running ${gap[0].toLowerCase()} deal in our dataset.`,
      probability: null,
      factors: ['competitors’ portfolios'],
      method: 'Dataset comparison',
    });
  }

  const bySport = new Map<string, number>();
  for (const d of active) bySport.set(d.sport, (bySport.get(d.sport) ?? 0) + 1);
  const longest = [...active]
    .filter((d) => d.contract.start !== null)
    .sort((a, b) => (a.contract.start ?? 0) - (b.contract.start ?? 0));
  const headlines = {
    topPerforming: [...active]
      .sort((a, b) => b.value.usd - a.value.usd)
      .slice(0, 3)
      .map((d) => `${d.partner} (${d.type.toLowerCase()}): ${valueText(d.value)}.`),
    missedOpportunities: [...rivalSports.entries()]
      .slice(0, 2)
      .map(
        ([sport, names]) =>
          `No running ${sport.toLowerCase()} deal, where ${names.join(' and ')} ${names.length === 1 ? 'is' : 'are'} active.`,
      ),
    signatureMoves: longest
      .slice(0, 3)
      .map((d) => `${d.type} with ${d.partner} ${d.contract.label.split(' · ')[0]}.`),
    commonThemes: [...bySport.entries()]
      .sort((a, b) => b[1] - a[1] || byName(a[0], b[0]))
      .slice(0, 4)
      .map(([sport, n]) => `${sport}: ${n} active ${n === 1 ? 'deal' : 'deals'}`),
  };
  if (!active.length)
    headlines.topPerforming.push(`No running partnerships for ${s.brand.name} in our dataset.`);

  const { group, members } = u.groupOf(s.brand);
  return {
    brand: {
      id: s.brand.id,
      name: s.brand.name,
      industry: s.brand.industry,
      category,
      headquarters: s.brand.headquarters,
      group,
      groupMembers: members,
      source: s.brand.source,
      sourceName: s.brand.sourceName,
    },
    score: u.score(s.brand.id),
    deals: all,
    counts: {
      active: active.length,
      past: past.length,
      teams: distinct('team'),
      athletes: distinct('athlete'),
      events: distinct('event'),
      leagues: distinct('league'),
      federations: distinct('federation'),
    },
    spend: {
      usd: s.spendUsd,
      low,
      high,
      deals: active.length,
      reported: reported.length,
      estimated: active.length - reported.length,
    },
    competitors,
    marketShare: { category, categoryUsd: totals.usd, categoryBrands: totals.brands, rows },
    sourceMix,
    predictions,
    categoryTrend: trend,
    headlines,
    asOfYear: u.year,
  };
}
