import { NOT_ENOUGH_DATA } from '../../../core/widgets/figures';

const ring = {
  green: 'border-emerald-400 text-emerald-300',
  yellow: 'border-amber-400 text-amber-300',
  red: 'border-red-400 text-red-300',
} as const;

/**
 * A score out of 100 in its colour band (85+ green, 70-84 yellow, else red: decision 012), or
 * "Not enough data" in no band when the score is null (a brand with no running deal to score).
 */
export function ScoreBadge({
  label,
  score,
  colour,
}: {
  label: string;
  score: number | null;
  colour: keyof typeof ring;
}) {
  if (score === null)
    return (
      <div className="rounded-xl border-2 border-ink-600 bg-ink-850 px-4 py-2 text-center">
        <p className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{label}</p>
        <p className="text-base font-semibold text-slate-300">{NOT_ENOUGH_DATA}</p>
      </div>
    );
  return (
    <div className={`rounded-xl border-2 bg-ink-850 px-4 py-2 text-center ${ring[colour]}`}>
      <p className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{label}</p>
      <p className="text-3xl font-bold" data-colour={colour}>
        {score}
        <span className="text-sm text-slate-400">/100</span>
      </p>
    </div>
  );
}
