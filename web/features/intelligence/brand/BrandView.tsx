import * as Tabs from '@radix-ui/react-tabs';
import { Download, FileText, Mail, ShieldCheck } from 'lucide-react';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { brand as product } from '../../../../core/brand';
import type { TBrandData } from '../../../../core/contract/intelligence';
import type { TBrandProfile } from '../../../../core/contract/profile';
import { formatMoney } from '../../../../core/format/money';
import { brandScoreColour, scoreTier } from '../../../../core/intelligence/score';
import {
  NOT_ENOUGH_DATA,
  shownScore,
  sourceMixText,
  valueCountsText,
} from '../../../../core/widgets/figures';
import { asOfText } from '../../../../core/widgets/freshness';
import { useAuth } from '../../../lib/auth';
import { useSettings } from '../../../lib/settings';
import { toast } from '../../../lib/toast-store';
import { buttonClass } from '../../../ui/button';
import { ScrollTabsList, tabTriggerClass } from '../../../ui/scroll-tabs';
import { Tooltip } from '../../../ui/tooltip';
import { BrandLogo } from '../BrandLogo';
import { CoverageNote } from '../CoverageNote';
import { useBrandData } from '../data/use-brand-data';
import { ScoreBadge } from '../ScoreBadge';
import { StatTile, ViewHeader, ViewState } from '../ViewHeader';
import { ActivationsTab, ContactsTab, HeadlinesTab, PerformanceTab } from './BrandTabs';
import { buildExport, download } from './export';
import { IntelligenceTab } from './IntelligenceTab';
import { OutreachDialog } from './OutreachDialog';
import { PortfolioTab } from './PortfolioTab';
import { useReport } from './use-report';

const tabs = [
  { value: 'stackmap', label: 'Portfolio' },
  { value: 'baseline', label: 'Performance' },
  { value: 'campaigns', label: 'Activations' },
  { value: 'intelligence', label: 'Intelligence' },
  { value: 'headlines', label: 'Headlines' },
  { value: 'outreach', label: 'Contacts' },
] as const;

