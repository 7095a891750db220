import { useState } from 'react';
import type { TDeskConflict } from '../../../core/contract/desk';
import { formatDateTime } from '../../../core/format/time';
import { useTimeZone } from '../../lib/time-zone';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { card } from '../../ui/card';
import { failureMessage } from './data/failure-message';
import { useResolveConflict } from './data/resolve-conflict';
import { FormError } from './FormError';
import { fieldLabel, recordLabel, valueText } from './format';
import { cell, headCell, tableBody, tableFrame, tableHead } from './styles';

/** One conflict: the edited and shipped values side by side, Keep edit or Take shipped. */
export function ConflictCard({ conflict }: { conflict: TDeskConflict }) {
  const zone = useTimeZone();
  const resolve = useResolveConflict();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (keep: 'edit' | 'shipped') => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await resolve(conflict.id, keep);
      toast({ title: keep === 'edit' ? 'Edit kept' : 'Shipped row taken', description: answer.message });
    } catch (error) {
      setFailure(failureMessage(error, 'The conflict could not be resolved.'));
      setBusy(false);
    }
  };

  return (
    <article className={card} aria-label={conflict.label}>
      <p className="text-xs font-semibold tracking-wide text-slate-400 uppercase">
        {recordLabel[conflict.record]}
      </p>
      <h3 className="mt-1 text-lg font-semibold text-white [overflow-wrap:anywhere]">{conflict.label}</h3>
      <p className="mt-1 text-sm text-slate-400">
        Dataset version {conflict.datasetVersion} · found{' '}
        <time dateTime={conflict.detectedAt}>{formatDateTime(conflict.detectedAt, zone)}</time>
      </p>
      {conflict.removed ? (
        <p className="mt-3 text-sm text-amber-200">Removed from the shipped dataset</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard
        <section className={tableFrame} aria-label={`Differences: ${conflict.label}`} tabIndex={0}>
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className={tableHead}>
              <tr>
                <th scope="col" className={headCell}>
                  Field
                </th>
                <th scope="col" className={headCell}>
                  Edited value
                </th>
                <th scope="col" className={headCell}>
                  Shipped value
                </th>
              </tr>
            </thead>
            <tbody className={tableBody}>
              {conflict.fields.map((f) => (
                <tr key={f.field}>
                  <th scope="row" className={`${cell} font-medium text-slate-300`}>
                    {fieldLabel(f.field)}
                  </th>
                  <td className={`${cell} [overflow-wrap:anywhere]`}>{valueText(f.edited)}</td>
                  <td className={`${cell} [overflow-wrap:anywhere]`}>{valueText(f.shipped)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={busy}
          onClick={() => void choose('edit')}
        >
          Keep edit
        </button>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={busy}
          onClick={() => void choose('shipped')}
        >
          Take shipped
        </button>
      </div>
      <div className="mt-3">
        <FormError message={failure} />
      </div>
    </article>
  );
}
