import { hashString, rngFromSeed, seededRng } from '../intelligence/random';
import { type Insight, insightsFor } from './insights';

/** Sample data of the enterprise showcase (spec 01 section 3). Every figure here is sample data. */

export interface DashboardMetrics {
  portfolioValue: number;
  roi: number;
  riskScore: number;
  opportunityValue: number;
  activeDeals: number;
  expiringContracts: number;
  marketShare: number;
  competitivePosition: number;
}

export function dashboardMetrics(seed: string, generation = 0): DashboardMetrics {
  const rng = seededRng(seed, 'enterprise-dashboard', generation);
  return {
    portfolioValue: rng.int(120, 2400) * 1e6,
    roi: rng.int(180, 420),
    riskScore: rng.int(12, 68),
    opportunityValue: rng.int(10, 180) * 1e6,
    activeDeals: rng.int(12, 64),
    expiringContracts: rng.int(2, 9),
    marketShare: rng.int(6, 28),
    competitivePosition: rng.int(1, 6),
  };
}

export type Impact = 'high' | 'medium' | 'low';
export interface EnterpriseInsight extends Omit<Insight, 'impact'> {
  impact: Impact;
  data: { label: string; value: string }[];
}

/** The enterprise variant: impact high/medium/low and two key metrics per card. */
export function enterpriseInsights(brand: string, partners: string[], generation = 0): EnterpriseInsight[] {
  const rng = seededRng(brand, 'enterprise-insights', generation);
  return insightsFor(brand, partners, generation).map((i) => ({
    ...i,
    impact: i.impact === 'critical' ? 'high' : i.impact,
    data: [
      { label: 'Value at stake', value: `$${rng.int(2, 90)}M` },
      { label: 'Affected deals', value: String(rng.int(1, 12)) },
    ],
  }));
}

export interface SentimentRow {
  platform: string;
  positive: number;
  neutral: number;
  negative: number;
  mentions: number;
}

const socialPlatforms = ['Instagram', 'X', 'YouTube', 'TikTok', 'Facebook'] as const;

export function sentimentBreakdown(brand: string, generation = 0): SentimentRow[] {
  const rng = seededRng(brand, 'sentiment', generation);
  return socialPlatforms.map((platform) => {
    const positive = rng.int(45, 78);
    const negative = rng.int(4, 18);
    return {
      platform,
      positive,
      negative,
      neutral: 100 - positive - negative,
      mentions: rng.int(2, 400) * 1000,
    };
  });
}

export interface ActionItem {
  id: string;
  title: string;
  owner: string;
  due: string;
  impact: Impact;
}

const actionTitles = [
  'Prepare the renewal case for the lead football partner',
  'Re-benchmark fees of the three largest deals',
  'Shortlist two women’s sport properties',
  'Move 10% of activation spend to creator content',
  'Review category exclusivity clauses before renewals',
  'Brief the board on the Q-end portfolio review',
];

export function actionItems(brand: string, now: Date, generation = 0): ActionItem[] {
  const rng = seededRng(brand, 'actions', generation);
  return actionTitles.map((title, i) => ({
    id: `a${i + 1}`,
    title,
    owner: rng.pick(['Partnerships', 'Brand', 'Finance', 'Legal', 'Insights']),
    due: new Date(now.getTime() + rng.int(3, 60) * 86_400_000).toISOString().slice(0, 10),
    impact: rng.pick(['high', 'medium', 'low'] as const),
  }));
}

/** Monitoring (spec 01 section 3): rows per platform and metric, and a platform summary. */
export const MONITORING_REFRESH_MS = 30_000;
export const monitoringTabs = ['exposure', 'engagement', 'sentiment', 'alerts'] as const;
export type MonitoringTab = (typeof monitoringTabs)[number];

export interface MonitoringRow {
  platform: string;
  metric: string;
  value: number;
  change: number;
  timestamp: string;
  status: 'increasing' | 'decreasing' | 'stable';
}

