import { type TextareaHTMLAttributes, useId } from 'react';
import { inputClass } from '../../ui/form-field';
import { errorText, labelClass } from './styles';

/** A labelled textarea styled like the app's inputs, with its message announced. */
export function TextArea({
  label,
  hint,
  error,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: string;
  error?: string | undefined;
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-400">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        rows={2}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={`${inputClass} h-auto min-h-11 py-2`}
        {...rest}
      />
      {error && (
        <p id={`${id}-error`} className={errorText}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The citation note every change needs. */
export function NoteField({
  value,
  onChange,
  error,
  label = 'Citation note',
}: {
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  label?: string;
}) {
  return (
    <TextArea
      label={label}
      hint="Where this change comes from: the kind of source and its publisher."
      value={value}
      maxLength={320}
      required
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
