import { UserRound } from 'lucide-react';
import { useDeferredValue } from 'react';
import type { TDeal } from '../../../core/contract/profile';
import { isRunning } from '../../../core/contract/profile';
import { dealRole, valueBasis, valueFigure, valueKindLabel } from '../../../core/format/deal';
import { formatMoney } from '../../../core/format/money';
import { renewalRisk } from '../../../core/intelligence/panels';
import { brandScoreColour } from '../../../core/intelligence/score';
import { Tooltip } from '../../ui/tooltip';
import { CoverageNote } from './CoverageNote';
import { useAthlete } from './data/use-athlete';
import { ScoreBadge } from './ScoreBadge';
import { type EntityViewProps, StatTile, ViewHeader, ViewState } from './ViewHeader';

function SponsorRow({ d, onOpenBrand }: { d: TDeal; onOpenBrand(name: string): void }) {
  return (
    <li className="grid gap-0.5 border-t border-ink-700 py-2 first:border-t-0">
      <span className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => onOpenBrand(d.brand)}
          className="text-left font-semibold text-accent-300 underline-offset-2 hover:underline"
        >
          {d.brand}
        </button>
        <span className="text-sm text-white" title={valueBasis(d.value)}>
          {valueFigure(d.value)} a year
        </span>
      </span>
      <span className="text-sm text-slate-400">
        {dealRole(d)} · {d.contract.label} · {valueKindLabel(d.value)}
      </span>
    </li>
  );
}

/** One athlete (spec 02 section 2.4), looked up by name with limit 1. */
export default function AthleteView({ name, onBack, onOpenBrand }: EntityViewProps) {
  // Drawn in a transition, in slices (as the brand view).
  const lookup = useDeferredValue(useAthlete(name));
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
  const running = a.sponsors.filter((d) => isRunning(d));
  const past = a.sponsors.filter((d) => !isRunning(d));
  const v = a.endorsementValue;
  const risk = renewalRisk(a.sponsors);
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
        <Tooltip content={`Partner score from ${a.score.inputs}.`}>
          <button
            type="button"
            className="rounded-xl"
            aria-label={`SponsorscopeScore ${a.score.overall}: ${a.score.inputs}`}
          >
            <ScoreBadge
              label="SponsorscopeScore"
              score={a.score.overall}
              colour={brandScoreColour(a.score.overall)}
            />
          </button>
        </Tooltip>
      </ViewHeader>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <CoverageNote name={a.fullName} onFile={a.sponsors.length} running={running.length} />
      </div>

      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile
          label="Market value"
          value="Not available"
          hint={`We hold no transfer or market valuation of ${a.fullName}.`}
        />
        <StatTile
          label="World ranking"
          value="Not available"
          hint={`We hold no ${a.sport.toLowerCase()} ranking data.`}
        />
        <StatTile
          label="Estimated endorsement income"
          value={running.length ? `${v.estimated ? '≈ ' : ''}${formatMoney(v.usd)}` : 'Not known'}
          hint={`a year · sum of ${v.reported} reported and ${v.estimated} estimated values`}
        />
        <StatTile
          label="Risk level"
          value={risk ? risk.level : 'Not available'}
          hint={
            risk
              ? `Renewal exposure: ${risk.exposed} of ${risk.considered} ${risk.considered === 1 ? 'endorsement' : 'endorsements'} ending within a year or unconfirmed.`
              : 'No endorsement on record to read renewal exposure from.'
          }
        />
        <StatTile label="Brand partners" value={running.length} hint={`running · ${past.length} past`} />
        <StatTile label="Born" value={a.birthYear ?? 'Not known'} />
        <StatTile label="Team" value={a.currentTeam ?? 'Not known'} />
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
          {running.length === 0 ? (
            <p className="mt-2 text-slate-400">No sponsors recorded.</p>
          ) : (
            <ul className="mt-3">
              {running.map((d) => (
                <SponsorRow key={d.id} d={d} onOpenBrand={onOpenBrand} />
              ))}
            </ul>
          )}
          {past.length > 0 && (
            <>
              <h3 className="mt-4 text-sm font-semibold text-white">Past sponsors</h3>
              <ul className="mt-1">
                {past.map((d) => (
                  <SponsorRow key={d.id} d={d} onOpenBrand={onOpenBrand} />
                ))}
              </ul>
            </>
          )}
        </section>

        <section aria-labelledby="social" className="rounded-2xl border border-ink-700 bg-ink-850 p-5">
          <h2 id="social" className="font-semibold text-white">
            Social media reach
          </h2>
          <p className="mt-2 text-slate-300">Not available.</p>
          <p className="mt-1 text-sm text-slate-400">
            We hold no checked follower or engagement figures for {a.fullName}, so we show none.
          </p>
        </section>
      </div>

      <section aria-labelledby="commercial" className="mt-6 rounded-2xl border border-ink-700 bg-ink-850 p-5">
        <h2 id="commercial" className="font-semibold text-white">
          Commercial intelligence
        </h2>
        <p className="mt-2 text-slate-300">{a.insights.brandFitSummary}</p>
        {a.insights.sponsorshipGaps.length > 0 && (
          <>
            <h3 className="mt-4 text-sm font-semibold text-white">Categories with no running deal</h3>
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-300">
              {a.insights.sponsorshipGaps.map((g) => (
                <li key={g}>{g}</li>
              ))}
            </ul>
          </>
        )}
        <p className="mt-4 text-xs text-slate-400">
          Source: {a.sourceName} ({a.source}). Endorsement values are reported (with their publisher) or
          estimated by our value model.
        </p>
      </section>
    </article>
  );
}
