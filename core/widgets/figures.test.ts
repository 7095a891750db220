import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TBrandProfile } from '../contract/profile';
import { isRunning } from '../contract/profile';
import type { Dataset } from '../intelligence/dataset';
import { Universe } from '../intelligence/engine/universe';
import { analyticsFor, compareCompetitor, outreachEmail } from '../intelligence/panels';
import { exportJson, exportTables } from '../report/export';
import { renderReport } from '../report/render';
import { exportSections } from './exports';
import {
  metricInputs,
  NOT_ENOUGH_DATA,
  premiumDeals,
  runningValueCounts,
  shownScore,
  sourceMixText,
  valueCountsText,
} from './figures';

const dataset = JSON.parse(readFileSync('data/dataset.json', 'utf8')) as Dataset;
const universe = new Universe(dataset);
const running = (id: string) => universe.dealsFor(id).filter(isRunning).length;
/** 18 brands with the most running deals, and the first two brands with none (Coinbase among them when it has none). */
const withDeals = dataset.brands
  .map((b) => ({ id: b.id, n: running(b.id) }))
  .sort((a, b) => b.n - a.n || a.id.localeCompare(b.id))
  .slice(0, 18)
  .map((b) => b.id);
const without = [
  ...new Set([
    ...dataset.brands.filter((b) => b.id === 'coinbase' && running(b.id) === 0).map((b) => b.id),
    ...dataset.brands.filter((b) => running(b.id) === 0).map((b) => b.id),
  ]),
].slice(0, 2);
const brands = [...withDeals, ...without];
const wide = { from: new Date('1900-01-01'), to: new Date('2100-01-01') };
const profile = (id: string) => universe.brandProfile(id) as TBrandProfile;
const row = (rows: (string | number | null)[][], label: string) => rows.find((r) => r[0] === label);

