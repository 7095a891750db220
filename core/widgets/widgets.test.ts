import { describe, expect, it } from 'vitest';
import { relativeTime } from '../format/relative-time';
import { impactBand } from '../format/score';
import { probabilityColour } from '../intelligence/score';
import { sampleProfile } from '../report/sample-profile';
import {
  ALERT_RULES,
  type Alert,
  alertFilters,
  badgeAfterDismiss,
  badgeAfterRefresh,
  datasetAlerts,
  filterAlerts,
  INDUSTRY_WIDE,
  modelledAlerts,
  refreshRandom,
  sortAlerts,
} from './alerts';
import { contractSummary, contractsFor, filterContracts, urgencyFor } from './contracts';
import { monitoringSnapshot, monitoringTrend, platformSummary } from './enterprise';
import { exportSections, periodRange } from './exports';
import { filterInsights, insightsFor } from './insights';
import { marketShareRows, marketValue } from './market';

const now = new Date('2026-11-22T10:00:00Z');

describe('relativeTime', () => {
  it('reads Just now, minutes, hours, days, then the date', () => {
    const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);
    expect(ago(0)).toBe('Just now');
    expect(ago(59_000)).toBe('Just now');
    expect(ago(60_000)).toBe('1m ago');
    expect(ago(59 * 60_000)).toBe('59m ago');
    expect(ago(60 * 60_000)).toBe('1h ago');
    expect(ago(23 * 3_600_000 + 59 * 60_000)).toBe('23h ago');
    expect(ago(24 * 3_600_000)).toBe('1d ago');
    expect(ago(6 * 86_400_000)).toBe('6d ago');
    expect(ago(7 * 86_400_000)).toBe('15 Nov 2026');
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('colour bands', () => {
  it('colours renewal probability 80+ green, 60-79 yellow, below 60 red', () => {
    expect([100, 80, 79, 60, 59, 0].map(probabilityColour)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
      'red',
    ]);
  });
  it('colours enterprise impact high red, medium yellow, low green', () => {
    expect((['high', 'medium', 'low'] as const).map(impactBand)).toEqual(['red', 'yellow', 'green']);
  });
});

const facts = [
  {
    id: 'p1',
    brand: 'Adidas',
    partner: 'Liverpool FC',
    type: 'Kit supplier',
    startYear: 2025,
    endYear: null,
    source: 'curated' as const,
    sourceName: 'editors',
  },
  {
    id: 'p2',
    brand: 'Honda',
    partner: 'Racing Bulls',
    type: 'Engine supplier',
    startYear: 2019,
    endYear: 2026,
    source: 'verified' as const,
    sourceName: 'F1DB',
  },
  {
    id: 'p3',
    brand: 'Shell',
    partner: 'Ferrari',
    type: 'Fuel partner',
    startYear: 1996,
    endYear: 2027,
    source: 'verified' as const,
    sourceName: 'F1DB',
  },
  {
    id: 'p4',
    brand: 'Old',
    partner: 'Gone',
    type: 'Sponsor',
    startYear: 1990,
    endYear: 1995,
    source: 'verified' as const,
    sourceName: 'F1DB',
  },
];

describe('alerts', () => {
  it('turns deals ending this year or next and deals started this year or last into alerts', () => {
    const alerts = datasetAlerts(facts, now);
    expect(alerts.map((a) => [a.type, a.brand, a.urgency])).toEqual([
      ['new_partnership', 'Adidas', 'medium'],
      ['contract_expiry', 'Honda', 'critical'],
      ['contract_expiry', 'Shell', 'high'],
    ]);
    expect(alerts[1]!.title).toBe('Contract ending: Honda and Racing Bulls');
    expect(alerts[1]!.source).toBe('verified');
    expect(alerts[1]!.externalUrl).toMatch(/^https:\/\/news\.google\.com\/search\?q=/);
    for (const a of alerts) expect(Date.parse(a.timestamp)).toBeLessThanOrEqual(now.getTime());
    // the same on every call (seeded)
    expect(datasetAlerts(facts, now)).toEqual(alerts);
  });

  it('adds modelled alerts, sorts by urgency, filters by brand or Industry Wide', () => {
    const all = sortAlerts([...datasetAlerts(facts, now), ...modelledAlerts(['Adidas'], now)]);
    expect(all[0]!.urgency).toBe('critical');
    expect(
      all
        .filter((a) => a.source === 'modelled')
        .map((a) => a.type)
        .sort(),
    ).toEqual(['market_trend', 'roi_opportunity']);
    expect(alertFilters(all)).toEqual(['Adidas', 'Honda', 'Shell', INDUSTRY_WIDE]);
    expect(
      filterAlerts(all, 'adidas')
        .map((a) => a.type)
        .sort(),
    ).toEqual(['new_partnership', 'roi_opportunity']);
    expect(filterAlerts(all, INDUSTRY_WIDE).map((a: Alert) => a.type)).toEqual(['market_trend']);
    expect(filterAlerts(all, 'all')).toHaveLength(all.length);
  });

  it('starts the badge at 3, lowers it on dismiss (not below 0) and raises it on 30% of refreshes', () => {
    expect(ALERT_RULES).toEqual({ initialUnread: 3, refreshMs: 300_000, raiseChance: 0.3 });
    expect(badgeAfterDismiss(3)).toBe(2);
    expect(badgeAfterDismiss(0)).toBe(0);
    expect(badgeAfterRefresh(3, () => 0.29)).toBe(4);
    expect(badgeAfterRefresh(3, () => 0.3)).toBe(3);
    let raised = 0;
    for (let b = 0; b < 2000; b++)
      if (badgeAfterRefresh(0, refreshRandom(b * ALERT_RULES.refreshMs)) === 1) raised++;
    expect(raised / 2000).toBeGreaterThan(0.25);
    expect(raised / 2000).toBeLessThan(0.35);
  });
});

describe('contracts', () => {
  const deals = [
    {
      id: 'a',
      propertyName: 'Soon FC',
      partnershipType: 'Shirt',
      dealValue: 20e6,
      startDate: '2020-01-01',
      endDate: '2027-03-31',
      source: 'verified' as const,
    },
    {
      id: 'b',
      propertyName: 'Year FC',
      partnershipType: 'Kit',
      dealValue: 10e6,
      startDate: '2020-01-01',
      endDate: '2027-10-31',
      source: 'curated' as const,
    },
    {
      id: 'c',
      propertyName: 'Open FC',
      partnershipType: 'Kit',
      dealValue: 5e6,
      startDate: '2020-01-01',
      endDate: null,
      source: 'curated' as const,
    },
    {
      id: 'd',
      propertyName: 'Past FC',
      partnershipType: 'Kit',
      dealValue: 5e6,
      startDate: '2010-01-01',
      endDate: '2020-12-31',
      source: 'curated' as const,
    },
  ];
  it('rates urgency by months left and models an end only where the source has none', () => {
    expect([0, 6, 7, 12, 13, 24, 25].map(urgencyFor)).toEqual([
      'critical',
      'critical',
      'high',
      'high',
      'medium',
      'medium',
      'low',
    ]);
    const c = contractsFor('Brand', deals, ['Rival'], now);
    expect(c.map((x) => x.property)).toEqual(['Soon FC', 'Year FC', 'Open FC']);
    expect(c.map((x) => x.urgency).slice(0, 2)).toEqual(['critical', 'high']);
    expect(c[2]!.endModelled).toBe(true);
    expect(c[0]!.endModelled).toBe(false);
    expect(filterContracts(c, 'critical').map((x) => x.property)).toEqual(['Soon FC']);
    expect(filterContracts(c, 'high').map((x) => x.property)).toEqual(['Year FC']);
    const s = contractSummary(c);
    expect(s).toMatchObject({ count: 3, totalValue: 35e6, critical: 1, high: 1 });
    expect(s.averageRenewal).toBe(Math.round(c.reduce((t, x) => t + x.renewalProbability, 0) / 3));
  });
});

describe('market share and insights', () => {
  it('ranks the brand among four rivals, with its real deal count, the same on every call', () => {
    const rows = marketShareRows({ name: 'Nike', industry: 'Athletic Apparel', deals: 17 });
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5]);
    const nike = rows.find((r) => r.focus)!;
    expect(nike.brand).toBe('Nike');
    expect(nike.deals).toBe(17);
    expect(marketValue(nike, 'deals')).toBe(17);
    expect(marketValue(nike, 'share')).toBe(nike.share);
    expect(
      marketShareRows({ name: 'nike', industry: 'Athletic Apparel', deals: 17 }).map((r) => r.share),
    ).toEqual(rows.map((r) => r.share));
  });
  it('gives two insights of each type and a new list for the next generation', () => {
    const a = insightsFor('Visa', ['FIFA World Cup']);
    expect(a).toHaveLength(8);
    expect(filterInsights(a, 'risk')).toHaveLength(2);
    expect(filterInsights(a, 'all')).toHaveLength(8);
    expect(insightsFor('Visa', ['FIFA World Cup'])).toEqual(a);
    expect(insightsFor('Visa', ['FIFA World Cup'], 1)).not.toEqual(a);
  });
});

