import * as Tabs from '@radix-ui/react-tabs';
import { type ReactNode, useState } from 'react';
import { card } from '../../ui/card';

/** A row of sub-tabs (Radix Tabs) inside one enterprise tab. */
export function SubTabs({
  label,
  tabs,
  value,
  onValueChange,
}: {
  label: string;
  tabs: { value: string; label: string; content: ReactNode }[];
  /** Controlled selection (optional). */
  value?: string;
  onValueChange?(value: string): void;
}) {
  const control = value === undefined ? { defaultValue: tabs[0]?.value } : { value, onValueChange };
  return (
    <Tabs.Root {...control} className="mt-6">
      <Tabs.List aria-label={label} className="flex flex-wrap gap-2">
        {tabs.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className="h-9 rounded-full bg-ink-800 px-4 text-sm font-semibold text-slate-300 hover:bg-ink-700 data-[state=active]:bg-accent-400 data-[state=active]:text-ink-950"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value} className="mt-5">
          {t.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** A KPI or summary tile. */
export function Kpi({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className={card}>
      <p className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{label}</p>
      <p className="mt-2 text-2xl font-bold text-white">{value}</p>
      {hint && <p className="mt-1 text-xs text-slate-400">{hint}</p>}
    </div>
  );
}

/** The "Sample" marker on UI samples (team, schedules, distribution lists): not data. */
export function SampleTag() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-semibold text-amber-300 ring-1 ring-amber-400/30">
      Sample
    </span>
  );
}

/** A figure we leave out, and why ("Not available: we do not collect ..."). */
export function NotAvailable({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <p className={`rounded-lg bg-ink-900 p-3 text-sm text-slate-400 ${className}`}>{children}</p>;
}

export function Panel({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className={card} aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-white">{title}</h3>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function ScheduleList({
  items,
  onToggle,
}: {
  items: {
    id: string;
    title: string;
    frequency: string;
    nextRun: string;
    recipients: number;
    active: boolean;
  }[];
  onToggle(id: string): void;
}) {
  return (
    <ul className="grid gap-3">
      {items.map((s) => (
        <li
          key={s.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-ink-700 bg-ink-900 p-4"
        >
          <div>
            <p className="font-medium text-white">{s.title}</p>
            <p className="text-xs text-slate-400">
              {s.frequency} · next: {s.nextRun} · {s.recipients} recipients
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${s.active ? 'bg-emerald-500/15 text-emerald-300' : 'bg-ink-700 text-slate-300'}`}
            >
              {s.active ? 'Active' : 'Paused'}
            </span>
            <button
              type="button"
              onClick={() => onToggle(s.id)}
              className="rounded-md px-2 py-1 text-sm text-accent-300 hover:bg-ink-800"
              aria-label={`${s.active ? 'Pause' : 'Resume'} ${s.title}`}
            >
              {s.active ? 'Pause' : 'Resume'}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

type Scheduled = Parameters<typeof ScheduleList>[0]['items'];

/** A sample schedule (reports or exports) whose items can be paused and resumed on the page. */
export function SchedulePanel({ title, initial }: { title: string; initial: () => Scheduled }) {
  const [items, setItems] = useState(initial);
  return (
    <Panel title={title} action={<SampleTag />}>
      <ScheduleList
        items={items}
        onToggle={(id) => setItems((s) => s.map((x) => (x.id === id ? { ...x, active: !x.active } : x)))}
      />
    </Panel>
  );
}

/** A table that scrolls sideways on narrow screens, inside a keyboard-reachable region. */
export function ScrollTable({
  label,
  columns,
  className = 'w-full',
  children,
}: {
  label: string;
  columns: { label: string; right?: boolean }[];
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard
    <section className="overflow-x-auto" aria-label={label} tabIndex={0}>
      <table className={`${className} text-left text-sm`}>
        <thead className="text-xs text-slate-400">
          <tr>
            {columns.map((c, i) => (
              <th
                key={c.label}
                scope="col"
                className={`py-1 ${i < columns.length - 1 ? 'pr-2' : ''} ${c.right ? 'text-right' : ''}`}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
