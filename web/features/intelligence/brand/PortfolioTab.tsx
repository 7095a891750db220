import { ChevronDown } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import type { TBrandData } from '../../../../core/contract/intelligence';
import type { TDeal } from '../../../../core/contract/profile';
import { isRunning } from '../../../../core/contract/profile';
import { dealRole, sourceText, valueBasis, valueFigure, valueKindLabel } from '../../../../core/format/deal';
import { matchesRegion, matchesSport } from '../../../../core/intelligence/properties';
import { buttonClass } from '../../../ui/button';
import { DealEvidence } from './DealEvidence';

type Kind = TDeal['partnerKind'];
const tiles: { kind: Kind; label: string }[] = [
  { kind: 'team', label: 'Teams' },
  { kind: 'athlete', label: 'Athletes' },
  { kind: 'event', label: 'Events' },
  { kind: 'league', label: 'Leagues' },
  { kind: 'federation', label: 'Federations' },
];
const regionFilters = ['all', 'global', 'uk', 'us', 'europe', 'asia'] as const;

export const TIER_MEANING = {
  Premium: 'A headline role (kit, shirt, title, naming rights, endorsement) with a top-class partner',
  Standard: 'Any other role, or a partner outside the top class',
} as const;

/**
 * Portfolio: sport and region filters, five tiles of running deals, the deal cards, and past
 * partnerships. Until every deal of a large portfolio is here (`complete`), the tiles and counts come
 * from the overview, the filters wait, and a list shows the deals in hand with `pending` after them.
 */
export function PortfolioTab({
  profile,
  complete = true,
  pending = null,
}: {
  profile: TBrandData;
  complete?: boolean;
  pending?: ReactNode;
}) {
  const [sport, setSport] = useState<string>('all');
  const [region, setRegion] = useState<string>('all');
  const [openTile, setOpenTile] = useState<Kind | null>(null);
  const [showPast, setShowPast] = useState(false);
  const sports = useMemo(() => ['all', ...profile.overview.sports], [profile.overview.sports]);
  const visible = profile.deals.filter(
    (d) => matchesSport(d.sport, sport) && matchesRegion(d.region, region),
  );
  const running = visible.filter((d) => isRunning(d));
  const past = visible.filter((d) => !isRunning(d));
  const filtered = sport !== 'all' || region !== 'all';
  const open = openTile ? running.filter((d) => d.partnerKind === openTile) : [];
  const tileCount = (kind: Kind) =>
    complete ? running.filter((d) => d.partnerKind === kind).length : profile.overview.runningByKind[kind];

  return (
    <section aria-label="Portfolio">
      <div className="flex flex-wrap items-end gap-4">
        <FilterSelect label="Sport" value={sport} options={sports} onChange={setSport} disabled={!complete} />
        <FilterSelect
          label="Region"
          value={region}
          options={regionFilters}
          onChange={setRegion}
          disabled={!complete}
        />
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          onClick={() => {
            setSport('all');
            setRegion('all');
          }}
          disabled={!filtered}
        >
          Clear
        </button>
      </div>

      <div className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {tiles.map((t) => (
          <button
            key={t.kind}
            type="button"
            aria-expanded={openTile === t.kind}
            onClick={() => setOpenTile(openTile === t.kind ? null : t.kind)}
            className={`rounded-xl border p-4 text-left transition-colors ${
              openTile === t.kind
                ? 'border-accent-400 bg-ink-800'
                : 'border-ink-700 bg-ink-850 hover:border-accent-400/60'
            }`}
          >
            <span className="block text-2xl font-bold text-white">{tileCount(t.kind)}</span>
            <span className="text-sm text-slate-300">{t.label}</span>
          </button>
        ))}
      </div>
      <p className="mt-2 text-xs text-slate-400">
        Active deals by kind of partner; a tile lists them. Deals not confirmed for 18 months are listed with
        the past ones.
      </p>

      {openTile && (
        <DealList
          label={`${tiles.find((t) => t.kind === openTile)!.label} in the portfolio`}
          empty={`No active ${tiles.find((t) => t.kind === openTile)!.label.toLowerCase()} deals match these filters.`}
          deals={open}
        />
      )}
      {openTile && !complete && <div className="mt-3">{pending}</div>}

      <div className="mt-8">
        <button
          type="button"
          aria-expanded={showPast}
          onClick={() => setShowPast(!showPast)}
          className={buttonClass('secondary', 'sm')}
        >
          Past partnerships ({complete ? past.length : profile.overview.past})
          <ChevronDown
            className={`size-4 transition-transform ${showPast ? 'rotate-180' : ''}`}
            aria-hidden
          />
        </button>
        {showPast && complete && (
          <DealList
            label="Past partnerships"
            empty="No past partnerships match these filters."
            deals={past}
          />
        )}
        {showPast && !complete && <div className="mt-5">{pending}</div>}
      </div>
    </section>
  );
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
  disabled = false,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange(value: string): void;
  disabled?: boolean;
}) {
  const id = `portfolio-${label.toLowerCase()}`;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-300">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        className="h-10 max-w-[11rem] rounded-lg border border-ink-600 bg-ink-900 px-3 text-slate-100 disabled:opacity-60"
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {o === 'all' ? 'All' : o.length <= 2 ? o.toUpperCase() : o[0]!.toUpperCase() + o.slice(1)}
          </option>
        ))}
      </select>
    </div>
  );
}