/** One brand: header, BaseLine card, stat tiles and the six tabs (spec 02 section 2.2). */
export default function BrandView({ name, onBack }: { name: string; onBack(): void }) {
  const data = useBrandData(name);
  // The profile draws in a transition: React renders it in slices, so the page keeps answering input.
  const first = useDeferredValue(data.data);
  // Every deal: the first answer itself for most brands; for a large portfolio, a second answer.
  const full = useDeferredValue(data.full);
  const [tab, setTab] = useState<string>('stackmap');
  const [outreachOpen, setOutreachOpen] = useState(false);
  const report = useReport(first?.brand.name ?? name);
  const profile = full ?? first ?? null;

  // Loading until the first answer has been drawn (it draws a moment after it came, deferred).
  if (data.isPending || (data.isSuccess && first === undefined)) {
    return (
      <ViewState onBack={onBack} title={name}>
        <p className="font-semibold text-white">Loading {name}...</p>
        <p className="mt-1 text-slate-300">
          {data.fetchStatus === 'fetching'
            ? 'Fetching backend data...'
            : 'Analyzing sponsorship intelligence'}
        </p>
      </ViewState>
    );
  }
  if (data.isSuccess && first === null) {
    return (
      <ViewState onBack={onBack} title={name}>
        <p className="font-semibold text-white">No brand called “{name}” in our dataset.</p>
        <p className="mt-1 text-slate-300">
          We show only brands whose partnerships we can source. Try another spelling or pick a name from the
          search.
        </p>
      </ViewState>
    );
  }
  if (data.isError || !profile) {
    return (
      <ViewState onBack={onBack} title={name} role="alert">
        <p className="font-semibold text-white">Error loading data.</p>
        <p className="mt-1 text-slate-300">{data.error?.message || 'Unknown error'}</p>
        <button
          type="button"
          className={buttonClass('secondary', 'sm', 'mt-4')}
          onClick={() => window.location.reload()}
        >
          Try again
        </button>
      </ViewState>
    );
  }

  const colour = brandScoreColour(profile.score.overall);
  const score = shownScore(profile);
  const overview = profile.overview;
  const values = overview.runningValues;
  const b = profile.brand;
  // The tabs other than the portfolio read every deal: until the rest of a large portfolio is here,
  // they say so (or why it could not be fetched).
  const whole = (tab: (p: TBrandData) => ReactNode) =>
    full ? tab(full) : <RestPending total={overview.dealsOnFile} error={data.restError} />;
  return (
    <article>
      <ViewHeader
        onBack={onBack}
        title={b.name}
        subtitle={`${b.industry} · ${b.headquarters ?? 'Headquarters not recorded'}`}
        icon={<BrandLogo name={b.name} size="lg" />}
      >
        <div className="flex items-center gap-3">
          <Tooltip
            content={
              score === null
                ? `BaseLine: ${product.product}'s 0-100 health score, computed from the portfolio. ${b.name} has no running deal in our dataset, so there is nothing to score.`
                : `BaseLine: ${product.product}'s 0-100 health score, computed from the portfolio. ${profile.score.basis} ${b.name} reads as ${scoreTier(score)}.`
            }
          >
            <button
              type="button"
              className="rounded-xl text-left"
              aria-label={
                score === null
                  ? `BaseLine: ${NOT_ENOUGH_DATA}: what it means`
                  : `BaseLine score ${score} out of 100: what it means`
              }
            >
              <ScoreBadge label="BaseLine" score={score} colour={colour} />
            </button>
          </Tooltip>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={report.run}
            disabled={report.generating}
          >
            <FileText className="size-4" aria-hidden />
            {report.generating ? 'Generating...' : 'Report'}
          </button>
        </div>
      </ViewHeader>

      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-400">
        <Tooltip content="The latest date a deal on this page was checked against its source. Deals from open data sets are dated by their source's release instead.">
          <span>Last updated {overview.lastChecked ? asOfText(overview.lastChecked) : 'Not available'}</span>
        </Tooltip>
        <Tooltip
          content={`${profile.sourceMix.facts} deals on this page (${profile.counts.active} running, ${profile.counts.past} past): ${sourceMixText(profile.sourceMix)}. Values of the ${values.deals} running deals: ${valueCountsText(values)}.`}
        >
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-emerald-300">
            <ShieldCheck className="size-3.5" aria-hidden />
            {profile.sourceMix.facts
              ? `${profile.sourceMix.highConfidencePercent}% high-confidence facts`
              : 'No sponsorship deals on file'}
          </span>
        </Tooltip>
        <CoverageNote name={b.name} onFile={profile.sourceMix.facts} running={profile.counts.active} />
        {b.group && (
          <span>
            Part of <BrandLink name={b.group} />
          </span>
        )}
        {b.groupMembers.length > 0 && (
          <span>
            Group brands:{' '}
            {b.groupMembers.map((m, i) => (
              <span key={m}>
                {i > 0 && ', '}
                <BrandLink name={m} />
              </span>
            ))}
          </span>
        )}
      </div>

      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <Tooltip
          content={`Sum of the ${values.deals} running deals' annual values: ${valueCountsText(values)} by our value model (range ${formatMoney(profile.spend.low)}-${formatMoney(profile.spend.high)}).`}
        >
          <div>
            <StatTile
              label="Estimated known spend"
              value={profile.spend.deals ? `≈ ${formatMoney(profile.spend.usd)}` : 'Not known'}
              hint={`a year · ${values.deals} running ${values.deals === 1 ? 'deal' : 'deals'}, ${values.reported} with a reported value`}
            />
          </div>
        </Tooltip>
        <StatTile
          label="Properties"
          value={profile.counts.active}
          hint={`active deals · ${profile.counts.past} past`}
        />
        <StatTile
          label="BaseLine"
          value={score ?? NOT_ENOUGH_DATA}
          hint={score === null ? 'no running deal to score' : 'health rating'}
        />
      </div>

      <Tabs.Root value={tab} onValueChange={setTab} className="mt-8">
        <ScrollTabsList value={tab} label={`${b.name} intelligence`}>
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className={tabTriggerClass}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </ScrollTabsList>
        <Tabs.Content value="stackmap" className="mt-6">
          <PortfolioTab
            profile={profile}
            complete={full !== null}
            pending={<RestPending total={overview.dealsOnFile} error={data.restError} />}
          />
        </Tabs.Content>
        <Tabs.Content value="baseline" className="mt-6">
          {whole((p) => (
            <PerformanceTab profile={p} />
          ))}
        </Tabs.Content>
        <Tabs.Content value="campaigns" className="mt-6">
          {whole((p) => (
            <ActivationsTab profile={p} />
          ))}
        </Tabs.Content>
        <Tabs.Content value="intelligence" className="mt-6">
          {whole((p) => (
            <IntelligenceTab profile={p} onRefresh={() => data.refetch()} />
          ))}
        </Tabs.Content>
        <Tabs.Content value="headlines" className="mt-6">
          <HeadlinesTab profile={profile} />
        </Tabs.Content>
        <Tabs.Content value="outreach" className="mt-6">
          <ContactsTab profile={profile} onCompose={() => setOutreachOpen(true)} />
        </Tabs.Content>
      </Tabs.Root>

      <div className="mt-10 flex flex-wrap justify-center gap-3 border-t border-ink-700 pt-6">
        <button type="button" className={buttonClass('secondary')} onClick={() => setOutreachOpen(true)}>
          <Mail className="size-4" aria-hidden />
          Generate Outreach
        </button>
        <ExportButton profile={full} />
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={report.run}
          disabled={report.generating}
        >
          <FileText className="size-4" aria-hidden />
          {report.generating ? 'Generating...' : `${product.product} Report`}
        </button>
      </div>
      {outreachOpen && <OutreachDialog profile={profile} onClose={() => setOutreachOpen(false)} />}
    </article>
  );
}