export interface PlatformSummary {
  impressions: number;
  engagement: number;
  mentions: number;
  sentiment: number;
  reach: number;
  shareOfVoice: number;
}

const metricsByTab: Record<Exclude<MonitoringTab, 'alerts'>, [string, number, number][]> = {
  exposure: [
    ['Impressions', 200_000, 9_000_000],
    ['Reach', 100_000, 5_000_000],
    ['Logo screen time (s)', 60, 1_800],
  ],
  engagement: [
    ['Engagements', 5_000, 600_000],
    ['Engagement rate (%)', 1, 9],
    ['Shares', 500, 60_000],
  ],
  sentiment: [
    ['Positive (%)', 45, 80],
    ['Negative (%)', 3, 20],
    ['Mentions', 1_000, 90_000],
  ],
};

const bucketRng = (bucket: number, topic: string) => rngFromSeed(hashString(`${topic}|${bucket}`));

/** The monitoring numbers of one 30-second bucket: regenerated on mount and each refresh. */
export function monitoringSnapshot(bucket: number, tab: Exclude<MonitoringTab, 'alerts'>) {
  const rng = bucketRng(bucket, `monitoring-${tab}`);
  const timestamp = new Date(bucket * MONITORING_REFRESH_MS).toISOString();
  const rows: MonitoringRow[] = socialPlatforms.flatMap((platform) =>
    metricsByTab[tab].map(([metric, min, max]) => {
      const change = rng.int(-12, 18);
      return {
        platform,
        metric,
        value: rng.int(min, max),
        change,
        timestamp,
        status: change > 1 ? 'increasing' : change < -1 ? 'decreasing' : 'stable',
      } satisfies MonitoringRow;
    }),
  );
  return rows;
}

export function platformSummary(bucket: number): PlatformSummary {
  const rng = bucketRng(bucket, 'monitoring-summary');
  return {
    impressions: rng.int(5, 60) * 1e6,
    engagement: rng.int(15, 85) / 10,
    mentions: rng.int(10, 250) * 1000,
    sentiment: rng.int(55, 88),
    reach: rng.int(3, 40) * 1e6,
    shareOfVoice: rng.int(8, 35),
  };
}

/** The last `points` buckets of one summary figure, oldest first: the trend line moves with time. */
export function monitoringTrend(bucket: number, key: keyof PlatformSummary, points = 12) {
  return Array.from({ length: points }, (_, i) => {
    const b = bucket - (points - 1 - i);
    return {
      time: new Date(b * MONITORING_REFRESH_MS).toISOString().slice(11, 19),
      value: platformSummary(b)[key],
    };
  });
}

export interface LiveAlert {
  id: string;
  platform: string;
  message: string;
  level: 'info' | 'warning' | 'critical';
  timestamp: string;
}

export function liveAlerts(bucket: number): LiveAlert[] {
  const rng = bucketRng(bucket, 'monitoring-alerts');
  const messages = [
    'Mention spike after the weekend fixture',
    'Negative sentiment rising on a partner post',
    'Logo exposure above target in the live broadcast',
    'Competitor campaign launched in the same category',
  ];
  return messages.map((message, i) => ({
    id: `${bucket}-${i}`,
    platform: rng.pick(socialPlatforms),
    message,
    level: rng.pick(['info', 'warning', 'critical'] as const),
    timestamp: new Date((bucket - i * rng.int(1, 20)) * MONITORING_REFRESH_MS).toISOString(),
  }));
}

/** Reporting samples. */
export const reportTypes = [
  'Executive Summary',
  'Performance Deep Dive',
  'Competitive Analysis',
  'ROI Analysis',
] as const;
export type ReportType = (typeof reportTypes)[number];

export interface EnterpriseReport {
  id: string;
  title: string;
  type: 'quarterly' | 'monthly' | 'campaign';
  generatedDate: string;
  period: string;
  status: 'ready' | 'generating' | 'scheduled';
  size: string;
  recipients: number;
}

