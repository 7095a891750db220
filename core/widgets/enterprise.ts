import type { TDatasetMonitor } from '../contract/enterprise';
import { isRunning, type TBrandProfile, type TDeal } from '../contract/profile';
import { dealRole } from '../format/deal';
import { type Impact, impactOf } from './insights';

/**
 * The enterprise showcase (spec 01 section 3) on real data: one brand's profile from the engine,
 * and a monitor of the dataset itself. Team, schedules and distribution lists are UI samples,
 * marked "Sample" where shown.
 */

/** The brand the showcase opens on when the dataset has it; otherwise the one with most running deals. */
export const SHOWCASE_BRAND_ID = 'adidas';

/** The answers' schemas live in the contract (core/contract/enterprise.ts). */
export {
  type TDatasetMonitor,
  type TShowcase,
  ZDatasetMonitor,
  ZShowcaseResponse,
} from '../contract/enterprise';

interface ProfileSource {
  brandIds(): string[];
  brandSummary(id: string): { activeDeals: number } | undefined;
  brandProfile(id: string): TBrandProfile | undefined;
}

export function pickShowcase(u: ProfileSource, preferred = SHOWCASE_BRAND_ID): TBrandProfile | undefined {
  const wanted = u.brandProfile(preferred);
  if (wanted?.counts.active) return wanted;
  let best: { id: string; deals: number } | null = null;
  for (const id of u.brandIds()) {
    const deals = u.brandSummary(id)?.activeDeals ?? 0;
    if (deals > 0 && (!best || deals > best.deals || (deals === best.deals && id < best.id)))
      best = { id, deals };
  }
  return best ? u.brandProfile(best.id) : undefined;
}

export function datasetMonitor(
  deals: TDeal[],
  entities: TDatasetMonitor['entities'],
  computedAt: Date,
): TDatasetMonitor {
  const year = computedAt.getUTCFullYear();
  const month = computedAt.getUTCMonth();
  const yearAgo = `${month === 11 ? year : year - 1}-${String(((month + 1) % 12) + 1).padStart(2, '0')}`;
  const checks = deals.flatMap((d) => (d.asOf ? [d.asOf] : []));
  const starts = new Map<number, number>();
  for (const d of deals) {
    const y = d.contract.start;
    if (y !== null && y > year - 10 && y <= year) starts.set(y, (starts.get(y) ?? 0) + 1);
  }
  const count = (f: (d: TDeal) => boolean) => deals.filter(f).length;
  return {
    computedAt: computedAt.toISOString(),
    year,
    deals: {
      total: deals.length,
      active: count((d) => d.contract.status === 'active'),
      expiring: count((d) => d.contract.status === 'expiring'),
      ended: count((d) => !isRunning(d)),
    },
    sources: {
      verified: count((d) => d.source === 'verified'),
      curated: count((d) => d.source === 'curated'),
    },
    values: {
      reported: count((d) => d.value.kind === 'reported'),
      estimated: count((d) => d.value.kind === 'estimate'),
    },
    freshness: {
      latestCheck: checks.length ? checks.reduce((a, b) => (b > a ? b : a)) : null,
      checkedLastYear: checks.filter((c) => c.slice(0, 7) >= yearAgo).length,
      undated: deals.length - checks.length,
    },
    entities,
    startsByYear: Array.from({ length: 10 }, (_, i) => year - 9 + i).map((y) => ({
      year: y,
      starts: starts.get(y) ?? 0,
    })),
  };
}

/** The dashboard's four KPI figures, all from the profile. */
export function dashboardFigures(profile: TBrandProfile) {
  const year = profile.asOfYear;
  const running = profile.deals.filter((d) => isRunning(d));
  const ending = running.filter((d) => d.contract.until !== null && d.contract.until <= year + 1);
  const rows = [...profile.marketShare.rows].sort((a, b) => b.share - a.share);
  const position = rows.findIndex((r) => r.focus) + 1;
  return {
    spend: profile.spend,
    running: running.length,
    past: profile.counts.past,
    endingSoon: ending.length,
    endingSoonUsd: ending.reduce((s, d) => s + d.value.usd, 0),
    datedEnds: running.filter((d) => d.contract.until !== null).length,
    position: position || null,
    compared: rows.length,
    share: rows.find((r) => r.focus)?.share ?? 0,
  };
}

export interface ActionItem {
  id: string;
  title: string;
  /** When, from the deal's announced terms; null when the data gives no date. */
  due: string | null;
  impact: Impact | null;
  basis: 'Dataset' | 'Model';
  why: string;
}

/** Action items the profile supports: renewals of announced ends within three years, and open ground. */
export function actionItems(profile: TBrandProfile): ActionItem[] {
  const year = profile.asOfYear;
  const items: ActionItem[] = profile.deals
    .filter((d) => isRunning(d) && d.contract.until !== null && d.contract.until <= year + 3)
    .sort((a, b) => (a.contract.until ?? 0) - (b.contract.until ?? 0) || b.value.usd - a.value.usd)
    .slice(0, 4)
    .map((d) => ({
      id: `renew-${d.id}`,
      title: `Prepare the renewal case for ${d.partner}`,
      due: `Before the end of ${d.contract.until}`,
      impact: impactOf(d.value.usd, profile.spend.usd),
      basis: 'Dataset',
      why: `${dealRole(d)}, ${d.contract.label}`,
    }));
  const gap = profile.predictions.find((p) => p.kind === 'opportunity');
  if (gap)
    items.push({
      id: 'gap',
      title: gap.title,
      due: null,
      impact: null,
      basis: 'Dataset',
      why: gap.description,
    });
  const shared = profile.competitors.find((c) => c.sharedProperties.length);
  if (shared) {
    items.push({
      id: `shared-${shared.name}`,
      title: `Review exclusivity where ${shared.name} also partners`,
      due: null,
      impact: null,
      basis: 'Dataset',
      why: shared.overlap,
    });
  }
  return items;
}

/** Monitoring (spec 01 section 3): refreshed from the server every 30 seconds while live. */
export const MONITORING_REFRESH_MS = 30_000;

export { type ReportType, reportTypes } from '../contract/enterprise';

export interface ScheduledItem {
  id: string;
  title: string;
  frequency: string;
  nextRun: string;
  recipients: number;
  active: boolean;
}

/** Sample schedules (UI samples, marked "Sample"): what a team would set up. */
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
      title: 'Competitive landscape (CSV)',
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
