import { Trophy } from 'lucide-react';
import { competitionFigures, sponsorSplit } from '../../../core/intelligence/rights-holder';
import { buttonClass } from '../../ui/button';
import { useRightsHolder } from './api';
import { BrandLogo } from './BrandLogo';
import { type EntityViewProps, StatTile, ViewHeader, ViewState } from './ViewHeader';

/** A competition's sponsors and its Competition Intelligence (spec 02 section 2.3). */
export default function RightsHolderView({ name, onBack, onOpenBrand }: EntityViewProps) {
  const holder = useRightsHolder(name);
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
  const figures = competitionFigures(data.name);
  const split = sponsorSplit(data.intelligence.activeSponsors);
  const sponsors = [...new Map(data.sponsors.map((s) => [s.brand, s])).values()];
  return (
    <article>
      <ViewHeader
        onBack={onBack}
        title={data.name}
        subtitle={`${data.kind[0]!.toUpperCase() + data.kind.slice(1)} · ${data.sport} · ${data.region}`}
        icon={
          <span className="inline-flex size-16 items-center justify-center rounded-xl bg-ink-800">
            <Trophy className="size-8 text-accent-400" aria-hidden />
          </span>
        }
      />

      <section aria-labelledby="competition-intelligence" className="mt-8">
        <h2 id="competition-intelligence" className="text-xl font-bold text-white">
          Competition Intelligence
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <StatTile label="Active sponsors" value={data.intelligence.activeSponsors} />
          <StatTile label="Global audience" value={figures.audience} />
          <StatTile label="Sponsorship value" value={figures.value} />
        </div>
      </section>

      <section aria-labelledby="sponsors" className="mt-8">
        <h2 id="sponsors" className="text-xl font-bold text-white">
          Sponsors
        </h2>
        {sponsors.length === 0 ? (
          <p className="mt-3 text-slate-400">No sponsors recorded for {data.name} yet.</p>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {sponsors.map((s) => (
              <li key={s.brand}>
                <button
                  type="button"
                  onClick={() => onOpenBrand(s.brand)}
                  className="flex h-full w-full items-center gap-3 rounded-xl border border-ink-700 bg-ink-850 p-4 text-left hover:border-accent-400/60"
                >
                  <BrandLogo name={s.brand} size="sm" />
                  <span className="min-w-0">
                    <span className="block font-semibold text-white">{s.brand}</span>
                    <span className="block truncate text-sm text-slate-400">
                      {s.type} · {s.industry}
                      {s.via !== data.name ? ` · via ${s.via}` : ''}
                      {s.active ? '' : ` · ended${s.endYear ? ` ${s.endYear}` : ''}`}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
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
            ['Title partners (15%)', split.title],
            ['Official partners (35%)', split.official],
            ['Regional sponsors (50%)', split.regional],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-400">{label}</dt>
              <dd className="text-2xl font-bold text-white">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </article>
  );
}
