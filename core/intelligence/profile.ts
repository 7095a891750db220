import type { TBrandData } from '../contract/intelligence';
import { industryCategory, modelBudget } from './industry';
import { seededRng } from './random';
import { baseScore, drawMetrics, type Metrics } from './score';

export const DEFAULT_INDUSTRY = 'Sports & Apparel';
export const platforms = ['instagram', 'twitter', 'youtube', 'facebook', 'tiktok'] as const;
export type Platform = (typeof platforms)[number];

/** Interaction ranges per platform (spec 02 section 9). */
export const interactionRanges: Record<Platform, [number, number]> = {
  instagram: [50e3, 8e6],
  twitter: [25e3, 3e6],
  youtube: [100e3, 15e6],
  facebook: [30e3, 5e6],
  tiktok: [75e3, 25e6],
};

export interface Stackmap {
  teams: number;
  athletes: number;
  events: number;
  leagues: number;
  federations: number;
}

export interface ProfilePartnership {
  id: string;
  propertyName: string;
  sport: string;
  region: string;
  tier: 'Premium' | 'Standard';
  partnershipType: string;
  dealValue: number;
  startDate: string | null;
  endDate: string | null;
  performanceScore: number;
  totalReach: number;
  engagementRate: number;
  brandVisibility: number;
  contentPieces: number;
  source: 'verified' | 'curated' | 'modelled';
}

export interface CreativeItem {
  id: string;
  platform: Platform;
  content: string;
  imageUrl: null;
  timestamp: string;
  interactions: number;
  qualityScore: number;
  partnershipId: string | null;
  propertyName: string | null;
}

export interface BrandProfile {
  id: string;
  name: string;
  industry: string;
  headquarters: string;
  /** preset: built on the dataset's facts; generated: the brand is not in the dataset. */
  basis: 'preset' | 'generated';
  baselineScore: number;
  sponsorshipBudget: number;
  totalProperties: number;
  stackmap: Stackmap;
  baselineMetrics: Metrics;
  keyHeadlines: {
    topPerforming: string[];
    missedOpportunities: string[];
    signatureMoves: string[];
    commonThemes: string[];
  };
  activePartnerships: ProfilePartnership[];
  creativeStack: CreativeItem[];
}

const zeros: Stackmap = { teams: 0, athletes: 0, events: 0, leagues: 0, federations: 0 };

/** Stack map from the backend's counts, else the list lengths, else zeros. */
export function stackmapFrom(data: Partial<TBrandData> | null | undefined): Stackmap {
  if (!data) return { ...zeros };
  if (data.stackmap) return { ...data.stackmap };
  return {
    teams: data.teams?.length ?? 0,
    athletes: data.athletes?.length ?? 0,
    events: data.events?.length ?? 0,
    leagues: data.leagues?.length ?? 0,
    federations: data.federations?.length ?? 0,
  };
}

const themesBySport: Record<string, string> = {
  Football: 'Matchday culture',
  Basketball: 'Street and court style',
  Tennis: 'Premium individual excellence',
  Motorsport: 'Engineering and speed',
  Golf: 'Heritage and precision',
  'Multi-sport': 'Global moments',
  Athletics: 'Raw performance',
};

/**
 * The brand profile of spec 02: facts from the brand data when the dataset knows the brand, and
 * every other figure drawn from the PRNG seeded by the brand's name (the same on every load).
 * `generation` advances the seed for a "regenerate"; `now` anchors the creative timestamps.
 */
