import { Trophy } from 'lucide-react';
import { useDeferredValue } from 'react';
import { isRunning } from '../../../core/contract/profile';
import { dealRole, valueBasis, valueText } from '../../../core/format/deal';
import { formatMoney } from '../../../core/format/money';
import { brandScoreColour } from '../../../core/intelligence/score';
import { buttonClass } from '../../ui/button';
import { BrandLogo } from './BrandLogo';
import { EvidenceList } from './brand/DealEvidence';
import { CoverageNote } from './CoverageNote';
import { useRightsHolder } from './data/use-rights-holder';
import { ScoreBadge } from './ScoreBadge';
import { type EntityViewProps, StatTile, ViewHeader, ViewState } from './ViewHeader';

/** A competition's sponsors and its Competition Intelligence (spec 02 section 2.3). */
export default function RightsHolderView({ name, onBack, onOpenBrand }: EntityViewProps) {
  // Drawn in a transition, in slices (as the brand view).
  const holder = useDeferredValue(useRightsHolder(name));
  const title = holder.data?.name ?? name;

  if (holder.isPending) {
    return (
      <ViewState onBack={onBack} title={title}>
        <p className="text-slate-200">Loading {name}...</p>
      </ViewState>
    );
  }
  if (holder.isError) {
    return (
      <ViewState onBack={onBack} title={title} role="alert">
        <p className="font-semibold text-white">Error loading data.</p>
        <p className="mt-1 text-slate-300">{holder.error.message || 'Unknown error'}</p>
        <button
          type="button"
          className={buttonClass('secondary', 'sm', 'mt-4')}
          onClick={() => holder.refetch()}
        >
          Try again
        </button>
      </ViewState>
    );
  }
  if (!holder.data) {
    return (
      <ViewState onBack={onBack} title={title}>
        <p className="font-semibold text-white">No partners found for “{name}”.</p>
        <p className="mt-1 text-slate-300">Try another competition, league or team from the search.</p>
      </ViewState>
    );
  }

  const data = holder.data;
  const value = data.intelligence.sponsorshipValue;
  const split = data.intelligence.split;
  const running = data.sponsors.filter((d) => isRunning(d));
  const past = data.sponsors.filter((d) => !isRunning(d));
  const card = (s: (typeof data.sponsors)[number]) => (
    <li key={s.id} className="min-w-0 rounded-xl border border-ink-700 bg-ink-850 hover:border-accent-400/60">
      <button
        type="button"
        onClick={() => onOpenBrand(s.brand)}
        className="flex w-full items-center gap-3 rounded-xl p-4 text-left"
      >
        <BrandLogo name={s.brand} size="sm" />
        <span className="min-w-0">
          <span className="block font-semibold break-words text-white">{s.brand}</span>
          <span className="block text-sm break-words text-slate-400">
            {dealRole(s)}
            {s.partner !== data.name ? ` · via ${s.partner}` : ''} · {s.contract.label}
          </span>
          <span className="block text-sm text-slate-300" title={valueBasis(s.value)}>
            {valueText(s.value)}
          </span>
        </span>
      </button>
      {s.evidence.length > 0 && (
        <div className="px-4 pb-3">
          <EvidenceList pages={s.evidence} label={`Pages that state ${s.brand}'s deal`} />
        </div>
      )}
    </li>
  );
  return (
    <article>
      <ViewHeader
        onBack={onBack}
        title={data.name}
        subtitle={`${data.kind[0]!.toUpperCase() + data.kind.slice(1)} · ${data.sport} · ${data.region}${
          data.related.length ? ` · ${data.related.slice(0, 3).join(', ')}` : ''
        }`}
        icon={
          <span className="inline-flex size-16 items-center justify-center rounded-xl bg-ink-800">
            <Trophy className="size-8 text-accent-400" aria-hidden />
          </span>
        }
      >
        <span title={`Partner score from ${data.intelligence.score.inputs}`}>
          <ScoreBadge
            label="Partner score"
            score={data.intelligence.score.overall}
            colour={brandScoreColour(data.intelligence.score.overall)}
          />
        </span>
      </ViewHeader>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <CoverageNote name={data.name} onFile={data.sponsors.length} running={running.length} />
      </div>

      <section aria-labelledby="competition-intelligence" className="mt-8">
        <h2 id="competition-intelligence" className="text-xl font-bold text-white">
          Competition Intelligence
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <StatTile label="Active sponsors" value={data.intelligence.activeSponsors} />
          <StatTile label="Global audience" value="Not known" hint="no checked audience figure" />
          <StatTile
            label="Sponsorship value"
            value={running.length ? `${value.estimated ? '≈ ' : ''}${formatMoney(value.usd)}` : 'Not known'}
            hint={`a year · sum of ${value.reported} reported and ${value.estimated} estimated values`}
          />
        </div>
      </section>

      <section aria-labelledby="sponsors" className="mt-8">
        <h2 id="sponsors" className="text-xl font-bold text-white">
          Sponsors
        </h2>
        {running.length === 0 ? (
          <p className="mt-3 text-slate-400">No sponsors recorded for {data.name} yet.</p>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{running.map(card)}</ul>
        )}
        {past.length > 0 && (
          <>
            <h3 className="mt-6 font-semibold text-white">Past partnerships</h3>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{past.map(card)}</ul>
          </>
        )}
      </section>

      <section
        aria-labelledby="competition-insights"
        className="mt-8 rounded-2xl border border-ink-700 bg-ink-850 p-5"
      >
        <h2 id="competition-insights" className="font-semibold text-white">
          Competition Insights
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          {[
            ['Headline partners (kit, shirt, title, naming)', split.headline],
            ['Official partners', split.official],
            ['Suppliers', split.suppliers],
          ].map(([label, n]) => (
            <div key={label}>
              <dt className="text-sm text-slate-400">{label}</dt>
              <dd className="text-2xl font-bold text-white">{n}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-slate-400">Running deals by role. Source: {data.sourceName}.</p>
      </section>
    </article>
  );
}
