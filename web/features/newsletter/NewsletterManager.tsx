import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Eye, Inbox, Mail, Play, Plus, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { brand } from '../../../core/brand';
import type { TNewsletter } from '../../../core/contract/newsletters';
import { formatDateTime } from '../../../core/format/time';
import { routeTable } from '../../../core/routes';
import { ApiError, apiRequest } from '../../lib/api';
import { useTimeZone } from '../../lib/time-zone';
import { buttonClass } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { notifyFailure } from '../../ui/notify';
import { toast } from '../../ui/toast-store';
import { AnnouncementCard } from './AnnouncementCard';
import { useNewsletters, useReloadNewsletters } from './api';
import { CreateNewsletterDialog } from './CreateNewsletterDialog';
import { PreviewFrame } from './PreviewFrame';

const route = routeTable.find((r) => r.path === '/newsletter-admin')!;
const badge: Record<TNewsletter['status'], string> = {
  draft: 'bg-ink-700 text-slate-200',
  scheduled: 'bg-sky-500/20 text-sky-200',
  sent: 'bg-emerald-500/20 text-emerald-200',
  paused: 'bg-red-500/20 text-red-200',
};

/** Newsletter Management for admins: the list, Send Test Email, Create, Preview, Send Now, Schedule. */
export function NewsletterManager() {
  const zone = useTimeZone();
  const list = useNewsletters(true);
  const reload = useReloadNewsletters();
  const [creating, setCreating] = useState(false);
  const [previewing, setPreviewing] = useState<TNewsletter | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  // A network failure loading the list shows a toast; a refused answer only the inline message.
  const networkError = list.isError && !(list.error instanceof ApiError) ? list.errorUpdatedAt : 0;
  useEffect(() => {
    if (networkError)
      toast({
        variant: 'destructive',
        title: 'Failed to load newsletters',
        description: 'Unable to fetch newsletter data. Please try again.',
      });
  }, [networkError]);

  const act = async (id: string, action: 'send' | 'schedule' | 'resume') => {
    setBusy(id + action);
    try {
      await apiRequest('POST', `/api/newsletters/${id}/${action}`);
      if (action === 'send')
        toast({ title: 'Newsletter sent', description: 'Newsletter has been sent to all subscribers.' });
      else if (action === 'schedule')
        toast({
          title: 'Newsletter scheduled',
          description: 'It goes out this Friday at 12:30 London time.',
        });
      else toast({ title: 'Sending resumed' });
    } catch (error) {
      notifyFailure(
        error,
        { title: 'Send failed', fallback: 'Failed to send newsletter.' },
        { title: 'Send failed', description: 'Unable to send newsletter. Please try again.' },
      );
    } finally {
      setBusy(null);
      await reload();
    }
  };

  const sendTest = async () => {
    setBusy('test');
    try {
      const { email } = await apiRequest<{ email: string }>('POST', '/api/newsletters/send-test', {
        email: brand.email.newsletter,
      });
      toast({ title: 'Test email sent', description: `Newsletter preview sent successfully to ${email}` });
    } catch (error) {
      notifyFailure(
        error,
        { title: 'Test email failed', fallback: 'Failed to send test email.' },
        { title: 'Test email failed', description: 'Unable to send test email. Please try again.' },
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-white">{route.heading}</h1>
          <p className="mt-1 text-slate-400">
            In The Know goes out to every subscriber, by default on Fridays at lunchtime.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={sendTest}
            disabled={busy === 'test'}
          >
            <Mail className="size-4" aria-hidden />
            {busy === 'test' ? 'Sending...' : 'Send Test Email'}
          </button>
          <button type="button" className={buttonClass('primary')} onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden />
            Create Newsletter
          </button>
        </div>
      </div>

      {list.isPending && (
        <p role="status" className="mt-10 text-center text-slate-300">
          Loading newsletters...
        </p>
      )}
      {list.isError && (
        <p role="alert" className="mt-10 text-center text-red-300">
          Unable to fetch newsletter data. Please try again.
        </p>
      )}
      {list.isSuccess && list.data.length === 0 && (
        <div className="mt-8 rounded-2xl border border-dashed border-ink-600 p-10 text-center">
          <Inbox className="mx-auto size-10 text-slate-400" aria-hidden />
          <p className="mt-3 font-semibold text-white">No newsletters yet</p>
          <p className="mt-1 text-sm text-slate-400">Create the first issue of In The Know.</p>
        </div>
      )}
      {list.isSuccess && list.data.length > 0 && (
        <ul className="mt-8 grid gap-3" aria-label="Newsletters">
          {list.data.map((n) => (
            <li key={n.id} className="rounded-2xl border border-ink-700 bg-ink-850 p-5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="font-semibold break-words text-white">{n.title}</h2>
                  <p className="text-sm text-slate-400">
                    {n.weekOf ? `Week of ${n.weekOf} · ` : ''}Created {formatDateTime(n.createdAt, zone)}
                    {n.scheduledFor && n.status === 'scheduled'
                      ? ` · Sends ${formatDateTime(n.scheduledFor, zone)}`
                      : ''}
                  </p>
                </div>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${badge[n.status]}`}
                >
                  {n.status}
                </span>
              </div>
              <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                <Stat label="Recipients" value={n.recipientCount} />
                {n.status !== 'draft' && n.status !== 'scheduled' && (
                  <>
                    <Stat label="Delivered" value={n.delivered} />
                    {n.pending > 0 && <Stat label="Sending" value={n.pending} />}
                    {n.failed > 0 && <Stat label="Failed" value={n.failed} />}
                  </>
                )}
                {n.openRate !== null && <Stat label="Open rate" value={`${n.openRate}%`} />}
                {n.clickRate !== null && <Stat label="Click rate" value={`${n.clickRate}%`} />}
              </dl>
              <div className="mt-4 flex flex-wrap gap-2">
                <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setPreviewing(n)}>
                  <Eye className="size-4" aria-hidden />
                  Preview
                </button>
                {n.status === 'draft' && (
                  <>
                    <button
                      type="button"
                      className={buttonClass('secondary', 'sm')}
                      onClick={() => act(n.id, 'schedule')}
                      disabled={busy !== null}
                    >
                      <CalendarClock className="size-4" aria-hidden />
                      Schedule for Friday
                    </button>
                    <button
                      type="button"
                      className={buttonClass('primary', 'sm')}
                      onClick={() => act(n.id, 'send')}
                      disabled={busy !== null}
                    >
                      <Send className="size-4" aria-hidden />
                      {busy === `${n.id}send` ? 'Sending...' : 'Send Now'}
                    </button>
                  </>
                )}
                {n.status === 'paused' && (
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    onClick={() => act(n.id, 'resume')}
                    disabled={busy !== null}
                  >
                    <Play className="size-4" aria-hidden />
                    Resume sending
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      <AnnouncementCard />
      <Outbox refreshKey={list.dataUpdatedAt} />
      <CreateNewsletterDialog open={creating} onOpenChange={setCreating} onCreated={() => void reload()} />
      <Modal
        open={previewing !== null}
        onOpenChange={(open) => !open && setPreviewing(null)}
        title="Preview"
        description={previewing?.title}
        className="max-h-[90vh] max-w-2xl"
      >
        <div className="mt-4">{previewing && <PreviewFrame content={previewing} />}</div>
      </Modal>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-slate-400">{label}</dt>
      <dd className="font-semibold text-white">{value}</dd>
    </div>
  );
}

/** Without SMTP_URL the mail is written to an outbox folder: admins can open each message here. */
function Outbox({ refreshKey }: { refreshKey: number }) {
  const outbox = useQuery({
    queryKey: ['/api/newsletters/outbox', refreshKey],
    queryFn: () =>
      apiRequest<{ transport: 'smtp' | 'outbox'; files: string[] }>('GET', '/api/newsletters/outbox'),
  });
  if (outbox.data?.transport !== 'outbox') return null;
  const files = outbox.data.files.slice(0, 10);
  return (
    <section aria-labelledby="outbox" className="mt-10 rounded-2xl border border-ink-700 bg-ink-850 p-5">
      <h2 id="outbox" className="font-semibold text-white">
        Outbox
      </h2>
      <p className="mt-1 text-sm text-slate-400">
        No mail server is configured (SMTP_URL), so e-mails are saved here instead of being sent.
      </p>
      {files.length === 0 ? (
        <p className="mt-3 text-sm text-slate-400">Nothing in the outbox yet.</p>
      ) : (
        <ul className="mt-3 grid gap-1 text-sm">
          {files.map((f) => (
            <li key={f}>
              <a
                className="break-all text-accent-300 underline-offset-2 hover:underline"
                href={`/api/newsletters/outbox/${encodeURIComponent(f)}`}
              >
                {f}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
