import { describe, expect, it } from 'vitest';
import { buildBrandProfile } from '../intelligence/profile';
import { exportFileName, exportJson, exportTables } from './export';

const profile = buildBrandProfile('Acme Sports', {
  brand: {
    name: 'Acme Sports',
    industry: 'Athletic Apparel',
    headquarters: 'London',
    source: 'curated',
    sourceName: 'curated',
  },
  teams: ['Team A'],
  athletes: [],
  events: [],
  leagues: [],
  federations: [],
  stackmap: { teams: 1, athletes: 0, events: 0, leagues: 0, federations: 0 },
  partnerships: [
    {
      id: 'p1',
      partner: 'Team A',
      partnerKind: 'team',
      sport: 'Football',
      region: 'UK',
      type: 'Kit supplier',
      tier: 'Premium',
      startYear: 2021,
      endYear: 2027,
      active: true,
      source: 'curated',
      sourceName: 'curated',
    },
  ],
});

describe('brand export', () => {
  it('has a portfolio table with a header and one row per active partnership, and a metrics table', () => {
    const { portfolio, metrics } = exportTables(profile);
    expect(portfolio[0]).toContain('Property');
    expect(portfolio).toHaveLength(2);
    expect(portfolio[1]!.slice(0, 5)).toEqual(['Team A', 'Football', 'UK', 'Premium', 'Kit supplier']);
    expect(metrics.map((r) => r[0])).toEqual([
      'Metric',
      'BaseLine',
      'Visibility',
      'Energy',
      'Clarity',
      'Fit',
      'Range',
    ]);
    expect(metrics[1]![1]).toBe(profile.baselineScore);
  });

  it('JSON carries the brand, score, metrics and portfolio', () => {
    const parsed = JSON.parse(exportJson(profile, new Date('2026-11-22T10:00:00Z')));
    expect(parsed.brand).toBe('Acme Sports');
    expect(parsed.exportedAt).toBe('2026-11-22T10:00:00.000Z');
    expect(parsed.portfolio[0].propertyName).toBe('Team A');
    expect(parsed.baselineMetrics).toEqual(profile.baselineMetrics);
  });

  it('names the file after the brand and the date, with safe characters only', () => {
    const d = new Date('2026-11-22T10:00:00Z');
    expect(exportFileName('Nestlé / Kids', 'csv', d)).toBe('Nestle-Kids-portfolio-2026-11-22.csv');
    expect(exportFileName('<img>', 'xlsx', d)).toBe('img-portfolio-2026-11-22.xlsx');
  });
});
