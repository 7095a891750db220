import { ExternalLink, Mail } from 'lucide-react';
import type { TBrandProfile } from '../../../../core/contract/profile';
import { isRunning } from '../../../../core/contract/profile';
import { dealFamily } from '../../../../core/intelligence/engine/classify';
import { campaignsFor, dealStartsByYear, talkingPoints } from '../../../../core/intelligence/panels';
import { metricDefinitions, metricNames } from '../../../../core/intelligence/score';
import {
  metricInputs,
  NOT_ENOUGH_DATA,
  scoreText,
  shownCompetitorScore,
  shownScore,
} from '../../../../core/widgets/figures';
import { buttonClass } from '../../../ui/button';
import { card } from '../../../ui/card';
import { LazyBarsChart } from '../../../ui/lazy-charts';

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

export function PerformanceTab({ profile }: { profile: TBrandProfile }) {
  const m = profile.score.metrics;
  const sorted = metricNames.map((n) => [n, m[n].value] as const).sort((a, b) => b[1] - a[1]);
  const rivals = profile.competitors.filter((c) => shownCompetitorScore(c) !== null);
  const rivalAverage = rivals.length
    ? Math.round(rivals.reduce((s, c) => s + c.score, 0) / rivals.length)
    : null;
  const score = shownScore(profile);
  if (score === null)
    return (
      <section aria-labelledby="metrics" className={card}>
        <h2 id="metrics" className="font-semibold text-white">
          Overall score: {NOT_ENOUGH_DATA}
        </h2>
        <p className="mt-1 text-sm text-slate-400">
          {profile.brand.name} has no running deal in our dataset, so the BaseLine and its metrics have
          nothing to measure.
        </p>
      </section>
    );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="metrics" className={card}>
        <h2 id="metrics" className="font-semibold text-white">
          Overall score: {scoreText(score)}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{profile.score.basis}</p>
        <div className="mt-4 grid gap-3">
          {metricNames.map((n) => (
            <Bar key={n} label={cap(n)} value={m[n].value} />
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
                {cap(n)} {m[n].value}/100 from: {metricInputs(profile, n)}.
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="deal-starts" className={`${card} lg:col-span-2`}>
        <h2 id="deal-starts" className="font-semibold text-white">
          Deals started per year
        </h2>
        <p className="mt-1 text-sm text-slate-400">
          From the start years in our dataset; the BaseLine has no history yet.
        </p>
        <div className="mt-3">
          <LazyBarsChart
            label={`Deals ${profile.brand.name} started per year`}
            data={dealStartsByYear(profile).map((d) => ({ name: d.year, value: d.deals }))}
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
            {rivalAverage === null
              ? 'No competitor of the same category in our dataset to compare with.'
              : `Its ${rivals.length} closest competitors average ${rivalAverage}/100 (${rivals.map((c) => c.name).join(', ')}).`}
          </p>
        </section>
      </div>
    </div>
  );
}

/** Running deals per kind of activation right (from the deal types). */
function rightsByRole(profile: TBrandProfile) {
  const groups: [string, string[]][] = [
    ['Kit and shirt', ['kit', 'shirt', 'secondary', 'patch']],
    ['Title and naming rights', ['title', 'naming']],
    ['Official partner roles', ['principal', 'official', 'supplier', 'technical']],
    ['Athlete endorsements', ['endorsement']],
  ];
  const running = profile.deals.filter((d) => isRunning(d));
  return groups.map(([label, families]) => ({
    label,
    value: running.filter((d) => families.includes(dealFamily(d.type))).length,
  }));
}

const confidenceStyle = {
  Verified: 'bg-emerald-500/15 text-emerald-300',
  High: 'bg-sky-500/15 text-sky-300',
  Illustrative: 'bg-amber-500/15 text-amber-200',
} as const;

export function ActivationsTab({ profile }: { profile: TBrandProfile }) {
  const campaigns = campaignsFor(profile);
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
        <section aria-labelledby="activation-rights" className={card}>
          <h2 id="activation-rights" className="font-semibold text-white">
            Activation rights by role
          </h2>
          <dl className="mt-3 grid gap-2 text-sm">
            {rightsByRole(profile).map((r) => (
              <div key={r.label} className="flex justify-between">
                <dt className="text-slate-300">{r.label}</dt>
                <dd className="font-semibold text-white">{r.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-slate-400">Running deals, by the role in each contract.</p>
        </section>
        <section aria-labelledby="transparency" className={card}>
          <h2 id="transparency" className="font-semibold text-white">
            Source transparency
          </h2>
          <p className="mt-2 text-sm text-slate-300">
            Partnerships come from open data sets (verified) or our curated list, each with its citation.
            Campaigns marked Illustrative show what a deal allows; they claim no campaign and no result.
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

export function HeadlinesTab({ profile }: { profile: TBrandProfile }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {headlineLists.map(([key, title]) => (
        <section key={key} aria-labelledby={`headlines-${key}`} className={card}>
          <h2 id={`headlines-${key}`} className="font-semibold text-white">
            {title}
          </h2>
          {profile.headlines[key].length === 0 ? (
            <p className="mt-2 text-sm text-slate-400">Nothing to report yet.</p>
          ) : (
            <ul className="mt-2 list-disc pl-5 text-sm text-slate-300">
              {profile.headlines[key].map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

export function ContactsTab({ profile, onCompose }: { profile: TBrandProfile; onCompose(): void }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="contacts" className={card}>
        <h2 id="contacts" className="font-semibold text-white">
          Key contacts
        </h2>
        <p className="mt-2 text-sm text-slate-300">
          No named contacts are on file for {profile.brand.name}. Write to the brand’s partnerships or
          marketing team through its official channels.
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-400">Industry</dt>
            <dd className="text-white">{profile.brand.industry}</dd>
          </div>
          <div>
            <dt className="text-slate-400">BaseLine</dt>
            <dd className="text-white">{scoreText(shownScore(profile))}</dd>
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
          {talkingPoints(profile.score).map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
