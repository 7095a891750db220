import type { ReactNode } from 'react';
import type { TDeskChange } from '../../../core/contract/desk';
import { formatDateTime } from '../../../core/format/time';
import { useTimeZone } from '../../lib/time-zone';
import { actionLabel, fieldLabel, recordLabel, valueText } from './format';
import { badge } from './styles';

/** One recorded change: what, who, when, its citation, and each field before → after. */
export function ChangeItem({
  change,
  showLabel = false,
  children,
}: {
  change: TDeskChange;
  /** Name the record (the desk-wide list); a record's own history leaves it out. */
  showLabel?: boolean;
  /** Actions (Undo). */
  children?: ReactNode;
}) {
  const zone = useTimeZone();
  return (
    <article className="rounded-xl border border-ink-700 bg-ink-900 p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {showLabel && (
            <p className="font-semibold text-white [overflow-wrap:anywhere]">
              <span className="mr-2 text-xs font-normal text-slate-400">{recordLabel[change.record]}</span>
              {change.label}
            </p>
          )}
          <p className="text-slate-300 [overflow-wrap:anywhere]">
            <span className={`${badge} mr-2 bg-ink-700 text-slate-200`}>{actionLabel[change.action]}</span>
            {change.by ?? <span className="italic">deleted account</span>}
            {' · '}
            <time dateTime={change.at}>{formatDateTime(change.at, zone)}</time>
          </p>
        </div>
        {children}
      </div>
      <p className="mt-2 text-slate-300 [overflow-wrap:anywhere]">
        <span className="text-slate-400">Citation: </span>
        {change.citation}
      </p>
      {change.fields.length > 0 && (
        <dl className="mt-2 grid gap-1">
          {change.fields.map((f) => (
            <div key={f.field} className="grid gap-x-2 sm:grid-cols-[10rem_1fr]">
              <dt className="text-slate-400">{fieldLabel(f.field)}</dt>
              <dd className="text-slate-200 [overflow-wrap:anywhere]">
                <span className="text-slate-400 line-through decoration-slate-500">
                  {valueText(f.before)}
                </span>
                <span aria-hidden> → </span>
                <span className="sr-only"> changed to </span>
                <span>{valueText(f.after)}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
