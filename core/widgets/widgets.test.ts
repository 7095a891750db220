import { describe, expect, it } from 'vitest';
import { isRunning } from '../contract/profile';
import { valueFigure } from '../format/deal';
import { relativeTime } from '../format/relative-time';
import { impactBand } from '../format/score';
import { renewalLikelihood } from '../intelligence/engine/brand-profile';
import { valueTotal } from '../intelligence/engine/entities';
import { probabilityColour } from '../intelligence/score';
import { DEAL_COLUMNS, dealRow } from '../report/export';
import {
  alertFeed,
  alertFilters,
  dealAlerts,
  FEED_LIMITS,
  filterAlerts,
  INDUSTRY_WIDE,
  renewalAlerts,
  trendAlerts,
  unreadCount,
} from './alerts';
import { contractBook, contractSummary, filterContracts, monthsToEndOf, urgencyFor } from './contracts';
import { actionItems, dashboardFigures, datasetMonitor, pickShowcase } from './enterprise';
import { exportSections, NOT_COLLECTED, periodRange } from './exports';
import { filterInsights, impactOf, insightsFor, rotateInsights } from './insights';
import { marketShareLabel, marketShareRows, marketValue, portfolioGrowth } from './market';
import { TEST_NOW, testUniverse } from './test-universe';

const now = TEST_NOW;
const u = testUniverse();
const profile = u.brandProfile('stride')!;
const at = now.toISOString();

