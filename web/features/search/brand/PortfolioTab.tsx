import { ChevronDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { TBrandData } from '../../../../core/contract/intelligence';
import { formatMillions } from '../../../../core/format/money';
import type { BrandProfile, Stackmap } from '../../../../core/intelligence/profile';
import {
  deriveSamples,
  matchesRegion,
  matchesSport,
  type PropertyKind,
  type PropertySample,
} from '../../../../core/intelligence/properties';
import { seededRng } from '../../../../core/intelligence/random';
import { buttonClass } from '../../../ui/button';

const sportFilters = ['all', 'football', 'basketball', 'rugby', 'tennis', 'multi-sport'] as const;
const regionFilters = ['all', 'global', 'uk', 'us', 'europe', 'asia'] as const;
const tiles: { key: keyof Stackmap; label: string; kind: PropertyKind }[] = [
  { key: 'teams', label: 'Teams', kind: 'team' },
  { key: 'athletes', label: 'Athletes', kind: 'athlete' },
  { key: 'events', label: 'Events', kind: 'event' },
  { key: 'leagues', label: 'Leagues', kind: 'league' },
  { key: 'federations', label: 'Federations', kind: 'federation' },
];

export const TIER_MEANING = {
  Premium: 'A high-value strategic partnership',
  Standard: 'A standard-tier commercial agreement',
} as const;

function details(brand: string, sample: PropertySample) {
  const rng = seededRng(`${brand}|${sample.name}`, 'property-details');
  return {
    Achievements: rng.pick([
      'Domestic title winners',
      'Cup finalists',
      'Record attendance season',
      'Top-four finish',
    ]),
    'Key players': rng.pick([
      'Captain and two internationals',
      'Academy graduates',
      'Star signings of the season',
    ]),
    'Social reach': `${rng.int(1, 120)}M followers`,
    Visibility: rng.pick([
      'Front of shirt',
      'Perimeter boards',
      'Title naming',
      'Training wear',
      'Digital content',
    ]),
    'Activation strategy': rng.pick(['Matchday experiences', 'Athlete-led content', 'Retail collaborations']),
    'Signature products': rng.pick([
      'Limited-edition kit',
      'Co-branded collection',
      'Fan hospitality packages',
    ]),
    'Global reach': `${rng.int(20, 190)} countries`,
    'Partnership scope': rng.pick(['Global rights', 'Regional rights', 'Category exclusivity']),
  };
}

/** Portfolio: sport and region filters, five count tiles toggling a sample list, expandable cards. */
export function PortfolioTab({ profile, data }: { profile: BrandProfile; data: TBrandData | null }) {
  const [sport, setSport] = useState<string>('all');
  const [region, setRegion] = useState<string>('all');
  const [openTile, setOpenTile] = useState<keyof Stackmap | null>(null);
  const [openCard, setOpenCard] = useState<string | null>(null);

  const samples = useMemo(() => {
    const rng = seededRng(profile.name, 'samples');
    const byKind = new Map<PropertyKind, PropertySample[]>();
    for (const { kind } of tiles) {
      const items = (data?.partnerships ?? [])
        .filter((p) => p.partnerKind === kind)
        .map((p) => ({
          id: p.id,
          name: p.partner,
          sport: p.sport,
          region: p.region,
          startYear: p.startYear,
          endYear: p.endYear,
        }));
      byKind.set(kind, deriveSamples(rng, kind, items));
    }
    return byKind;
  }, [profile.name, data]);

  const visible = (kind: PropertyKind) =>
    (samples.get(kind) ?? []).filter((s) => matchesSport(s.sport, sport) && matchesRegion(s.region, region));
  const filtered = sport !== 'all' || region !== 'all';

  return (
    <section aria-label="Portfolio">
      <div className="flex flex-wrap items-end gap-4">
        <FilterSelect label="Sport" value={sport} options={sportFilters} onChange={setSport} />
        <FilterSelect label="Region" value={region} options={regionFilters} onChange={setRegion} />
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
        {tiles.map((t) => {
          const count = filtered ? visible(t.kind).length : profile.stackmap[t.key];
          return (
            <button
              key={t.key}
              type="button"
              aria-expanded={openTile === t.key}
              onClick={() => setOpenTile(openTile === t.key ? null : t.key)}
              className={`rounded-xl border p-4 text-left transition-colors ${
                openTile === t.key
                  ? 'border-accent-400 bg-ink-800'
                  : 'border-ink-700 bg-ink-850 hover:border-accent-400/60'
              }`}
            >
              <span className="block text-2xl font-bold text-white">{count}</span>
              <span className="text-sm text-slate-300">{t.label}</span>
            </button>
          );
        })}
      </div>

      {openTile && (
        <SampleList
          brand={profile.name}
          label={tiles.find((t) => t.key === openTile)!.label}
          samples={visible(tiles.find((t) => t.key === openTile)!.kind)}
          openCard={openCard}
          onToggle={(id) => setOpenCard(openCard === id ? null : id)}
        />
      )}
    </section>
  );
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange(value: string): void;
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
        className="h-10 rounded-lg border border-ink-600 bg-ink-900 px-3 text-slate-100"
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

function SampleList({
  brand,
  label,
  samples,
  openCard,
  onToggle,
}: {
  brand: string;
  label: string;
  samples: PropertySample[];
  openCard: string | null;
  onToggle(id: string): void;
}) {
  if (samples.length === 0) {
    return <p className="mt-5 text-slate-400">No {label.toLowerCase()} match these filters.</p>;
  }
  return (
    <ul className="mt-5 grid gap-3 md:grid-cols-2" aria-label={`${label} in the portfolio`}>
      {samples.map((s) => {
        const open = openCard === s.id;
        return (
          <li key={s.id} className="rounded-xl border border-ink-700 bg-ink-850">
            <button
              type="button"
              aria-expanded={open}
              onClick={() => onToggle(s.id)}
              className="grid w-full gap-2 p-4 text-left"
            >
              <span className="flex items-start justify-between gap-2">
                <span className="font-semibold text-white">{s.name}</span>
                <span
                  title={TIER_MEANING[s.tier]}
                  className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${
                    s.tier === 'Premium' ? 'bg-amber-400/20 text-amber-200' : 'bg-ink-700 text-slate-300'
                  }`}
                >
                  {s.tier}
                </span>
              </span>
              <span className="text-sm text-slate-400">
                {s.sport} · {s.region}
              </span>
              <span className="sr-only">{TIER_MEANING[s.tier]}.</span>
              <span className="grid grid-cols-3 gap-2 text-sm">
                <span>
                  <span className="block text-xs text-slate-400">Annual value</span>
                  <span className="text-white">{formatMillions(s.dealValue)}</span>
                </span>
                <span>
                  <span className="block text-xs text-slate-400">Performance</span>
                  <span className="text-white">{s.performance}%</span>
                </span>
                <span>
                  <span className="block text-xs text-slate-400">Contract</span>
                  <span className="text-white">{s.contract}</span>
                </span>
              </span>
              <ChevronDown
                className={`mx-auto size-4 text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`}
                aria-hidden
              />
            </button>
            {open && (
              <dl className="grid gap-2 border-t border-ink-700 p-4 text-sm sm:grid-cols-2">
                {Object.entries(details(brand, s)).map(([k, v]) => (
                  <div key={k}>
                    <dt className="text-xs text-slate-400">{k}</dt>
                    <dd className="text-slate-200">{v}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        );
      })}
    </ul>
  );
}
