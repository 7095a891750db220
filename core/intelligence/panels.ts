import type { TBrandProfile, TCompetitor } from '../contract/profile';
import { isRunning, metricKeys } from '../contract/profile';
import { formatMoney } from '../format/money';
import {
  premiumDeals,
  runningValueCounts,
  scoreText,
  shownCompetitorScore,
  shownScore,
  valueCountsText,
} from '../widgets/figures';

/** The brand view's derived panels: activations, talking points, the outreach e-mail, analytics. */

export interface Campaign {
  title: string;
  date: string;
  description: string;
  engagement: string;
  source: string;
  confidence: 'Verified' | 'High' | 'Illustrative';
  link: string | null;
}

/**
 * Built-in campaigns for four brands: activations of partnerships that are public record (the
 * brand's role at the event is a fact; we publish no engagement figure and no link we cannot cite).
 */
const builtIn: Record<string, Campaign[]> = {
  nike: [
    {
      title: 'National-team kits at the FIFA World Cup 2026',
      date: 'June 2026',
      description:
        'Nike-supplied federations, among them the USA, France, Brazil and England, played the tournament in Nike kits.',
      engagement: 'Not published',
      source: 'Curated: public kit-supplier deals',
      confidence: 'High',
      link: null,
    },
  ],
  adidas: [
    {
      title: 'Official match ball of the FIFA World Cup 2026',
      date: 'June 2026',
      description:
        'Adidas supplied the official match ball, continuing a FIFA partnership that dates back to 1970.',
      engagement: 'Not published',
      source: 'Curated: FIFA partnership',
      confidence: 'Verified',
      link: null,
    },
  ],
  'coca-cola': [
    {
      title: 'Worldwide Olympic partner at Milano Cortina 2026',
      date: 'February 2026',
      description:
        'Coca-Cola activated its Olympic partnership, one of the longest-running in sport, at the Winter Games.',
      engagement: 'Not published',
      source: 'Curated: IOC TOP programme',
      confidence: 'Verified',
      link: null,
    },
    {
      title: 'FIFA World Cup 2026 partner',
      date: 'June 2026',
      description: 'Coca-Cola returned as a FIFA partner for the tournament in Canada, Mexico and the USA.',
      engagement: 'Not published',
      source: 'Curated: FIFA partnership',
      confidence: 'High',
      link: null,
    },
  ],
  visa: [
    {
      title: 'Payments partner of the FIFA World Cup 2026',
      date: 'June 2026',
      description: 'Visa, a FIFA partner since 2007, was the payment technology of the tournament.',
      engagement: 'Not published',
      source: 'Curated: FIFA partnership',
      confidence: 'High',
      link: null,
    },
  ],
};

/**
 * The Activations tab: the curated campaigns of four brands; for any other brand, illustrative
 * examples of what its two largest running deals let it do (labelled so; no result is claimed).
 */
export function campaignsFor(profile: TBrandProfile): Campaign[] {
  const builtInList = builtIn[profile.brand.name.trim().toLowerCase()];
  if (builtInList) return builtInList;
  return profile.deals
    .filter((d) => isRunning(d))
    .sort((a, b) => b.value.usd - a.value.usd)
    .slice(0, 2)
    .map((d) => ({
      title: `${profile.brand.name} x ${d.partner}: what the ${d.type.toLowerCase()} role allows`,
      date: d.contract.label,
      description: `An illustration of the activation rights a ${d.type.toLowerCase()} deal with ${d.partner} usually carries (on-site branding, content with the ${
        d.partnerKind === 'athlete' ? 'athlete' : 'team'
      }, hospitality). No campaign or result is claimed.`,
      engagement: 'Not published',
      source: 'Illustrative example built from the portfolio',
      confidence: 'Illustrative' as const,
      link: null,
    }));
}

/** At most three focus points for the outreach e-mail, from the brand's weakest metrics and their inputs. */
export function talkingPoints(score: TBrandProfile['score']): string[] {
  return metricKeys
    .map((name) => [name, score.metrics[name]] as const)
    .sort((x, y) => x[1].value - y[1].value)
    .slice(0, 3)
    .map(([name, m]) => `Lift ${name} (now ${m.value}/100: ${m.inputs})`);
}