describe('relativeTime', () => {
  it('reads Just now, minutes, hours, days, then the date', () => {
    const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);
    expect([0, 59_000, 60_000, 59 * 60_000, 3_600_000, 86_400_000, 6 * 86_400_000].map(ago)).toEqual([
      'Just now',
      'Just now',
      '1m ago',
      '59m ago',
      '1h ago',
      '1d ago',
      '6d ago',
    ]);
    expect(ago(7 * 86_400_000)).toBe('16 Nov 2026');
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('colour bands', () => {
  it('colours renewal likelihood 80+ green, 60-79 yellow, below 60 red; impact high red, low green', () => {
    expect([100, 80, 79, 60, 59, 0].map(probabilityColour)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
      'red',
    ]);
    expect((['high', 'medium', 'low'] as const).map(impactBand)).toEqual(['red', 'yellow', 'green']);
  });
});

describe('alerts', () => {
  it('raises announced ends this year (critical) or next (high), new deals and deals ended this year', () => {
    const alerts = dealAlerts(u.allDeals(), 2026, at);
    expect(alerts.map((a) => [a.id, a.type, a.urgency]).sort()).toEqual(
      [
        ['end-s-united', 'contract_expiry', 'critical'],
        ['end-s-city', 'contract_expiry', 'high'],
        ['end-v-united', 'contract_expiry', 'high'],
        ['new-s-league', 'new_partnership', 'high'],
        ['new-s-rovers', 'new_partnership', 'medium'],
        ['ended-s-racing', 'contract_ended', 'medium'],
      ].sort(),
    );
    // an announced end in 2030 is not news yet
    expect(alerts.some((a) => a.id.endsWith('s-athletic'))).toBe(false);
    for (const a of alerts) {
      expect(a.basis).toBe('Dataset');
      expect(a.deal).toBe(u.deal(a.deal!.id));
      expect(a.source).toBe(a.deal!.source);
      expect(a.timestamp).toBe(at);
    }
    expect(alerts.find((a) => a.id === 'ended-s-racing')!.source).toBe('verified');
  });

  it('reads the renewal model on the deals ending soon, labelled Model', () => {
    const alerts = renewalAlerts(u.allDeals(), 2026, at);
    expect(alerts.map((a) => a.id).sort()).toEqual([
      'renewal-s-city',
      'renewal-s-united',
      'renewal-v-united',
    ]);
    for (const a of alerts) {
      expect(a).toMatchObject({ basis: 'Model', source: 'modelled', type: 'renewal_outlook' });
      expect(a.description).toContain(`${renewalLikelihood(a.deal!, 2026)}% likelihood of renewal`);
    }
  });

  it('reads category trends from start counts: the largest change first, small categories left out', () => {
    const trend = (counts: number[]) => counts.map((starts, i) => ({ year: 2021 + i, starts }));
    const alerts = trendAlerts(
      [
        { category: 'Beverages', trend: trend([4, 4, 4, 2, 2, 2]) },
        { category: 'Airlines & Travel', trend: trend([2, 2, 2, 5, 5, 5]) },
        { category: 'Luxury', trend: trend([1, 0, 1, 2, 2, 1]) },
      ],
      2026,
      at,
    );
    expect(alerts.map((a) => a.title)).toEqual([
      'Airlines & Travel deal flow rising',
      'Beverages deal flow slowing',
    ]);
    expect(alerts[0]!.description).toBe(
      'Model reading of dataset counts: 15 new airlines & travel deals began in 2024-2026 (2026 so far), up 150% on the 6 of 2021-2023.',
    );
    expect(alerts[0]).toMatchObject({ brand: null, basis: 'Model', deal: null });
  });

  it('builds a feed within its limits, most urgent first, and filters by brand or Industry Wide', () => {
    const trends = [
      {
        category: 'Beverages',
        trend: [2023, 2024, 2025, 2026].map((year) => ({ year, starts: year < 2024 ? 12 : 3 })),
      },
    ];
    const feed = alertFeed({ deals: u.allDeals(), trends, year: 2026, raisedAt: at });
    expect(feed.filter((a) => a.type === 'renewal_outlook')).toHaveLength(FEED_LIMITS.renewal);
    expect(feed[0]!.id).toBe('end-s-united');
    expect(alertFilters(feed)).toEqual(['Stride', 'Vault Bank', INDUSTRY_WIDE]);
    expect(filterAlerts(feed, INDUSTRY_WIDE).map((a) => a.type)).toEqual(['market_trend']);
    expect(filterAlerts(feed, 'vault bank').every((a) => a.brand === 'Vault Bank')).toBe(true);
    expect(filterAlerts(feed, 'all')).toHaveLength(feed.length);
    const mine = feed.map((a, i) => ({ ...a, seen: i === 0 }));
    expect(unreadCount(mine)).toBe(feed.length - 1);
    expect(unreadCount(mine.map((a) => ({ ...a, seen: true })))).toBe(0);
  });
});

describe('contracts', () => {
  const book = contractBook(profile, now);
  it('tracks announced ends to the end of their year and lists the rest without a date', () => {
    expect(monthsToEndOf(2026, now)).toBe(1);
    expect([0, 6, 7, 12, 13, 24, 25].map(urgencyFor)).toEqual([
      'critical',
      'critical',
      'high',
      'high',
      'medium',
      'medium',
      'low',
    ]);
    expect(book.dated.map((c) => [c.deal.id, c.monthsLeft, c.urgency])).toEqual([
      ['s-united', 1, 'critical'],
      ['s-city', 13, 'medium'],
      ['s-athletic', 49, 'low'],
    ]);
    expect(book.open.map((d) => d.id).sort()).toEqual(['s-league', 's-rovers']);
    for (const c of book.dated) {
      expect(c.renewal).toBe(renewalLikelihood(c.deal, 2026));
      expect(c.rivals).toEqual(['Swoosh', 'Leap']);
    }
    expect(filterContracts(book.dated, 'critical').map((c) => c.deal.id)).toEqual(['s-united']);
    expect(filterContracts(book.dated, 'high')).toEqual([]);
  });
  it('sums every running deal and averages the model over the dated ones', () => {
    const s = contractSummary(book);
    const running = profile.deals.filter((d) => isRunning(d));
    expect(s).toMatchObject({ count: 5, dated: 3, open: 2, critical: 1, high: 0 });
    expect(s.value).toEqual(valueTotal(running));
    expect(s.averageRenewal).toBe(Math.round(book.dated.reduce((t, c) => t + c.renewal, 0) / 3));
    expect(contractSummary({ dated: [], open: [] }).averageRenewal).toBeNull();
  });
});

describe('market share', () => {
  it('numbers the engine’s rows by share and says what the share is of', () => {
    const rows = marketShareRows(profile);
    expect(rows.map((r) => r.brand).sort()).toEqual(profile.marketShare.rows.map((r) => r.brand).sort());
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
    const stride = rows.find((r) => r.focus)!;
    expect(stride.brand).toBe('Stride');
    expect([marketValue(stride, 'deals'), marketValue(stride, 'share')]).toEqual([5, stride.share]);
    expect(marketValue(stride, 'value')).toBe(profile.spend.usd);
    expect(marketShareLabel(profile)).toBe(
      'Share of estimated known spend of Athletic Apparel brands in our dataset',
    );
  });
  it('ranks by the mode’s own figure: running deals in Deals mode, spend in Value mode', () => {
    const row = (brand: string, share: number, deals: number, spendUsd: number) => ({
      brand,
      share,
      deals,
      spendUsd,
      focus: brand === 'Big Spender',
    });
    const p = {
      ...profile,
      marketShare: {
        ...profile.marketShare,
        rows: [
          row('Big Spender', 60, 2, 600e6),
          row('Many Deals', 25, 40, 250e6),
          row('Middle', 15, 9, 150e6),
        ],
      },
    };
    const ranked = (mode?: 'share' | 'value' | 'deals') =>
      marketShareRows(p, mode).map((r) => `${r.position}. ${r.brand}`);
    expect(ranked()).toEqual(['1. Big Spender', '2. Many Deals', '3. Middle']);
    expect(ranked('value')).toEqual(ranked('share'));
    expect(ranked('deals')).toEqual(['1. Many Deals', '2. Middle', '3. Big Spender']);
  });
  it('gives trending portfolios the change in running deals since 1 January of last year', () => {
    const d = (brand: string, startYear: number | null, endYear: number | null = null) => ({
      brand,
      startYear,
      endYear,
    });
    const growth = portfolioGrowth(
      [
        d('A', 2019),
        d('A', 2020, 2025),
        d('A', 2025),
        d('A', 2026),
        d('B', 2018),
        d('B', 2026),
        d('C', 2026),
        d('D', 2010),
      ],
      2026,
    );
    // A: running on 1 Jan 2025: 2; now: 3 (+50%). B: 1 then 2 (+100%). C has no earlier deal; D no new one.
    expect(growth.map((g) => [g.brand, g.started, g.before, g.now, g.changePercent])).toEqual([
      ['A', 2, 2, 3, 50],
      ['B', 1, 1, 2, 100],
    ]);
  });
});

describe('insights', () => {
  const insights = insightsFor(profile);
  it('derives every card from the profile, each with its basis', () => {
    const byId = new Map(insights.map((i) => [i.id, i]));
    expect(byId.get('prediction-renewal')).toMatchObject({ type: 'risk', basis: 'Model', probability: 86 });
    expect(byId.get('prediction-opportunity')).toMatchObject({ type: 'opportunity', basis: 'Dataset' });
    // the missed basketball opportunity is the prediction's own: not repeated
    expect(insights.filter((i) => i.description.toLowerCase().includes('basketball'))).toHaveLength(1);
    const united = profile.deals.find((d) => d.id === 's-united')!;
    expect(byId.get('term-s-united')).toMatchObject({
      type: 'risk',
      basis: 'Dataset',
      timeframe: 'By the end of 2026',
      impact: impactOf(united.value.usd, profile.spend.usd),
    });
    expect(byId.get('term-s-united')!.data[0]).toEqual({
      label: 'Annual value',
      value: valueFigure(united.value),
    });
    expect(byId.get('concentration')!.description).toMatch(/^5 of Stride’s 5 running deals are in football/);
    expect(byId.get('talks-s-united')!.type).toBe('recommendation');
    const top = profile.competitors[0]!;
    expect(byId.get(`rival-${top.name}`)!.description).toContain(top.overlap);
    expect(byId.get('category-starts')!.description).toContain('1 new athletic apparel deals in 2026 so far');
    for (const i of insights) expect(['Dataset', 'Model']).toContain(i.basis);
  });
  it('rotates the same cards on each generation and filters by type', () => {
    const next = rotateInsights(insights, 1);
    expect(next[0]).toBe(insights[1]);
    expect([...next].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...insights].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(rotateInsights(insights, insights.length)).toEqual(insights);
    expect(filterInsights(insights, 'risk').every((i) => i.type === 'risk')).toBe(true);
    expect([impactOf(10, 100), impactOf(3, 100), impactOf(2, 100), impactOf(5, 0)]).toEqual([
      'high',
      'medium',
      'low',
      'low',
    ]);
  });
});

describe('enterprise showcase', () => {
  it('opens on the preferred brand, else on the one with most running deals', () => {
    expect(pickShowcase(u)!.brand.name).toBe('Stride');
    expect(pickShowcase(u, 'swoosh')!.brand.name).toBe('Swoosh');
  });
  it('monitors the dataset: statuses, sources, freshness and starts per year', () => {
    const m = datasetMonitor(u.allDeals(), { brands: 4, properties: 7, athletes: 0 }, now);
    expect(m.deals).toEqual({ total: 10, active: 6, expiring: 3, ended: 1 });
    expect(m.sources).toEqual({ verified: 1, curated: 9 });
    expect(m.values).toEqual({ reported: 3, estimated: 7 });
    expect(m.freshness).toEqual({ latestCheck: '2026-10', checkedLastYear: 1, undated: 1 });
    expect(m.startsByYear.at(-1)).toEqual({ year: 2026, starts: 1 });
    expect(m.startsByYear.find((s) => s.year === 2025)).toEqual({ year: 2025, starts: 1 });
  });
  it('derives KPIs and action items from the profile', () => {
    const f = dashboardFigures(profile);
    expect(f).toMatchObject({ running: 5, past: 1, endingSoon: 2, datedEnds: 3, compared: 3 });
    expect(f.position).toBe(marketShareRows(profile).find((r) => r.focus)!.position);
    expect(actionItems(profile).map((a) => a.title)).toEqual([
      'Prepare the renewal case for United FC',
      'Prepare the renewal case for City FC',
      'Open ground: Basketball',
      'Review exclusivity where Swoosh also partners',
    ]);
  });
});

describe('export sections', () => {
  const sixMonths = periodRange('6months', now);
  it('writes partnerships with the brand view’s own rows, for the deals running in the period', () => {
    const [s] = exportSections(profile, ['partnerships'], sixMonths);
    expect(s!.rows).toEqual([[...DEAL_COLUMNS], ...profile.deals.map(dealRow)]);
    const [old] = exportSections(
      profile,
      ['partnerships'],
      periodRange('custom', now, '2019-01-01', '2019-12-31'),
    );
    expect(
      old!.rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['Athletic FC', 'Racing Team', 'United FC']);
  });
  it('holds only the chosen categories, in catalogue order; no-data categories say so', () => {
    const s = exportSections(
      profile,
      ['forecasting', 'social', 'overview', 'competitive', 'financial'],
      sixMonths,
    );
    expect(s.map((x) => x.category)).toEqual([
      'overview',
      'social',
      'competitive',
      'financial',
      'forecasting',
    ]);
    expect(s[1]!.rows).toEqual([['Note'], [NOT_COLLECTED.social]]);
    expect(s[2]!.rows.slice(1).map((r) => r[0])).toEqual(['Stride', 'Swoosh', 'Leap']);
    const total = valueTotal(profile.deals);
    expect(s[3]!.rows[1]).toEqual([
      'All running deals',
      5,
      total.usd,
      total.reported,
      total.estimated,
      total.low,
      total.high,
    ]);
    expect(s[4]!.rows.slice(1).map((r) => r[0])).toEqual(profile.predictions.map((p) => p.title));
  });
});