function DealList({ label, empty, deals }: { label: string; empty: string; deals: TDeal[] }) {
  const [openCard, setOpenCard] = useState<string | null>(null);
  if (deals.length === 0) return <p className="mt-5 text-slate-400">{empty}</p>;
  return (
    <ul className="mt-5 grid gap-3 md:grid-cols-2" aria-label={label}>
      {deals.map((d) => (
        <DealCard
          key={d.id}
          deal={d}
          open={openCard === d.id}
          onToggle={() => setOpenCard(openCard === d.id ? null : d.id)}
        />
      ))}
    </ul>
  );
}

/** One deal: the same terms and figures as the report and the exports. */
export function DealCard({ deal: d, open, onToggle }: { deal: TDeal; open: boolean; onToggle(): void }) {
  const badge =
    d.contract.status === 'ended'
      ? `Ended ${d.contract.end}`
      : d.contract.status === 'unconfirmed'
        ? `Unconfirmed since ${d.asOf?.slice(0, 4)}`
        : d.tier;
  return (
    <li className="min-w-0 rounded-xl border border-ink-700 bg-ink-850" data-deal={d.id}>
      <button
        type="button"
        aria-expanded={open}
        onClick={onToggle}
        className="grid w-full gap-2 p-4 text-left"
      >
        <span className="flex items-start justify-between gap-2">
          <span className="min-w-0 font-semibold break-words text-white">
            {d.partner}
            {d.partnerNameAtTime && (
              <span className="block text-xs font-normal text-slate-400">as {d.partnerNameAtTime}</span>
            )}
          </span>
          <span
            title={TIER_MEANING[d.tier]}
            className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${
              d.tier === 'Premium' ? 'bg-amber-400/20 text-amber-200' : 'bg-ink-700 text-slate-300'
            }`}
          >
            {badge}
          </span>
        </span>
        <span className="text-sm text-slate-400">
          {dealRole(d)} · {d.sport} · {d.region}
        </span>
        <span className="sr-only">{TIER_MEANING[d.tier]}.</span>
        <span className="grid grid-cols-2 gap-2 text-sm">
          <span>
            <span className="block text-xs text-slate-400">Annual value · {valueKindLabel(d.value)}</span>
            <span className="text-white" title={valueBasis(d.value)}>
              {valueFigure(d.value)}
            </span>
          </span>
          <span>
            <span className="block text-xs text-slate-400">Contract</span>
            <span className="text-white">{d.contract.label}</span>
          </span>
        </span>
        <ChevronDown
          className={`mx-auto size-4 text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden
        />
      </button>
      {open && (
        <dl className="grid gap-2 border-t border-ink-700 p-4 text-sm">
          <div>
            <dt className="text-xs text-slate-400">Value</dt>
            <dd className="text-slate-200">{valueBasis(d.value)}</dd>
            {d.value.kind === 'estimate' && <dd className="text-xs text-slate-400">{d.value.method}</dd>}
          </div>
          <div>
            <dt className="text-xs text-slate-400">Source</dt>
            <dd className="text-slate-200">{sourceText(d)}</dd>
            <DealEvidence deal={d} />
          </div>
        </dl>
      )}
    </li>
  );
}
