import { ExternalLink, Mail } from 'lucide-react';
import {
  campaignsFor,
  guessedCmoEmail,
  scoreTrend,
  talkingPoints,
} from '../../../../core/intelligence/panels';
import type { BrandProfile } from '../../../../core/intelligence/profile';
import { explainMetric, metricDefinitions, metricNames } from '../../../../core/intelligence/score';
import { buttonClass } from '../../../ui/button';
import { card } from '../../../ui/card';
import { LazyLineChart } from '../../../ui/lazy-charts';

export const INDUSTRY_AVERAGE = 72;
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

function Bar({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="text-slate-200">{label}</span>
        <span className="font-semibold text-white">{value}/100</span>
      </div>
      <div className="mt-1 h-2 rounded-full bg-ink-700" aria-hidden>
        <div className="h-2 rounded-full bg-accent-400" style={{ width: `${Math.min(100, value)}%` }} />
      </div>
    </div>
  );
}

export function PerformanceTab({ profile }: { profile: BrandProfile }) {
  const m = profile.baselineMetrics;
  const sorted = metricNames.map((n) => [n, m[n]] as const).sort((a, b) => b[1] - a[1]);
  const sports = new Set(profile.activePartnerships.map((p) => p.sport)).size;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="metrics" className={card}>
        <h2 id="metrics" className="font-semibold text-white">
          Overall score: {profile.baselineScore}/100
        </h2>
        <div className="mt-4 grid gap-3">
          {metricNames.map((n) => (
            <Bar key={n} label={cap(n)} value={m[n]} />
          ))}
        </div>
      </section>
      <section aria-labelledby="definitions" className={card}>
        <h2 id="definitions" className="font-semibold text-white">
          What the metrics mean
        </h2>
        <dl className="mt-3 grid gap-3 text-sm">
          {metricNames.map((n) => (
            <div key={n}>
              <dt className="font-semibold text-slate-100">{cap(n)}</dt>
              <dd className="text-slate-300">{metricDefinitions[n]}</dd>
              <dd className="mt-0.5 text-slate-400">
                {explainMetric(n, m[n], { properties: profile.activePartnerships.length, sports })}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="score-trend" className={`${card} lg:col-span-2`}>
        <h2 id="score-trend" className="font-semibold text-white">
          BaseLine trend (modelled)
        </h2>
        <div className="mt-3">
          <LazyLineChart
            label="BaseLine score over the last six months"
            data={scoreTrend(profile.name, profile.baselineScore)}
            xKey="month"
            yKey="score"
            domain={[50, 100]}
          />
        </div>
      </section>
      <div className="grid gap-4 sm:grid-cols-3 lg:col-span-2">
        <section className={card}>
          <h3 className="font-semibold text-emerald-300">Strength</h3>
          <p className="mt-1 text-sm text-slate-300">
            {cap(sorted[0]![0])} leads the profile at {sorted[0]![1]}/100.
          </p>
        </section>
        <section className={card}>
          <h3 className="font-semibold text-amber-300">Opportunity</h3>
          <p className="mt-1 text-sm text-slate-300">
            {cap(sorted[4]![0])} trails at {sorted[4]![1]}/100: the quickest gain.
          </p>
        </section>
        <section className={card}>
          <h3 className="font-semibold text-sky-300">Benchmark</h3>
          <p className="mt-1 text-sm text-slate-300">
            {profile.baselineScore > INDUSTRY_AVERAGE
              ? `Above the industry average of ${INDUSTRY_AVERAGE}.`
              : `At or below the industry average of ${INDUSTRY_AVERAGE}.`}
          </p>
        </section>
      </div>
    </div>
  );
}

export const CONTENT_PERFORMANCE = [
  { label: 'Video', value: 74 },
  { label: 'Athlete-led social', value: 89 },
  { label: 'Static imagery', value: 67 },
];

const confidenceStyle = {
  Verified: 'bg-emerald-500/15 text-emerald-300',
  High: 'bg-sky-500/15 text-sky-300',
  Modelled: 'bg-amber-500/15 text-amber-200',
} as const;

export function ActivationsTab({ profile }: { profile: BrandProfile }) {
  const campaigns = campaignsFor(
    profile.name,
    profile.activePartnerships.map((p) => p.propertyName),
  );
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="campaigns" className={card}>
        <h2 id="campaigns" className="font-semibold text-white">
          Recent Campaigns (Last 12 Months)
        </h2>
        <ul className="mt-4 grid gap-4">
          {campaigns.map((c) => (
            <li key={c.title} className="rounded-xl border border-ink-700 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-white">{c.title}</h3>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${confidenceStyle[c.confidence]}`}
                >
                  {c.confidence}
                </span>
              </div>
              <p className="text-sm text-slate-400">{c.date}</p>
              <p className="mt-2 text-sm text-slate-300">{c.description}</p>
              <p className="mt-2 text-sm text-slate-300">
                {c.engagement} · Source: {c.source}
              </p>
              {c.link && (
                <a
                  href={c.link}
                  target="_blank"
                  rel="noreferrer"
                  className="mt-1 inline-flex items-center gap-1 text-sm text-accent-300"
                >
                  View campaign <ExternalLink className="size-3.5" aria-hidden />
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>
      <div className="grid content-start gap-6">
        <section aria-labelledby="content-performance" className={card}>
          <h2 id="content-performance" className="font-semibold text-white">
            Content performance
          </h2>
          <div className="mt-3 grid gap-3">
            {CONTENT_PERFORMANCE.map((c) => (
              <Bar key={c.label} label={c.label} value={c.value} />
            ))}
          </div>
        </section>
        <section aria-labelledby="transparency" className={card}>
          <h2 id="transparency" className="font-semibold text-white">
            Source transparency
          </h2>
          <p className="mt-2 text-sm text-slate-300">
            Partnerships come from open data sets (verified) or our curated list; figures without a public
            source are modelled and marked so. Campaigns marked Modelled are illustrations built from the
            brand's partners.
          </p>
        </section>
      </div>
    </div>
  );
}

const headlineLists = [
  ['topPerforming', 'Top Performing'],
  ['missedOpportunities', 'Missed Opportunities'],
  ['signatureMoves', 'Signature Moves'],
  ['commonThemes', 'Common Themes'],
] as const;

export function HeadlinesTab({ profile }: { profile: BrandProfile }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {headlineLists.map(([key, title]) => (
        <section key={key} aria-labelledby={`headlines-${key}`} className={card}>
          <h2 id={`headlines-${key}`} className="font-semibold text-white">
            {title}
          </h2>
          {profile.keyHeadlines[key].length === 0 ? (
            <p className="mt-2 text-sm text-slate-400">Nothing to report yet.</p>
          ) : (
            <ul className="mt-2 list-disc pl-5 text-sm text-slate-300">
              {profile.keyHeadlines[key].map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

export function ContactsTab({ profile, onCompose }: { profile: BrandProfile; onCompose(): void }) {
  const email = guessedCmoEmail(profile.name);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="contacts" className={card}>
        <h2 id="contacts" className="font-semibold text-white">
          Key contacts
        </h2>
        <p className="mt-2 text-sm text-slate-300">
          No named contacts are on file for {profile.name}. A likely address for the marketing lead:
        </p>
        <p className="mt-2 font-mono text-accent-300">{email}</p>
        <p className="mt-1 text-xs text-slate-400">Guessed from the brand's name; check it before sending.</p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-400">Industry</dt>
            <dd className="text-white">{profile.industry}</dd>
          </div>
          <div>
            <dt className="text-slate-400">BaseLine</dt>
            <dd className="text-white">{profile.baselineScore}/100</dd>
          </div>
        </dl>
        <button type="button" className={buttonClass('primary', 'md', 'mt-5')} onClick={onCompose}>
          <Mail className="size-4" aria-hidden />
          Generate Outreach Email
        </button>
      </section>
      <section aria-labelledby="talking-points" className={card}>
        <h2 id="talking-points" className="font-semibold text-white">
          Key Talking Points
        </h2>
        <ol className="mt-2 list-decimal pl-5 text-sm text-slate-300">
          {talkingPoints(profile.baselineMetrics).map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
