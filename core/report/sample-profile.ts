import type { BrandProfile } from '../intelligence/profile';
import { sampleReport } from './sample';

/** The marketing sample report as a brand profile, so it goes through the real report renderer. */
export function sampleProfile(): BrandProfile {
  const r = sampleReport;
  return {
    id: 'sample',
    name: r.brandName,
    industry: r.industry,
    headquarters: r.headquarters,
    basis: 'generated',
    baselineScore: r.baselineScore,
    sponsorshipBudget: r.sponsorshipBudget,
    totalProperties: r.totalProperties,
    stackmap: r.stackmap,
    baselineMetrics: r.baselineMetrics,
    keyHeadlines: r.keyHeadlines,
    activePartnerships: r.partnerships.map((p, i) => {
      const [start, end] = p.contract.split('-');
      return {
        id: `sample-${i + 1}`,
        propertyName: p.propertyName,
        sport: p.sport,
        region: p.region,
        tier: p.tier,
        partnershipType: p.partnershipType,
        dealValue: p.annualValue,
        startDate: start ? `${start}-01-01` : null,
        endDate: end ? `${end}-12-31` : null,
        performanceScore: p.performanceScore,
        totalReach: 0,
        engagementRate: 0,
        brandVisibility: 0,
        contentPieces: 0,
        source: 'modelled',
      };
    }),
    creativeStack: [],
  };
}

export const SAMPLE_NOTICE = `Sample data: ${sampleReport.brandName} is a fictional brand and every figure here is modelled to show what a report contains.`;
export const SAMPLE_DATE = new Date('2025-08-02T12:00:00Z');
