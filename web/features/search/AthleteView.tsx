import { UserRound } from 'lucide-react';
import { formatMoney } from '../../../core/format/money';
import { brandScoreColour } from '../../../core/intelligence/score';
import { useAthlete } from './api';
import { ScoreBadge } from './ScoreBadge';
import { type EntityViewProps, StatTile, ViewHeader, ViewState } from './ViewHeader';

const riskColour = { Low: 'text-emerald-300', Medium: 'text-amber-300', High: 'text-red-300' } as const;

/** One athlete (spec 02 section 2.4), looked up by name with limit 1. */
export default function AthleteView({ name, onBack, onOpenBrand }: EntityViewProps) {
  const lookup = useAthlete(name);
  if (lookup.isPending) {
    return (
      <ViewState onBack={onBack} title={name}>
        <p className="text-slate-200">Loading {name}...</p>
      </ViewState>
    );
  }
  const a = lookup.data;
  if (!a) {
    return (
      <ViewState onBack={onBack} title={name}>
        <p className="font-semibold text-white">No athlete found for “{name}”.</p>
        <p className="mt-1 text-slate-300">Check the spelling or pick a name from Search Talent.</p>
      </ViewState>
    );
  }
  const modelled = new Set(a.modelledFields);
  const mark = (field: string) => (modelled.has(field) ? ' (modelled)' : '');
  return (
    <article>
      <ViewHeader
        onBack={onBack}
        title={a.fullName}
        subtitle={[a.sport, a.currentTeam, a.nationality].filter(Boolean).join(' · ')}
        icon={
          <span className="inline-flex size-16 items-center justify-center rounded-xl bg-ink-800">
            <UserRound className="size-8 text-accent-400" aria-hidden />
          </span>
        }
      >
        <ScoreBadge
          label="SponsorscopeScore"
          score={a.sponsorscopeScore}
          colour={brandScoreColour(a.sponsorscopeScore)}
        />
      </ViewHeader>

      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile
          label="Market value"
          value={formatMoney(a.marketValue)}
          hint={mark('marketValue') ? 'modelled' : undefined}
        />
        <StatTile label="World ranking" value={`#${a.worldRanking}`} />
        <StatTile
          label="Endorsement income"
          value={formatMoney(a.estimatedEndorsementIncome)}
          hint="estimated, per year"
        />
        <StatTile label="Risk level" value={<span className={riskColour[a.riskLevel]}>{a.riskLevel}</span>} />
      </div>

      <section aria-labelledby="career" className="mt-8 rounded-2xl border border-ink-700 bg-ink-850 p-5">
        <h2 id="career" className="font-semibold text-white">
          Career summary
        </h2>
        <p className="mt-2 text-slate-300">{a.careerSummary}</p>
        {a.position && <p className="mt-1 text-sm text-slate-400">Position: {a.position}</p>}
      </section>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="sponsors" className="rounded-2xl border border-ink-700 bg-ink-850 p-5">
          <h2 id="sponsors" className="font-semibold text-white">
            Current sponsors
          </h2>
          {a.sponsors.length === 0 ? (
            <p className="mt-2 text-slate-400">No sponsors recorded.</p>
          ) : (
            <ul className="mt-3 grid gap-2">
              {a.sponsors.map((s) => (
                <li key={s.sponsorName} className="flex items-center justify-between gap-3">
                  <button
                    type="button"
                    onClick={() => onOpenBrand(s.sponsorName)}
                    className="text-left font-semibold text-accent-300 underline-offset-2 hover:underline"
                  >
                    {s.sponsorName}
                  </button>
                  <span className="text-sm text-slate-400">
                    {s.sponsorCategory} · {formatMoney(s.dealValue)} · {s.isActive ? 'active' : 'ended'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="social" className="rounded-2xl border border-ink-700 bg-ink-850 p-5">
          <h2 id="social" className="font-semibold text-white">
            Social media reach
          </h2>
          <table className="mt-3 w-full text-sm">
            <thead className="text-left text-slate-400">
              <tr>
                <th className="py-1 font-medium">Platform</th>
                <th className="py-1 font-medium">Followers</th>
                <th className="py-1 font-medium">Engagement</th>
                <th className="py-1 font-medium">3-month growth</th>
              </tr>
            </thead>
            <tbody className="text-slate-200">
              {a.socialMetrics.map((m) => (
                <tr key={m.platform} className="border-t border-ink-700">
                  <td className="py-1.5 capitalize">{m.platform}</td>
                  <td>{formatMoney(m.followers, '')}</td>
                  <td>{m.engagementRate}%</td>
                  <td>{m.growth3Months}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>

      <section aria-labelledby="commercial" className="mt-6 rounded-2xl border border-ink-700 bg-ink-850 p-5">
        <h2 id="commercial" className="font-semibold text-white">
          Commercial intelligence
        </h2>
        <p className="mt-2 text-slate-300">{a.insights.brandFitSummary}</p>
        <p className="mt-2 text-slate-300">Commercial potential: {a.insights.commercialPotential}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {a.insights.creativeTags.map((t) => (
            <span key={t} className="rounded-full bg-ink-800 px-3 py-1 text-xs text-slate-200">
              {t}
            </span>
          ))}
        </div>
        {a.insights.sponsorshipGaps.length > 0 && (
          <>
            <h3 className="mt-4 text-sm font-semibold text-white">Sponsorship gaps</h3>
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-300">
              {a.insights.sponsorshipGaps.map((g) => (
                <li key={g}>{g}</li>
              ))}
            </ul>
          </>
        )}
        <p className="mt-4 text-xs text-slate-400">
          Source: {a.sourceName} ({a.source}). Modelled figures: {a.modelledFields.join(', ') || 'none'}.
        </p>
      </section>
    </article>
  );
}
