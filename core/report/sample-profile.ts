import type { TBrandProfile } from '../contract/profile';
import { sampleReport } from './sample';

/**
 * The marketing sample report as a brand profile, so it goes through the real report renderer.
 * Northline Sportswear is fictional: every figure is illustrative and the report says so.
 */
export function sampleProfile(): TBrandProfile {
  const r = sampleReport;
  const deals: TBrandProfile['deals'] = r.partnerships.map((p, i) => {
    const [start, end] = p.contract.split('-').map(Number);
    return {
      id: `sample-${i + 1}`,
      brand: r.brandName,
      partner: p.propertyName,
      partnerKind: 'team',
      partnerNameAtTime: null,
      sport: p.sport,
      region: p.region,
      type: p.partnershipType,
      role: null,
      tier: p.tier,
      contract: {
        start: start ?? null,
        end: null,
        until: end ?? null,
        status: 'active',
        label: `since ${start} · until ${end}`,
      },
      value: {
        kind: 'estimate',
        usd: p.annualValue,
        low: Math.round(p.annualValue * 0.7),
        high: Math.round(p.annualValue * 1.4),
        method: 'Illustrative figure of the sample report',
      },
      source: 'curated',
      sourceName: 'Sample data',
      citation: 'sample data (fictional)',
      evidence: [],
      confidence: 'medium',
      asOf: null,
    };
  });
  const m = r.baselineMetrics;
  const metric = (value: number) => ({ value, inputs: 'illustrative sample figure' });
  return {
    brand: {
      id: 'sample',
      name: r.brandName,
      industry: r.industry,
      category: 'Athletic Apparel',
      headquarters: r.headquarters,
      group: null,
      groupMembers: [],
      source: 'modelled',
      sourceName: 'Sample data',
    },
    score: {
      overall: r.baselineScore,
      metrics: {
        visibility: metric(m.visibility),
        energy: metric(m.energy),
        clarity: metric(m.clarity),
        fit: metric(m.fit),
        range: metric(m.range),
      },
      basis: 'Illustrative sample figures.',
    },
    deals,
    counts: { active: deals.length, past: 0, ...r.stackmap },
    spend: {
      usd: r.sponsorshipBudget,
      low: Math.round(r.sponsorshipBudget * 0.7),
      high: Math.round(r.sponsorshipBudget * 1.4),
      deals: deals.length,
      reported: 0,
      estimated: deals.length,
    },
    competitors: [],
    marketShare: {
      category: 'Athletic Apparel',
      categoryUsd: 0,
      categoryBrands: 0,
      rows: [
        { brand: r.brandName, share: 0, spendUsd: r.sponsorshipBudget, deals: deals.length, focus: true },
      ],
    },
    sourceMix: {
      facts: 0,
      verified: 0,
      curated: 0,
      reported: 0,
      estimates: deals.length,
      verifiedPercent: 0,
      highConfidencePercent: 0,
    },
    predictions: [],
    categoryTrend: [],
    headlines: r.keyHeadlines,
    asOfYear: 2025,
  };
}

export const SAMPLE_NOTICE = `Sample data: ${sampleReport.brandName} is a fictional brand and every figure here is illustrative, to show what a report contains.`;
export const SAMPLE_DATE = new Date('2025-08-02T12:00:00Z');