export function sampleReports(now: Date): EnterpriseReport[] {
  const rng = seededRng('enterprise', 'reports');
  const day = 86_400_000;
  const defs: [string, EnterpriseReport['type'], EnterpriseReport['status'], number][] = [
    ['Q3 Executive Summary', 'quarterly', 'ready', 20],
    ['October Performance Deep Dive', 'monthly', 'ready', 12],
    ['Summer Campaign ROI', 'campaign', 'ready', 40],
    ['November Competitive Analysis', 'monthly', 'generating', 0],
    ['Q4 Executive Summary', 'quarterly', 'scheduled', -30],
  ];
  return defs.map(([title, type, status, ago], i) => ({
    id: `r${i + 1}`,
    title,
    type,
    generatedDate: new Date(now.getTime() - ago * day).toISOString(),
    period: type === 'quarterly' ? 'Quarter' : type === 'monthly' ? 'Month' : 'Campaign',
    status,
    size: status === 'ready' ? `${(rng.int(8, 60) / 10).toFixed(1)} MB` : '—',
    recipients: rng.int(3, 25),
  }));
}

export interface ScheduledItem {
  id: string;
  title: string;
  frequency: string;
  nextRun: string;
  recipients: number;
  active: boolean;
}

export function scheduledReports(): ScheduledItem[] {
  return [
    {
      id: 's1',
      title: 'Weekly portfolio pulse',
      frequency: 'Weekly, Monday 08:00',
      nextRun: 'Monday',
      recipients: 12,
      active: true,
    },
    {
      id: 's2',
      title: 'Monthly board pack',
      frequency: 'Monthly, 1st 09:00',
      nextRun: '1st of the month',
      recipients: 6,
      active: true,
    },
    {
      id: 's3',
      title: 'Quarterly renewal review',
      frequency: 'Quarterly',
      nextRun: 'Start of quarter',
      recipients: 4,
      active: false,
    },
  ];
}

export function scheduledExports(): ScheduledItem[] {
  return [
    {
      id: 'x1',
      title: 'Partnerships to finance (Excel)',
      frequency: 'Monthly, 1st 07:00',
      nextRun: '1st of the month',
      recipients: 3,
      active: true,
    },
    {
      id: 'x2',
      title: 'Social performance (CSV)',
      frequency: 'Weekly, Friday 17:00',
      nextRun: 'Friday',
      recipients: 5,
      active: false,
    },
  ];
}

export const distributionLists = [
  { name: 'Executive team', members: 6, channel: 'E-mail (PDF)' },
  { name: 'Partnerships team', members: 14, channel: 'E-mail (HTML) and shared drive' },
  { name: 'Agency partners', members: 9, channel: 'Secure link, 30-day expiry' },
];

export interface TeamMember {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'analyst' | 'viewer';
  department: string;
  lastActive: string;
  status: 'active' | 'inactive' | 'pending';
}

export function sampleTeam(now: Date): TeamMember[] {
  const h = 3_600_000;
  const rows: [string, TeamMember['role'], string, number, TeamMember['status']][] = [
    ['Alex Morgan', 'admin', 'Partnerships', 1, 'active'],
    ['Priya Shah', 'analyst', 'Insights', 5, 'active'],
    ['Tom Becker', 'analyst', 'Brand', 30, 'active'],
    ['Sofia Rossi', 'viewer', 'Finance', 200, 'inactive'],
    ['Kenji Watanabe', 'viewer', 'Legal', 0, 'pending'],
  ];
  return rows.map(([name, role, department, hoursAgo, status], i) => ({
    id: `u${i + 1}`,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    role,
    department,
    lastActive: status === 'pending' ? '' : new Date(now.getTime() - hoursAgo * h).toISOString(),
    status,
  }));
}
