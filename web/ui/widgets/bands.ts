import type { Band } from '../../../core/format/score';

export const bandText: Record<Band, string> = {
  green: 'text-emerald-300',
  yellow: 'text-amber-300',
  red: 'text-red-300',
};

export const bandBadge: Record<Band, string> = {
  green: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  yellow: 'bg-amber-500/15 text-amber-300 ring-amber-400/30',
  red: 'bg-red-500/15 text-red-300 ring-red-400/30',
};

export const urgencyBand: Record<'critical' | 'high' | 'medium' | 'low', Band> = {
  critical: 'red',
  high: 'red',
  medium: 'yellow',
  low: 'green',
};

export const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1';

/** Provenance label used next to every figure (DESIGN decision 4). */
export const sourceLabel = { verified: 'Verified', curated: 'Curated', modelled: 'Modelled' } as const;
