import { describe, expect, it } from 'vitest';
import {
  analyticsFor,
  campaignsFor,
  competitorsFor,
  guessedCmoEmail,
  outreachEmail,
  predictionsFor,
  scoreTrend,
  talkingPoints,
} from './panels';

describe('brand-view panels', () => {
  it('competitors come from the brand’s industry, never include the brand, and repeat for the same name', () => {
    const a = competitorsFor('Nike', 'Athletic Apparel');
    expect(a.map((c) => c.name)).not.toContain('Nike');
    expect(a.map((c) => c.name)).toContain('Adidas');
    expect(a).toHaveLength(4);
    expect(competitorsFor('Nike', 'Athletic Apparel')).toEqual(a);
    for (const c of a) expect(c.avgDealSize).toBe(Math.round(c.totalSpend / c.partnerships));
  });

  it('predictions are the four types; a new generation changes the figures', () => {
    const first = predictionsFor('Visa', ['FIFA']);
    expect(first.map((p) => p.type)).toEqual(['renewal', 'opportunity', 'valuation', 'trend']);
    expect(predictionsFor('Visa', ['FIFA'])).toEqual(first);
    const next = predictionsFor('Visa', ['FIFA'], 1);
    expect(next.map((p) => p.probability)).not.toEqual(first.map((p) => p.probability));
  });

  it('analytics metrics cover the four categories and their trend follows the change', () => {
    const metrics = analyticsFor('Rolex');
    expect(new Set(metrics.map((m) => m.category))).toEqual(
      new Set(['financial', 'reach', 'performance', 'engagement']),
    );
    for (const m of metrics) {
      if (m.change > 1) expect(m.trend).toBe('up');
      else if (m.change < -1) expect(m.trend).toBe('down');
      else expect(m.trend).toBe('stable');
    }
  });

  it('four brands have built-in campaigns; any other gets two modelled ones without links', () => {
    for (const brand of ['Nike', 'Adidas', 'Coca-Cola', 'Visa']) {
      expect(campaignsFor(brand, []).every((c) => c.confidence !== 'Modelled')).toBe(true);
    }
    const modelled = campaignsFor('Heineken', ['UEFA Champions League'], new Date('2026-11-22T00:00:00Z'));
    expect(modelled).toHaveLength(2);
    expect(modelled.every((c) => c.confidence === 'Modelled' && c.link === null)).toBe(true);
    expect(modelled[0]!.title).toContain('UEFA Champions League');
  });

  it('guesses the CMO address from the brand name', () => {
    expect(guessedCmoEmail('Coca-Cola')).toBe('cmo@cocacola.com');
    expect(guessedCmoEmail('Nestlé')).toBe('cmo@nestle.com');
    expect(guessedCmoEmail('***')).toBe('cmo@brand.com');
  });

  it('the e-mail has at most three talking points and a default score of 75', () => {
    const points = talkingPoints({ visibility: 90, energy: 70, clarity: 80, fit: 75, range: 72 });
    expect(points).toHaveLength(3);
    expect(points[0]).toContain('energy');
    const mail = outreachEmail('Puma', 'Athletic Apparel', undefined, [...points, 'a fourth']);
    expect(mail.subject).toContain('75/100');
    expect(mail.body).not.toContain('a fourth');
    expect(mail.body.match(/^- /gm)).toHaveLength(3);
  });

  it('the score trend has six months and ends at today’s score', () => {
    const trend = scoreTrend('Nike', 91, new Date('2026-11-22T00:00:00Z'));
    expect(trend).toHaveLength(6);
    expect(trend.at(-1)).toEqual({ month: 'Nov', score: 91 });
    expect(trend[0]!.month).toBe('Jun');
  });
});