export function outreachEmail(brand: string, industry: string, score: number | null, points: string[]) {
  const subject =
    score === null
      ? `${brand}: your sports sponsorship portfolio`
      : `${brand}: your sponsorship portfolio scores ${score}/100`;
  const body = [
    `Hello ${brand} team,`,
    '',
    score === null
      ? `We looked for ${brand}'s sports sponsorship portfolio in ${industry}: our dataset has no running deal of yours yet, so we have no BaseLine score for you.`
      : `We analysed ${brand}'s sports sponsorship portfolio in ${industry}. Its BaseLine score is ${score}/100.`,
    '',
    ...(score === null
      ? []
      : ['Three areas where we see room to grow:', ...points.slice(0, 3).map((p) => `- ${p}`), '']),
    'Would you have 20 minutes next week to go through the full report?',
    '',
    'Best regards,',
  ].join('\n');
  return { subject, body };
}

/** Deals of the brand started per year over the last ten years (the Performance tab's chart). */
export function dealStartsByYear(profile: TBrandProfile): { year: string; deals: number }[] {
  const counts = new Map<number, number>();
  for (const d of profile.deals)
    if (d.contract.start !== null) counts.set(d.contract.start, (counts.get(d.contract.start) ?? 0) + 1);
  return Array.from({ length: 10 }, (_, i) => profile.asOfYear - 9 + i).map((y) => ({
    year: String(y),
    deals: counts.get(y) ?? 0,
  }));
}

export type MetricCategory = 'financial' | 'reach' | 'performance' | 'momentum';
export interface AnalyticsMetric {
  id: string;
  title: string;
  value: string;
  basis: string;
  category: MetricCategory;
}

/** Advanced Analytics: figures computed from the portfolio, each with what it is built on. */
export function analyticsFor(p: TBrandProfile): AnalyticsMetric[] {
  const running = p.deals.filter((d) => isRunning(d));
  const n = running.length;
  const recent = running.filter((d) => (d.contract.start ?? 0) >= p.asOfYear - 2).length;
  const ending = running.filter(
    (d) => d.contract.until !== null && d.contract.until <= p.asOfYear + 2,
  ).length;
  const topClass = premiumDeals(p);
  const share = p.marketShare.rows.find((r) => r.focus)?.share ?? 0;
  return [
    {
      id: 'spend',
      title: 'Estimated known spend',
      value: `≈ ${formatMoney(p.spend.usd)}`,
      basis: `a year, values of ${n} running deals: ${valueCountsText(runningValueCounts(p))}`,
      category: 'financial',
    },
    {
      id: 'avg',
      title: 'Average deal size',
      value: n ? `≈ ${formatMoney(p.spend.usd / n)}` : 'Not known',
      basis: `over ${n} running deals`,
      category: 'financial',
    },
    {
      id: 'share',
      title: 'Share of category spend',
      value: `${share}%`,
      basis: `of ${p.marketShare.categoryBrands} ${p.marketShare.category} brands in our dataset`,
      category: 'financial',
    },
    {
      id: 'sports',
      title: 'Sports',
      value: String(new Set(running.map((d) => d.sport)).size),
      basis: 'with a running deal',
      category: 'reach',
    },
    {
      id: 'regions',
      title: 'Regions',
      value: String(new Set(running.map((d) => d.region)).size),
      basis: 'of the running partners',
      category: 'reach',
    },
    {
      id: 'premium',
      title: 'Premium deals',
      value: String(topClass),
      basis: `of ${n} running deals: a headline role with a top-class partner`,
      category: 'performance',
    },
    {
      id: 'baseline',
      title: 'BaseLine',
      value: scoreText(shownScore(p)),
      basis: n ? 'computed from the portfolio' : 'no running deal to score',
      category: 'performance',
    },
    {
      id: 'new',
      title: 'New deals',
      value: String(recent),
      basis: `began in ${p.asOfYear - 2} or later`,
      category: 'momentum',
    },
    {
      id: 'ending',
      title: 'Terms ending soon',
      value: String(ending),
      basis: `announced to end by ${p.asOfYear + 2}`,
      category: 'momentum',
    },
  ];
}

/** A competitor's figures set against the brand's: where it leads and where it trails. */
export interface CompetitorComparison {
  strengths: string[];
  weaknesses: string[];
}

/**
 * Strengths and potential weaknesses of a competitor (spec 02 section 2.5), from the engine's
 * figures only: each of BaseScore, running deals, estimated known spend and average deal size on
 * which the competitor is ahead of the brand is a strength, each on which it is behind a potential
 * weakness; an equal figure is neither. Average deal size needs running deals on both sides.
 */
