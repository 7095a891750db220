import { useEffect, useId, useRef, useState } from 'react';

export const fieldClass =
  'h-11 w-full min-w-0 rounded-lg border border-ink-600 bg-ink-900 px-3 text-sm text-slate-100 placeholder:text-slate-500';
const labelClass = 'text-sm font-medium text-slate-200';

/** A labelled native select: "Any" (the empty value) first, then the options. */
export function SelectFilter({
  label,
  value,
  options,
  any,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The label of the empty choice ("Any sport"); none when the select always has a value. */
  any?: string;
  onChange(value: string): void;
}) {
  const id = useId();
  // A value from the address that the list does not hold (a shared link, a renamed league) stays
  // shown and selected, so the select never claims a different filter than the one applied.
  const missing = value !== '' && !options.some((o) => o.value === value);
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} className={fieldClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {any !== undefined && <option value="">{any}</option>}
        {missing && <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A labelled text or number field that applies what is typed after a pause (or at once on Enter or
 * leaving it), and shows what the address holds when it changes from outside (Back, a link).
 */
export function TextFilter({
  label,
  value,
  onCommit,
  type = 'text',
  placeholder,
  hint,
  min,
  max,
  step,
}: {
  label: string;
  value: string;
  onCommit(value: string): void;
  type?: 'text' | 'search' | 'number';
  placeholder?: string;
  hint?: string;
  min?: number;
  max?: number;
  step?: number | 'any';
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const latest = useRef(onCommit);
  latest.current = onCommit;
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);
  const commit = (next: string) => {
    const trimmed = next.trim();
    if (trimmed === committed.current) return;
    committed.current = trimmed;
    latest.current(trimmed);
  };
  useEffect(() => {
    if (text.trim() === committed.current) return;
    const timer = setTimeout(() => commit(text), 450);
    return () => clearTimeout(timer);
  });
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        inputMode={type === 'number' ? 'decimal' : undefined}
        className={fieldClass}
        value={text}
        placeholder={placeholder}
        min={min}
        max={max}
        step={step}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => commit(text)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(text);
        }}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}
