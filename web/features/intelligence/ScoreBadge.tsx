const ring = {
  green: 'border-emerald-400 text-emerald-300',
  yellow: 'border-amber-400 text-amber-300',
  red: 'border-red-400 text-red-300',
} as const;

/** A score out of 100 in its colour band (85+ green, 70-84 yellow, else red: decision 012). */
export function ScoreBadge({
  label,
  score,
  colour,
}: {
  label: string;
  score: number;
  colour: keyof typeof ring;
}) {
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