export function compareCompetitor(profile: TBrandProfile, c: TCompetitor): CompetitorComparison {
  const brand = profile.brand.name;
  // A no-break space keeps ≈ with its figure when a line wraps.
  const money = (usd: number) => `≈\u00a0${formatMoney(usd)}`;
  const theirScore = shownCompetitorScore(c);
  const ourScore = shownScore(profile);
  const rows: { more: string; less: string; theirs: number; ours: number; text(v: number): string }[] = [];
  // A BaseScore is compared only when both brands have running deals to score.
  if (theirScore !== null && ourScore !== null)
    rows.push({
      more: 'Higher BaseScore',
      less: 'Lower BaseScore',
      theirs: theirScore,
      ours: ourScore,
      text: String,
    });
  rows.push(
    {
      more: 'More running deals',
      less: 'Fewer running deals',
      theirs: c.activeDeals,
      ours: profile.counts.active,
      text: String,
    },
    {
      more: 'Larger estimated known spend',
      less: 'Smaller estimated known spend',
      theirs: c.spendUsd,
      ours: profile.spend.usd,
      text: (v) => `${money(v)} a year`,
    },
  );
  if (c.activeDeals > 0 && profile.spend.deals > 0)
    rows.push({
      more: 'Larger average deal',
      less: 'Smaller average deal',
      theirs: c.spendUsd / c.activeDeals,
      ours: profile.spend.usd / profile.spend.deals,
      text: money,
    });
  const out: CompetitorComparison = { strengths: [], weaknesses: [] };
  for (const r of rows) {
    // Compared as shown: two figures that print the same are equal.
    if (r.text(r.theirs) === r.text(r.ours)) continue;
    const line = (label: string) => `${label}: ${r.text(r.theirs)} against ${brand}'s ${r.text(r.ours)}`;
    if (r.theirs > r.ours) out.strengths.push(line(r.more));
    else out.weaknesses.push(line(r.less));
  }
  return out;
}

export interface DealTrend {
  /** Deal starts in the last three years against the three before. */
  direction: 'up' | 'down' | 'stable';
  /** Change in percent; null when the three years before had no start to compare with. */
  percent: number | null;
  recent: number;
  before: number;
  /** Deal starts per year, the six years up to the year of the figures. */
  byYear: { year: number; starts: number }[];
}

/**
 * A portfolio's trend from its deals' start years (as the Market trends panel reads the category):
 * starts in the last three years (year-2 to year) against the three years before. Deals with no
 * known start year are not counted.
 */
export function dealTrend(deals: readonly { contract: { start: number | null } }[], year: number): DealTrend {
  const byYear = Array.from({ length: 6 }, (_, i) => ({ year: year - 5 + i, starts: 0 }));
  for (const d of deals) {
    const row = byYear.find((y) => y.year === d.contract.start);
    if (row) row.starts++;
  }
  const before = byYear.slice(0, 3).reduce((s, y) => s + y.starts, 0);
  const recent = byYear.slice(3).reduce((s, y) => s + y.starts, 0);
  return {
    direction: recent > before ? 'up' : recent < before ? 'down' : 'stable',
    percent: before ? Math.round(((recent - before) / before) * 100) : null,
    recent,
    before,
    byYear,
  };
}

export interface RenewalRisk {
  level: 'Low' | 'Medium' | 'High';
  /** Endorsements whose announced term ends within a year or that nothing has confirmed for 18 months. */
  exposed: number;
  /** Endorsements not ended: running or unconfirmed. */
  considered: number;
}

/**
 * An athlete's risk level, read as renewal exposure from the endorsements' own terms: the share of
 * endorsements not ended that are expiring (announced end within a year) or unconfirmed. None
 * exposed is Low, under half Medium, half or more High; with no endorsement there is no level.
 */
export function renewalRisk(deals: readonly { contract: { status: string } }[]): RenewalRisk | null {
  const considered = deals.filter((d) => d.contract.status !== 'ended');
  if (!considered.length) return null;
  const exposed = considered.filter(
    (d) => d.contract.status === 'expiring' || d.contract.status === 'unconfirmed',
  ).length;
  const level = exposed === 0 ? 'Low' : exposed / considered.length < 0.5 ? 'Medium' : 'High';
  return { level, exposed, considered: considered.length };
}
