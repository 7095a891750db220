import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { useId } from 'react';

export interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onValueChange(value: T): void;
}

/** A labelled single-choice select (Radix Select). */
export function SelectField<T extends string>({ label, value, options, onValueChange }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <SelectPrimitive.Root value={value} onValueChange={(v) => onValueChange(v as T)}>
        <SelectPrimitive.Trigger
          id={id}
          aria-labelledby={`${id}-label`}
          className="flex h-11 w-full items-center justify-between rounded-lg border border-ink-600 bg-ink-900 px-3 text-slate-100"
        >
          <SelectPrimitive.Value />
          <SelectPrimitive.Icon>
            <ChevronDown className="size-4 text-slate-400" aria-hidden />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={6}
            className="z-50 min-w-[var(--radix-select-trigger-width)] rounded-lg border border-ink-600 bg-ink-850 p-1 shadow-2xl"
          >
            <SelectPrimitive.Viewport>
              {options.map((o) => (
                <SelectPrimitive.Item
                  key={o.value}
                  value={o.value}
                  className="relative flex cursor-pointer items-center rounded-md py-2 pr-3 pl-8 text-sm text-slate-200 outline-none data-[highlighted]:bg-ink-700 data-[highlighted]:text-white"
                >
                  <SelectPrimitive.ItemIndicator className="absolute left-2">
                    <Check className="size-4" aria-hidden />
                  </SelectPrimitive.ItemIndicator>
                  <SelectPrimitive.ItemText>{o.label}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </div>
  );
}
