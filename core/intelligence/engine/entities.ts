import type { TAthlete, TRightsHolder, TValueTotal } from '../../contract/intelligence';
import type { TDeal } from '../../contract/profile';
import { isRunning } from '../../contract/profile';
import { dealFamily, industryCategory } from './classify';
import type { Universe } from './universe';

/** Sum of running deals' values: reported figures as published, estimates at their centre and range. */
export function valueTotal(deals: TDeal[]): TValueTotal {
  const running = deals.filter((d) => isRunning(d));
  return {
    usd: running.reduce((s, d) => s + d.value.usd, 0),
    low: running.reduce((s, d) => s + (d.value.kind === 'estimate' ? d.value.low : d.value.usd), 0),
    high: running.reduce((s, d) => s + (d.value.kind === 'estimate' ? d.value.high : d.value.usd), 0),
    reported: running.filter((d) => d.value.kind === 'reported').length,
    estimated: running.filter((d) => d.value.kind === 'estimate').length,
  };
}

const classWeight = { S: 40, A: 30, B: 18, C: 8 } as const;
const sat = (x: number, scale: number) => 1 - Math.exp(-x / scale);

/**
 * A property's or athlete's partner score, 0-100 (docs/scoring.md): its class (up to 40), how many
 * brands partner it now (up to 35), how many of those deals began in the last three years (up to 15)
 * and the share of headline roles (up to 10). No running deal caps it at its class weight.
 */
export function partnerScore(u: Universe, id: string, deals: TDeal[]): { overall: number; inputs: string } {
  const cls = u.partnerClass(id) ?? 'C';
  const running = deals.filter((d) => isRunning(d));
  const brands = new Set(running.map((d) => d.brand)).size;
  const recent = running.filter((d) => (d.contract.start ?? 0) >= u.year - 2).length;
  const headline = running.filter((d) =>
    ['kit', 'shirt', 'title', 'naming', 'endorsement'].includes(dealFamily(d.type)),
  ).length;
  const overall = Math.round(
    classWeight[cls] +
      35 * sat(brands, 6) +
      15 * sat(recent, 3) +
      10 * (running.length ? headline / running.length : 0),
  );
  return {
    overall,
    inputs: `class ${cls}, ${brands} ${brands === 1 ? 'brand' : 'brands'} partnering now, ${recent} deal${recent === 1 ? '' : 's'} begun since ${u.year - 2}`,
  };
}

export interface PropertyFacts {
  id: string;
  name: string;
  kind: TRightsHolder['kind'];
  sport: string;
  region: string;
  country: string | null;
  sourceName: string;
  related: string[];
  /** The competitions this property runs, whose deals it also shows. */
  childIds: string[];
}

export function rightsHolderProfile(u: Universe, p: PropertyFacts): TRightsHolder {
  const own = u.dealsFor(p.id);
  const sponsors = [...own, ...p.childIds.flatMap((id) => u.dealsFor(id))];
  const running = sponsors.filter((d) => isRunning(d));
  const family = (d: TDeal) => dealFamily(d.type);
  return {
    id: p.id,
    name: p.name,
    kind: p.kind,
    sport: p.sport,
    region: p.region,
    country: p.country,
    related: p.related,
    sponsors,
    intelligence: {
      activeSponsors: new Set(running.map((d) => d.brand)).size,
      sponsorshipValue: valueTotal(sponsors),
      split: {
        headline: running.filter((d) => ['kit', 'shirt', 'title', 'naming', 'principal'].includes(family(d)))
          .length,
        official: running.filter((d) => ['official', 'patch', 'secondary', 'endorsement'].includes(family(d)))
          .length,
        suppliers: running.filter((d) => ['supplier', 'technical'].includes(family(d))).length,
      },
      score: partnerScore(u, p.id, own),
    },
    sourceName: p.sourceName,
  };
}

export interface AthleteFacts {
  id: string;
  fullName: string;
  sport: string;
  currentTeam: string | null;
  nationality: string | null;
  position: string | null;
  birthYear: number | null;
  source: 'verified' | 'curated' | 'modelled';
  sourceName: string;
}

/** Categories that commonly sponsor athletes, for the gaps list. */
const ATHLETE_CATEGORIES = [
  'Athletic Apparel',
  'Luxury',
  'Automotive',
  'Financial Services',
  'Technology',
  'Beverages',
  'Telecommunications',
] as const;

export function athleteProfile(u: Universe, a: AthleteFacts, industries: Map<string, string>): TAthlete {
  const sponsors = u.dealsFor(a.id);
  const running = sponsors.filter((d) => isRunning(d));
  const present = new Set(running.map((d) => industryCategory(industries.get(d.brand) ?? '')));
  const age = a.birthYear ? u.year - a.birthYear : null;
  const role = a.position ? a.position.toLowerCase() : `${a.sport.toLowerCase()} athlete`;
  const n = running.length;
  return {
    id: a.id,
    fullName: a.fullName,
    sport: a.sport,
    currentTeam: a.currentTeam,
    nationality: a.nationality,
    position: a.position,
    birthYear: a.birthYear,
    careerSummary: `${a.nationality ? `${a.nationality} ` : ''}${role}${a.currentTeam ? ` (${a.currentTeam})` : ''}${
      age ? `, born ${a.birthYear}` : ''
    }, with ${n === 0 ? 'no running' : n} brand partnership${n === 1 ? '' : 's'} in our dataset.`,
    sponsors,
    endorsementValue: valueTotal(sponsors),
    score: partnerScore(u, a.id, sponsors),
    insights: {
      brandFitSummary: n
        ? `Partners now: ${[...new Set(running.map((d) => d.brand))].slice(0, 4).join(', ')}.`
        : 'No running brand partnership in our dataset.',
      sponsorshipGaps: n ? ATHLETE_CATEGORIES.filter((c) => !present.has(c)).slice(0, 3) : [],
    },
    source: a.source === 'modelled' ? 'curated' : a.source,
    sourceName: a.sourceName,
  };
}