export function buildBrandProfile(
  name: string,
  data: TBrandData | null,
  options: { generation?: number; now?: Date } = {},
): BrandProfile {
  const generation = options.generation ?? 0;
  const now = options.now ?? new Date();
  const rng = seededRng(name, 'profile', generation);
  const displayName = data?.brand.name ?? name;
  const industry = data?.brand.industry ?? DEFAULT_INDUSTRY;
  const category = industryCategory(industry);
  const stackmap = stackmapFrom(data);
  const facts = (data?.partnerships ?? []).filter((p) => p.active);
  const totalProperties =
    stackmap.teams + stackmap.athletes + stackmap.events + stackmap.leagues + stackmap.federations;

  const activePartnerships: ProfilePartnership[] = facts.map((p) => {
    const r = seededRng(`${displayName}|${p.partner}`, 'partnership', generation);
    return {
      id: p.id,
      propertyName: p.partner,
      sport: p.sport,
      region: p.region,
      tier: p.tier,
      partnershipType: p.type,
      dealValue: r.int(p.tier === 'Premium' ? 150 : 50, p.tier === 'Premium' ? 550 : 250) * 1e5,
      startDate: p.startYear ? `${p.startYear}-01-01` : null,
      endDate: p.endYear ? `${p.endYear}-12-31` : null,
      performanceScore: r.int(70, 98),
      totalReach: r.int(5, 900) * 1e5,
      engagementRate: r.int(15, 85) / 10,
      brandVisibility: r.int(60, 98),
      contentPieces: r.int(12, 240),
      source: p.source,
    };
  });

  const creativeStack: CreativeItem[] = [];
  const count = Math.min(8, Math.max(activePartnerships.length, 3));
  for (let i = 0; i < count; i++) {
    const platform = platforms[i % platforms.length]!;
    const [min, max] = interactionRanges[platform];
    const partner = activePartnerships.length ? activePartnerships[i % activePartnerships.length]! : null;
    const daysAgo = rng.int(0, 89);
    creativeStack.push({
      id: `${i + 1}`,
      platform,
      content: partner
        ? `${displayName} x ${partner.propertyName}: ${rng.pick(['behind the scenes', 'launch film', 'fan takeover', 'matchday story', 'athlete Q&A'])}`
        : `${displayName}: ${rng.pick(['brand story', 'product launch', 'community spotlight'])}`,
      imageUrl: null,
      timestamp: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
      interactions: rng.int(min / 1000, max / 1000) * 1000,
      qualityScore: rng.int(75, 99),
      partnershipId: partner?.id ?? null,
      propertyName: partner?.propertyName ?? null,
    });
  }

  const byValue = [...activePartnerships].sort((a, b) => b.performanceScore - a.performanceScore);
  const sports = [...new Set(activePartnerships.map((p) => p.sport))];
  const missingSports = ['Football', 'Basketball', 'Tennis', 'Motorsport', 'Golf'].filter(
    (s) => !sports.includes(s),
  );
  const keyHeadlines = {
    topPerforming: byValue
      .slice(0, 3)
      .map(
        (p) =>
          `${p.propertyName} (${p.partnershipType.toLowerCase()}) leads on performance at ${p.performanceScore}%.`,
      ),
    missedOpportunities: missingSports
      .slice(0, 2)
      .map((s) => `No ${s.toLowerCase()} partnership in the portfolio.`),
    signatureMoves: activePartnerships
      .filter((p) => p.tier === 'Premium')
      .slice(0, 2)
      .map((p) => `Premium ${p.partnershipType.toLowerCase()} with ${p.propertyName}.`),
    commonThemes: sports.slice(0, 4).map((s) => themesBySport[s] ?? `${s} fandom`),
  };
  if (keyHeadlines.topPerforming.length === 0)
    keyHeadlines.topPerforming.push(`No recorded partnerships for ${displayName} yet.`);

  return {
    id: data
      ? data.brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
      : `generated-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    name: displayName,
    industry,
    headquarters: data?.brand.headquarters ?? 'Not recorded',
    basis: data ? 'preset' : 'generated',
    baselineScore: baseScore(rng, category, activePartnerships.length),
    sponsorshipBudget: modelBudget(rng, category),
    totalProperties,
    stackmap,
    baselineMetrics: drawMetrics(rng),
    keyHeadlines,
    activePartnerships,
    creativeStack,
  };
}
