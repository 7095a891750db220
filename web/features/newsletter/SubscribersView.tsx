import { useQueryClient } from '@tanstack/react-query';
import { Download, Search, ShieldOff } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { TSubscriber } from '../../../core/contract/newsletters';
import { formatDate, formatDateTime } from '../../../core/format/time';
import { notifyFailure } from '../../lib/notify';
import { useTimeZone } from '../../lib/time-zone';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { card } from '../../ui/card';
import { inputClass } from '../../ui/form-field';
import { liftSuppression } from './data/lift-suppression';
import { audienceKey } from './data/use-audience';
import { subscribersCsvHref, subscribersKey, useSubscribers } from './data/use-subscribers';
import { suppressionsKey, useSuppressions } from './data/use-suppressions';
import { subscribers } from './format';

const stateText: Record<TSubscriber['state'], string> = {
  receives: 'Receives it',
  unverified: 'E-mail not verified',
  suppressed: 'Suppressed',
};
const stateClass: Record<TSubscriber['state'], string> = {
  receives: 'text-emerald-300',
  unverified: 'text-amber-200',
  suppressed: 'text-red-300',
};

/** "2 subscribers receive the next issue. 3 have the newsletter on." */
function summary(audience: number, total: number, searching: boolean): string {
  const one = total === 1;
  const matching = searching
    ? `${one ? 'matches' : 'match'} the search`
    : `${one ? 'has' : 'have'} the newsletter on`;
  return `${subscribers(audience)} ${audience === 1 ? 'receives' : 'receive'} the next issue. ${total.toLocaleString('en-GB')} ${matching}.`;
}

/** Subscribers: the audience count, a search, pages of 50, CSV export; then the suppression list. */
export function SubscribersView() {
  const searchId = useId();
  const zone = useTimeZone();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const t = setTimeout(() => {
      setQ(typed.trim());
      setPage(1);
    }, 250);
    return () => clearTimeout(t);
  }, [typed]);
  const list = useSubscribers(q, page);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <section aria-labelledby="subscribers-title" className={card}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="subscribers-title" className="text-xl font-semibold text-white">
              Subscribers
            </h2>
            <p className="mt-1 text-sm text-slate-300" aria-live="polite">
              {data ? summary(data.audience, data.total, q !== '') : 'Counting subscribers...'}
            </p>
          </div>
          <a href={subscribersCsvHref(q)} className={buttonClass('secondary', 'sm')} download>
            <Download className="size-4" aria-hidden />
            Export CSV
          </a>
        </div>
        <div className="relative mt-4">
          <label htmlFor={searchId} className="sr-only">
            Search subscribers
          </label>
          <Search className="pointer-events-none absolute top-3.5 left-3 size-4 text-slate-400" aria-hidden />
          <input
            id={searchId}
            type="search"
            className={`${inputClass} pl-9`}
            placeholder="Search by name or e-mail"
            value={typed}
            maxLength={200}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        {list.isPending && (
          <p role="status" className="mt-6 text-center text-slate-300">
            Loading subscribers...
          </p>
        )}
        {list.isError && (
          <p role="alert" className="mt-6 text-center text-red-300">
            Unable to load subscribers. Please try again.
          </p>
        )}
        {data && data.items.length === 0 && (
          <p className="mt-6 text-center text-slate-400">
            {q ? 'No subscriber matches that search.' : 'No one has subscribed yet.'}
          </p>
        )}
        {data && data.items.length > 0 && (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full table-fixed text-left text-sm">
              <thead className="text-slate-400">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Name
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    E-mail
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="hidden py-2 font-medium sm:table-cell">
                    Joined
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((s) => (
                  <tr key={s.id} className="border-t border-ink-700">
                    <td className="py-2 pr-3 break-words text-white">{s.name}</td>
                    <td className="py-2 pr-3 break-all text-slate-200">{s.email}</td>
                    <td className={`py-2 pr-3 ${stateClass[s.state]}`}>{stateText[s.state]}</td>
                    <td className="hidden py-2 whitespace-nowrap text-slate-300 sm:table-cell">
                      {formatDate(s.joinedAt, zone)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && pages > 1 && (
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-300">
            <span>
              Page {data.page} of {pages}
            </span>
            <div className="flex gap-2">
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                Previous
              </button>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </button>
            </div>
          </div>
        )}
      </section>
      <Suppressions zone={zone} />
    </>
  );
}

/** Addresses never sent to: bounced (refused for good) or unsubscribed from an e-mail's link. */
function Suppressions({ zone }: { zone: ReturnType<typeof useTimeZone> }) {
  const list = useSuppressions();
  const client = useQueryClient();
  const [lifting, setLifting] = useState<string | null>(null);
  const lift = async (id: string) => {
    setLifting(id);
    try {
      // The server says what follows: the next issue, or why the address still gets none.
      const { message } = await liftSuppression(id);
      toast({ title: 'Suppression lifted', description: message });
    } catch (error) {
      notifyFailure(error, { title: 'Could not lift it', fallback: 'The suppression could not be removed.' });
    } finally {
      setLifting(null);
      await Promise.all([
        client.invalidateQueries({ queryKey: suppressionsKey }),
        client.invalidateQueries({ queryKey: audienceKey }),
        client.invalidateQueries({ queryKey: subscribersKey }),
      ]);
    }
  };
  return (
    <section aria-labelledby="suppressed-title" className={`mt-8 ${card}`}>
      <h2 id="suppressed-title" className="flex items-center gap-2 text-xl font-semibold text-white">
        <ShieldOff className="size-5 text-red-300" aria-hidden />
        Suppression list
      </h2>
      <p className="mt-1 text-sm text-slate-400">
        In The Know is never sent to these addresses: the mail server refused them for good (an SMTP 5xx
        answer), or the reader unsubscribed with an e-mail's link (lifted when they turn the newsletter on
        again in Account Settings).
      </p>
      {list.isPending && (
        <p role="status" className="mt-4 text-slate-300">
          Loading the suppression list...
        </p>
      )}
      {list.isError && (
        <p role="alert" className="mt-4 text-red-300">
          Unable to load the suppression list. Please try again.
        </p>
      )}
      {list.data?.length === 0 && <p className="mt-4 text-slate-400">No suppressed addresses.</p>}
      {list.data && list.data.length > 0 && (
        <ul className="mt-4 grid gap-2" aria-label="Suppressed addresses">
          {list.data.map((s) => (
            <li key={s.id} className="rounded-xl border border-ink-700 p-3 text-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold break-all text-white">{s.email}</p>
                  <p className="text-slate-300">
                    {s.reason === 'bounced' ? 'Bounced' : 'Unsubscribed'} ·{' '}
                    {formatDateTime(s.createdAt, zone)}
                    {s.newsletterTitle ? ` · ${s.newsletterTitle}` : ''}
                  </p>
                  {s.detail && <p className="mt-1 break-words text-slate-400">{s.detail}</p>}
                </div>
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm')}
                  disabled={lifting === s.id}
                  onClick={() => void lift(s.id)}
                  aria-label={`Allow ${s.email} again`}
                >
                  Allow again
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
