/** A row of toggle pills (one pressed at a time): filters and sub-tabs. */
export function PillGroup<T extends string>({
  options,
  value,
  onChange,
  className = 'mt-3',
}: {
  options: readonly { value: NoInfer<T>; label: string }[];
  value: T;
  onChange(value: NoInfer<T>): void;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={`h-8 rounded-full px-3 text-xs font-semibold ${
            value === o.value ? 'bg-accent-400 text-ink-950' : 'bg-ink-800 text-slate-300 hover:bg-ink-700'
          }`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
