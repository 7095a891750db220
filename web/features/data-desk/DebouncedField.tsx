import { useEffect, useRef, useState } from 'react';
import { Field } from '../../ui/form-field';

/**
 * A text filter that applies once typing pauses (or on Enter); it follows the address when the
 * value changes there (Clear filters, Back).
 */
export function DebouncedField({
  label,
  value,
  onCommit,
  placeholder,
  delay = 300,
}: {
  label: string;
  value: string;
  onCommit(value: string): void;
  placeholder?: string;
  delay?: number;
}) {
  const [typed, setTyped] = useState(value);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (typed.trim() === value) return;
    const timer = setTimeout(() => commit.current(typed.trim()), delay);
    return () => clearTimeout(timer);
  }, [typed, value, delay]);
  return (
    <Field
      label={label}
      type="search"
      maxLength={200}
      placeholder={placeholder}
      value={typed}
      onChange={(e) => setTyped(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          if (typed.trim() !== value) onCommit(typed.trim());
        }
      }}
    />
  );
}
