import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId } from 'react';

export interface SwitchRowProps {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange(checked: boolean): void;
}

/** A labelled on/off switch row. */
export function SwitchRow({ label, description, checked, disabled, onCheckedChange }: SwitchRowProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="font-medium text-slate-100">
          {label}
        </label>
        {description && <p className="text-sm text-slate-400">{description}</p>}
      </div>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onCheckedChange} />
    </div>
  );
}

/** The on/off switch itself (Radix), for rows and compact headers. */
export function Switch(props: {
  id: string;
  checked: boolean;
  disabled?: boolean | undefined;
  onCheckedChange(checked: boolean): void;
}) {
  return (
    <SwitchPrimitive.Root
      {...props}
      className="relative h-6 w-11 shrink-0 rounded-full bg-ink-600 transition-colors data-[state=checked]:bg-accent-500 disabled:opacity-60"
    >
      <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
    </SwitchPrimitive.Root>
  );
}
