import { describe, expect, it } from 'vitest';
import type { TBrandData } from '../contract/intelligence';
import { budgetRanges } from './industry';
import { buildBrandProfile, DEFAULT_INDUSTRY, interactionRanges, stackmapFrom } from './profile';

const fact = (partner: string, overrides: Partial<TBrandData['partnerships'][number]> = {}) => ({
  id: partner,
  partner,
  partnerKind: 'team' as const,
  sport: 'Football',
  region: 'UK',
  type: 'Kit supplier',
  tier: 'Premium' as const,
  startYear: 2019,
  endYear: null,
  active: true,
  source: 'curated' as const,
  sourceName: 'test',
  ...overrides,
});

const data: TBrandData = {
  brand: {
    name: 'Acme Sports',
    industry: 'Apparel, Accessories & Luxury Goods',
    headquarters: 'Leeds',
    source: 'curated',
    sourceName: 'test',
  },
  teams: ['FC One', 'FC Two'],
  athletes: [],
  events: [],
  leagues: ['League'],
  federations: [],
  stackmap: { teams: 2, athletes: 0, events: 0, leagues: 1, federations: 0 },
  partnerships: [
    fact('FC One'),
    fact('FC Two', { tier: 'Standard' }),
    fact('League', { partnerKind: 'league', sport: 'Tennis' }),
  ],
};
const now = new Date('2026-06-01T12:00:00Z');

describe('buildBrandProfile', () => {
  it('builds on the facts and gives the same figures every time', () => {
    const a = buildBrandProfile('Acme Sports', data, { now });
    const b = buildBrandProfile('acme sports', data, { now });
    expect(a).toEqual(b);
    expect(a).toMatchObject({
      name: 'Acme Sports',
      headquarters: 'Leeds',
      basis: 'preset',
      totalProperties: 3,
    });
    expect(a.activePartnerships.map((p) => p.propertyName)).toEqual(['FC One', 'FC Two', 'League']);
    const [min, max] = budgetRanges['Athletic Apparel'];
    expect(a.sponsorshipBudget).toBeGreaterThanOrEqual(min);
    expect(a.sponsorshipBudget).toBeLessThanOrEqual(max);
    expect(a.baselineScore).toBeGreaterThanOrEqual(75 + 10 + 6);
    expect(a.baselineScore).toBeLessThanOrEqual(98);
  });

  it('changes the figures when regenerated', () => {
    const a = buildBrandProfile('Acme Sports', data, { now });
    const b = buildBrandProfile('Acme Sports', data, { now, generation: 1 });
    expect(b.baselineMetrics).not.toEqual(a.baselineMetrics);
  });

  it('generates a profile for a brand the dataset does not know', () => {
    const p = buildBrandProfile('Unknown Co', null, { now });
    expect(p).toMatchObject({ basis: 'generated', industry: DEFAULT_INDUSTRY, totalProperties: 0 });
    expect(p.stackmap).toEqual({ teams: 0, athletes: 0, events: 0, leagues: 0, federations: 0 });
    expect(p.keyHeadlines.topPerforming).toEqual(['No recorded partnerships for Unknown Co yet.']);
  });

  it('keeps the creative stack to 8 items, cycling platforms, in range and within 90 days', () => {
    const many = { ...data, partnerships: Array.from({ length: 12 }, (_, i) => fact(`Club ${i}`)) };
    const { creativeStack } = buildBrandProfile('Acme Sports', many, { now });
    expect(creativeStack).toHaveLength(8);
    expect(creativeStack.map((c) => c.platform)).toEqual([
      'instagram',
      'twitter',
      'youtube',
      'facebook',
      'tiktok',
      'instagram',
      'twitter',
      'youtube',
    ]);
    for (const item of creativeStack) {
      const [min, max] = interactionRanges[item.platform];
      expect(item.interactions).toBeGreaterThanOrEqual(min);
      expect(item.interactions).toBeLessThanOrEqual(max);
      expect(item.qualityScore).toBeGreaterThanOrEqual(75);
      expect(item.qualityScore).toBeLessThanOrEqual(99);
      const age = now.getTime() - Date.parse(item.timestamp);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(90 * 86_400_000);
      expect(item.imageUrl).toBeNull();
    }
  });
});

describe('stackmapFrom', () => {
  it('uses the counts, else the list lengths, else zeros', () => {
    expect(stackmapFrom(data)).toEqual(data.stackmap);
    const { stackmap: _ignored, ...noCounts } = data;
    expect(stackmapFrom(noCounts)).toEqual({ teams: 2, athletes: 0, events: 0, leagues: 1, federations: 0 });
    expect(stackmapFrom(null)).toEqual({ teams: 0, athletes: 0, events: 0, leagues: 0, federations: 0 });
  });
});