describe('monitoring', () => {
  it('changes with the 30-second bucket and keeps the trend line continuous', () => {
    expect(monitoringSnapshot(100, 'exposure')).toEqual(monitoringSnapshot(100, 'exposure'));
    expect(monitoringSnapshot(101, 'exposure')).not.toEqual(monitoringSnapshot(100, 'exposure'));
    const t1 = monitoringTrend(100, 'sentiment');
    const t2 = monitoringTrend(101, 'sentiment');
    expect(t2.slice(0, 11).map((p) => p.value)).toEqual(t1.slice(1).map((p) => p.value));
    expect(t2[11]!.value).toBe(platformSummary(101).sentiment);
  });
});

describe('export sections', () => {
  const profile = sampleProfile();
  it('holds only the chosen categories, in catalogue order, with a header row', () => {
    const s = exportSections(profile, ['forecasting', 'overview'], periodRange('6months', now));
    expect(s.map((x) => x.category)).toEqual(['overview', 'forecasting']);
    expect(s[1]!.rows[0]).toEqual(['Prediction', 'Probability (%)', 'Timeframe', 'Impact', 'Value (USD)']);
    expect(s[1]!.rows).toHaveLength(5);
  });
  it('has one row per month of the period for monthly tables', () => {
    const rows = (p: '1month' | '6months' | '1year') =>
      exportSections(profile, ['financial'], periodRange(p, now))[0]!.rows.length - 1;
    expect(rows('1month')).toBe(2);
    expect(rows('6months')).toBe(7);
    expect(rows('1year')).toBe(13);
    const custom = exportSections(
      profile,
      ['financial'],
      periodRange('custom', now, '2026-01-15', '2026-03-02'),
    )[0]!;
    expect(custom.rows.slice(1).map((r) => r[0])).toEqual(['2026-01', '2026-02', '2026-03']);
  });
});