/** Another brand of the same group, opened in this view. */
function BrandLink({ name }: { name: string }) {
  return (
    <Link
      to={`/search?brand=${encodeURIComponent(name)}`}
      className="text-accent-300 underline-offset-2 hover:underline"
    >
      {name}
    </Link>
  );
}

const formatLabel = { json: 'JSON', csv: 'CSV', xlsx: 'Excel' } as const;

/**
 * Says that the rest of a large portfolio is on its way (with how many deals), or why it could not
 * be fetched.
 */
function RestPending({ total, error }: { total: number; error: Error | null }) {
  if (error)
    return (
      <p role="alert" className="rounded-xl border border-rose-500/40 bg-rose-500/10 p-4 text-rose-100">
        The full portfolio ({total.toLocaleString('en-GB')} deals) could not be loaded: {error.message}.
        Reload the page to try again.
      </p>
    );
  return (
    <p role="status" className="rounded-xl border border-ink-700 bg-ink-850 p-4 text-slate-300">
      Loading all {total.toLocaleString('en-GB')} deals...
    </p>
  );
}

/**
 * Downloads the portfolio and metrics in the format chosen in Account Settings (JSON by default):
 * every deal, so it waits (disabled) until the whole portfolio is here.
 */
function ExportButton({ profile }: { profile: TBrandProfile | null }) {
  const { user } = useAuth();
  const settings = useSettings(user?.id ?? '');
  const [busy, setBusy] = useState(false);
  const format = settings.data?.dataExportFormat ?? 'json';
  const run = async () => {
    if (!profile) return;
    setBusy(true);
    try {
      download(await buildExport(profile, format));
      toast({
        title: 'Export ready',
        description: `${profile.brand.name} portfolio saved as ${formatLabel[format]}.`,
      });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Export failed',
        description: 'The file could not be created. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={buttonClass('secondary')}
      onClick={run}
      disabled={busy || settings.isPending || !profile}
      title={profile ? undefined : 'Available once every deal is loaded'}
    >
      <Download className="size-4" aria-hidden />
      Export ({formatLabel[format]})
    </button>
  );
}