describe('every panel and export of a brand gives the same counts (issue 37)', () => {
  it('covers 20 brands of the shipped dataset, some with no running deal', () => {
    expect(brands).toHaveLength(20);
    expect(without.length).toBeGreaterThan(0);
    expect(withDeals.every((id) => running(id) > 0)).toBe(true);
  });

  it.each(brands)('%s: the estimated values counted are the running deals’ everywhere', (id) => {
    const p = profile(id);
    const values = runningValueCounts(p);
    // The spend tile, the data source badge and the exports all count the running deals.
    expect(values.deals).toBe(p.counts.active);
    expect(values.deals).toBe(p.spend.deals);
    expect(values.reported).toBe(p.spend.reported);
    expect(values.reported + values.estimated + values.included).toBe(values.deals);
    const spendRow = row(exportTables(p).metrics, 'Estimated known sponsorship spend (USD a year)');
    expect(spendRow?.[2]).toBe(`${values.deals} running deals: ${valueCountsText(values)}`);
    const [financial] = exportSections(p, ['financial'], wide);
    expect(row(financial!.rows, 'All running deals')).toEqual([
      'All running deals',
      values.deals,
      p.spend.usd,
      values.reported,
      values.estimated,
      p.spend.low,
      p.spend.high,
    ]);
    const json = JSON.parse(exportJson(p, new Date('2026-01-01')));
    expect(json.estimatedKnownSpend).toMatchObject({
      deals: values.deals,
      reported: values.reported,
      estimated: values.estimated,
    });
    const analytics = analyticsFor(p).find((m) => m.id === 'spend')!;
    expect(analytics.basis).toContain(valueCountsText(values));
    const html = renderReport({
      reportId: 'r',
      profile: p,
      generatedAt: new Date('2026-01-01'),
      reportType: 'Executive Summary',
    });
    expect(html).toContain(valueCountsText(values));
  });

  it.each(withDeals)(
    '%s: the Premium count is the same in Advanced Analytics and the visibility inputs',
    (id) => {
      const p = profile(id);
      const premium = premiumDeals(p);
      expect(analyticsFor(p).find((m) => m.id === 'premium')!.value).toBe(String(premium));
      const visibility = metricInputs(p, 'visibility');
      expect(visibility).toContain(`, ${premium} Premium (a headline role with a top-class partner);`);
      expect(visibility).not.toMatch(/\d+ with top-class \(class S or A\) partners/);
      expect(row(exportTables(p).metrics, 'Visibility')?.[2]).toBe(visibility);
      expect(renderReport({ reportId: 'r', profile: p, generatedAt: new Date('2026-01-01') })).toContain(
        visibility.replace('&', '&amp;'),
      );
    },
  );

  it.each(withDeals)('%s: the BaseLine of a brand with running deals is the same number everywhere', (id) => {
    const p = profile(id);
    expect(shownScore(p)).toBe(p.score.overall);
    const [overview, competitive] = exportSections(p, ['overview', 'competitive'], wide);
    expect(row(overview!.rows, 'BaseLine score (0-100)')?.[1]).toBe(p.score.overall);
    expect(row(competitive!.rows, p.brand.name)?.[4]).toBe(p.score.overall);
    expect(row(exportTables(p).metrics, 'BaseLine')?.[1]).toBe(p.score.overall);
    expect(analyticsFor(p).find((m) => m.id === 'baseline')!.value).toBe(`${p.score.overall}/100`);
    expect(JSON.parse(exportJson(p, new Date('2026-01-01'))).baseline.overall).toBe(p.score.overall);
  });

  it.each(without)('%s: a brand with no running deal shows "Not enough data", never a low BaseLine', (id) => {
    const p = profile(id);
    expect(p.counts.active).toBe(0);
    expect(shownScore(p)).toBeNull();
    const sections = exportSections(p, ['overview', 'competitive', 'performance'], wide);
    const rowsOf = (c: string) => sections.find((x) => x.category === c)!.rows;
    expect(row(rowsOf('overview'), 'BaseLine score (0-100)')?.[1]).toBe(NOT_ENOUGH_DATA);
    expect(row(rowsOf('competitive'), p.brand.name)?.[4]).toBe(NOT_ENOUGH_DATA);
    expect(row(rowsOf('performance'), 'BaseLine')?.[1]).toBe(NOT_ENOUGH_DATA);
    expect(row(rowsOf('performance'), 'Visibility')?.[1]).toBe(NOT_ENOUGH_DATA);
    expect(analyticsFor(p).find((m) => m.id === 'baseline')!.value).toBe(NOT_ENOUGH_DATA);
    expect(JSON.parse(exportJson(p, new Date('2026-01-01'))).baseline).toEqual({
      overall: null,
      note: NOT_ENOUGH_DATA,
    });
    const html = renderReport({
      reportId: 'r',
      profile: p,
      generatedAt: new Date('2026-01-01'),
      reportType: 'Executive Summary',
    });
    expect(html).toContain(`<small>BASELINE</small><b>${NOT_ENOUGH_DATA}</b>`);
    expect(html).toContain(`BaseLine ${NOT_ENOUGH_DATA}.`);
    expect(html).not.toContain(`${p.score.overall}/100`);
    const mail = outreachEmail(p.brand.name, p.brand.industry, shownScore(p), []);
    expect(`${mail.subject}\n${mail.body}`).not.toMatch(/\d+\/100/);
    // A comparison leaves the BaseScore out when either side has no running deal to score.
    const scored = profile(withDeals[0]!);
    const rival = scored.competitors[0]!;
    const baseScoreLines = (a: TBrandProfile, c: typeof rival) =>
      Object.values(compareCompetitor(a, c))
        .flat()
        .filter((l) => l.includes('BaseScore'));
    expect(baseScoreLines(p, rival)).toEqual([]);
    expect(baseScoreLines(scored, { ...rival, activeDeals: 0 })).toEqual([]);
  });

  it.each(brands)('%s: the source badge states counts that are true, never a bare "0% verified"', (id) => {
    const mix = profile(id).sourceMix;
    const text = sourceMixText(mix);
    expect(text).not.toMatch(/\b0% verified/);
    if (!mix.facts) expect(text).toBe('No deals on record');
    else {
      if (mix.verified) expect(text).toContain(`${mix.verified} from open data`);
      if (mix.curated) expect(text).toContain(`${mix.curated} curated with a citation`);
      expect(mix.verified + mix.curated).toBe(mix.facts);
    }
  });
});
