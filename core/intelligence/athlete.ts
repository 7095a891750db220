import type { TAthlete } from '../contract/intelligence';
import type { DatasetAthlete } from './dataset';
import { type Rng, seededRng } from './random';

/** An athlete as the dataset has it, with the brands that sponsor them. */
export type AthleteFacts = Omit<DatasetAthlete, 'nationalTeamId'> & {
  sponsors: { brand: string; industry: string; endYear: number | null }[];
};

const platforms = ['instagram', 'tiktok', 'youtube', 'twitter'] as const;
const tagPool = [
  'performance',
  'lifestyle',
  'community',
  'fashion',
  'gaming',
  'family',
  'sustainability',
  'music',
  'travel',
  'tech',
];
const gapPool = [
  'Financial services',
  'Automotive',
  'Technology',
  'Beverages',
  'Luxury watches',
  'Airlines',
  'Gaming',
  'Nutrition',
];

const round = (n: number, step: number) => Math.round(n / step) * step;

/** Fisher-Yates with the seeded source: the same order on every engine. */
function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function careerSummary(facts: AthleteFacts, age: number | null): string {
  const role = facts.position ? facts.position.toLowerCase() : `${facts.sport.toLowerCase()} athlete`;
  const from = facts.nationality ? `${facts.nationality} ` : '';
  const team = facts.currentTeam ? ` with ${facts.currentTeam}` : '';
  const n = facts.sponsors.length;
  const deals = `${n === 0 ? 'no recorded' : n} brand partnership${n === 1 ? '' : 's'}`;
  return `${from}${role}${team}${age ? `, aged ${age}` : ''}, with ${deals}.`;
}

/**
 * An athlete's full profile: the facts from the dataset, and modelled figures (market value,
 * ranking, income, social reach, insights) drawn from the PRNG seeded by the athlete's name.
 */
export function athleteProfile(facts: AthleteFacts, now = new Date()): TAthlete {
  const rng: Rng = seededRng(facts.fullName, 'athlete');
  const sponsorBoost = Math.min(facts.sponsors.length, 5);
  const score = Math.min(98, rng.int(60, 85) + sponsorBoost * 3);
  const marketValue = round(rng.int(5, 80) * 1e6 * (1 + sponsorBoost / 2), 1e5);
  const endorsement = round(marketValue * (0.1 + rng.next() * 0.4), 1e5);
  const age = facts.birthYear ? now.getFullYear() - facts.birthYear : null;
  const risk = age !== null && age >= 35 ? 'High' : rng.next() < 0.25 ? 'Medium' : 'Low';
  const followersBase = 2e5 * (1 + sponsorBoost * 4);
  const socialMetrics = platforms.map((platform) => ({
    platform,
    followers: round(followersBase * (0.5 + rng.next() * 20), 1000),
    engagementRate: Math.round((1 + rng.next() * 7) * 10) / 10,
    growth3Months: Math.round((-2 + rng.next() * 12) * 10) / 10,
  }));
  const present = new Set(facts.sponsors.map((s) => s.industry));
  const gaps = gapPool.filter((g) => !present.has(g));
  const tags = shuffle(rng, tagPool).slice(0, 3);
  return {
    id: facts.id,
    fullName: facts.fullName,
    sport: facts.sport,
    currentTeam: facts.currentTeam,
    nationality: facts.nationality,
    position: facts.position,
    marketValue,
    careerSummary: careerSummary(facts, age),
    worldRanking: rng.int(1, 250),
    estimatedEndorsementIncome: endorsement,
    riskLevel: risk,
    sponsorscopeScore: score,
    sponsors: facts.sponsors.map((s) => ({
      sponsorName: s.brand,
      sponsorCategory: s.industry,
      dealValue: round(rng.int(5, 50) * 1e5 * (1 + sponsorBoost), 1e5),
      isActive: s.endYear === null || s.endYear >= now.getFullYear(),
    })),
    socialMetrics,
    insights: {
      brandFitSummary:
        facts.sponsors.length > 0
          ? `Proven partner for ${facts.sponsors
              .map((s) => s.brand)
              .slice(0, 3)
              .join(', ')}; strongest fit with ${tags[0]} and ${tags[1]} campaigns.`
          : `No recorded partnerships yet; a fit for ${tags[0]} and ${tags[1]} campaigns in ${facts.sport.toLowerCase()}.`,
      creativeTags: tags,
      sponsorshipGaps: gaps.slice(0, 3),
      commercialPotential: score >= 85 ? 'High' : score >= 70 ? 'Medium' : 'Emerging',
    },
    source: facts.source,
    sourceName: facts.sourceName,
    modelledFields: [
      'marketValue',
      'worldRanking',
      'estimatedEndorsementIncome',
      'riskLevel',
      'sponsorscopeScore',
      'sponsors.dealValue',
      'socialMetrics',
      'insights',
    ],
  };
}
