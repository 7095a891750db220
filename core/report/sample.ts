import type { MetricName } from '../intelligence/score';

type Metrics = Record<MetricName, number>;

/**
 * The sample brand report shown on the marketing pages. The brand is fictional and every figure is
 * modelled for illustration; the pages label it as sample data.
 */
export interface ReportPartnership {
  propertyName: string;
  sport: string;
  region: string;
  tier: 'Premium' | 'Standard';
  partnershipType: string;
  annualValue: number;
  performanceScore: number;
  contract: string;
}

export interface SampleReport {
  reportId: string;
  brandName: string;
  industry: string;
  headquarters: string;
  baselineScore: number;
  sponsorshipBudget: number;
  totalProperties: number;
  stackmap: { teams: number; athletes: number; events: number; leagues: number; federations: number };
  baselineMetrics: Metrics;
  keyHeadlines: {
    topPerforming: string[];
    missedOpportunities: string[];
    signatureMoves: string[];
    commonThemes: string[];
  };
  partnerships: ReportPartnership[];
  generatedDate: string;
  lastUpdated: string;
}

export const sampleReport: SampleReport = {
  reportId: 'SAMPLE-2025-0802',
  brandName: 'Northline Sportswear',
  industry: 'Athletic Apparel',
  headquarters: 'Manchester, United Kingdom',
  baselineScore: 87,
  sponsorshipBudget: 312_000_000,
  totalProperties: 24,
  stackmap: { teams: 9, athletes: 8, events: 3, leagues: 2, federations: 2 },
  baselineMetrics: { visibility: 91, energy: 84, clarity: 89, fit: 88, range: 79 },
  keyHeadlines: {
    topPerforming: [
      'Kit partnership with a top-flight football club drives the highest share of on-screen exposure.',
      'Signature running shoe launched with a marathon champion sold out its first drop.',
      'Women’s football league title partnership grew social reach by a third year on year.',
    ],
    missedOpportunities: [
      'No presence in basketball, where its core 18-24 audience spends most viewing time.',
      'Asian markets carry 4% of partnership value against 19% of revenue.',
    ],
    signatureMoves: [
      'Athlete-led product design credits on every signature release.',
      'Grassroots kit programme tied to each professional club deal.',
    ],
    commonThemes: [
      'Performance innovation',
      'Community football',
      'Women’s sport',
      'Sustainability in materials',
    ],
  },
  partnerships: [
    {
      propertyName: 'Riverside FC',
      sport: 'Football',
      region: 'UK',
      tier: 'Premium',
      partnershipType: 'Kit supplier',
      annualValue: 42_000_000,
      performanceScore: 92,
      contract: '2022-2029',
    },
    {
      propertyName: 'National Women’s Football League',
      sport: 'Football',
      region: 'UK',
      tier: 'Premium',
      partnershipType: 'Title partner',
      annualValue: 18_500_000,
      performanceScore: 89,
      contract: '2023-2027',
    },
    {
      propertyName: 'City Marathon Series',
      sport: 'Athletics',
      region: 'Europe',
      tier: 'Standard',
      partnershipType: 'Official partner',
      annualValue: 7_200_000,
      performanceScore: 84,
      contract: '2024-2026',
    },
    {
      propertyName: 'Harbour Rugby Club',
      sport: 'Rugby',
      region: 'UK',
      tier: 'Standard',
      partnershipType: 'Shirt sponsor',
      annualValue: 5_800_000,
      performanceScore: 78,
      contract: '2025-2028',
    },
    {
      propertyName: 'Continental Tennis Open',
      sport: 'Tennis',
      region: 'Europe',
      tier: 'Standard',
      partnershipType: 'Official apparel',
      annualValue: 9_600_000,
      performanceScore: 81,
      contract: '2023-2026',
    },
  ],
  generatedDate: 'August 2, 2025',
  lastUpdated: 'August 2, 2025',
};
