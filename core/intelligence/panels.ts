import type { TBrandProfile } from '../contract/profile';
import { isRunning, metricKeys } from '../contract/profile';
import { formatMoney } from '../format/money';

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

export function outreachEmail(brand: string, industry: string, score: number | undefined, points: string[]) {
  const s = score ?? 0;
  const subject = `${brand}: your sponsorship portfolio scores ${s}/100`;
  const body = [
    `Hello ${brand} team,`,
    '',
    `We analysed ${brand}'s sports sponsorship portfolio in ${industry}. Its BaseLine score is ${s}/100.`,
    '',
    'Three areas where we see room to grow:',
    ...points.slice(0, 3).map((p) => `- ${p}`),
    '',
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
  const topClass = running.filter((d) => d.tier === 'Premium').length;
  const share = p.marketShare.rows.find((r) => r.focus)?.share ?? 0;
  return [
    {
      id: 'spend',
      title: 'Estimated known spend',
      value: `≈ ${formatMoney(p.spend.usd)}`,
      basis: `a year, ${p.spend.reported} reported and ${p.spend.estimated} estimated values`,
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
      basis: 'headline roles with top-class partners',
      category: 'performance',
    },
    {
      id: 'baseline',
      title: 'BaseLine',
      value: `${p.score.overall}/100`,
      basis: 'computed from the portfolio',
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
