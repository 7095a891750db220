import { Check, Star } from 'lucide-react';
import { useState } from 'react';
import type { TFeedbackItem } from '../../../core/contract/feedback';
import { formatDateTime } from '../../../core/format/time';
import { notifyFailure } from '../../lib/notify';
import { useTimeZone } from '../../lib/time-zone';
import { buttonClass } from '../../ui/button';
import { useSetFeedbackStatus } from './data/use-set-feedback-status';

const cell = 'px-3 py-3 align-top';
const frame = 'mt-3 overflow-x-auto rounded-2xl border border-ink-700 bg-ink-850';

/** Five stars, the rating's filled; read out as "N of 5 stars". */
function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} of 5 stars`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={`size-4 ${n <= rating ? 'fill-amber-400 text-amber-400' : 'text-ink-600'}`}
        />
      ))}
    </span>
  );
}

/** One page of feedback as a table; on a narrow screen it scrolls sideways inside its own frame. */
export function FeedbackTable({ items }: { items: TFeedbackItem[] }) {
  const setStatus = useSetFeedbackStatus();
  const zone = useTimeZone();
  const [busy, setBusy] = useState<string | null>(null);

  const markRead = async (id: string) => {
    setBusy(id);
    try {
      await setStatus(id, 'read');
    } catch (error) {
      notifyFailure(error, { title: 'Could not mark as read', fallback: 'Please try again.' });
    } finally {
      setBusy(null);
    }
  };

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard
    <section className={frame} aria-label="Feedback received" tabIndex={0}>
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="border-b border-ink-700 text-xs tracking-wide text-slate-400 uppercase">
          <tr>
            <th scope="col" className={cell}>
              Date
            </th>
            <th scope="col" className={cell}>
              Rating
            </th>
            <th scope="col" className={cell}>
              Category
            </th>
            <th scope="col" className={cell}>
              Message
            </th>
            <th scope="col" className={cell}>
              Page
            </th>
            <th scope="col" className={cell}>
              User
            </th>
            <th scope="col" className={cell}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-700 text-slate-200">
          {items.map((f) => (
            <tr key={f.id} className={f.status === 'new' ? 'bg-ink-800/40' : undefined}>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={f.createdAt}>{formatDateTime(f.createdAt, zone)}</time>
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <Stars rating={f.rating} />
              </td>
              <td className={cell}>{f.category ?? <span className="text-slate-400">None</span>}</td>
              <td className={`${cell} max-w-md break-words whitespace-pre-wrap`}>
                {f.message || <span className="text-slate-400">No message</span>}
              </td>
              <td className={`${cell} min-w-24 max-w-48 [overflow-wrap:anywhere]`}>
                {f.path || <span className="text-slate-400">Unknown</span>}
              </td>
              <td className={`${cell} min-w-40 max-w-56 [overflow-wrap:anywhere]`}>
                {f.userEmail ?? <span className="text-slate-400">anonymous</span>}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <div className="flex items-center gap-2">
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                      f.status === 'new' ? 'bg-sky-500/20 text-sky-200' : 'bg-ink-700 text-slate-300'
                    }`}
                  >
                    {f.status === 'new' ? 'New' : 'Read'}
                  </span>
                  {f.status === 'new' && (
                    <button
                      type="button"
                      className={buttonClass('ghost', 'sm')}
                      disabled={busy === f.id}
                      onClick={() => void markRead(f.id)}
                    >
                      <Check className="size-4" aria-hidden />
                      Mark read
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
