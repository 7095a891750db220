import { Inbox, Mail, Plus, Send, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TNewsletter } from '../../../core/contract/newsletters';
import { notifyFailure } from '../../lib/notify';
import { useTimeZone } from '../../lib/time-zone';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { AnnouncementCard } from './AnnouncementCard';
import { CreateNewsletterDialog } from './CreateNewsletterDialog';
import { deleteNewsletter } from './data/delete-newsletter';
import { duplicateNewsletter } from './data/duplicate-newsletter';
import { resumeNewsletter } from './data/resume-newsletter';
import { sendNewsletter } from './data/send-newsletter';
import { unscheduleNewsletter } from './data/unschedule-newsletter';
import { useAudience } from './data/use-audience';
import { isNetworkFailure, useNewsletters } from './data/use-newsletters';
import { outboxMessageHref, useOutbox } from './data/use-outbox';
import { useReloadNewsletters } from './data/use-reload-newsletters';
import { subscribers } from './format';
import { type IssueAction, IssueCard } from './IssueCard';
import { PreviewFrame } from './PreviewFrame';
import { ScheduleDialog } from './ScheduleDialog';
import { SendTestDialog } from './SendTestDialog';

type Simple = 'duplicate' | 'unschedule' | 'resume';
const done: Record<Simple, string> = {
  duplicate: 'Newsletter duplicated',
  unschedule: 'Newsletter unscheduled',
  resume: 'Sending resumed',
};
const perform: Record<Simple, (id: string) => Promise<unknown>> = {
  duplicate: duplicateNewsletter,
  unschedule: unscheduleNewsletter,
  resume: resumeNewsletter,
};

/** The issues of In The Know: Create, Edit, Duplicate, Delete, Schedule, Send Now, Send Test, Preview. */
export function NewsletterManager() {
  const zone = useTimeZone();
  const list = useNewsletters(true);
  const audience = useAudience();
  const reload = useReloadNewsletters();
  const [editor, setEditor] = useState<{ editing: TNewsletter | null } | null>(null);
  const [previewing, setPreviewing] = useState<TNewsletter | null>(null);
  const [scheduling, setScheduling] = useState<TNewsletter | null>(null);
  const [testing, setTesting] = useState<{ id?: string } | null>(null);
  const [confirming, setConfirming] = useState<{ action: 'send' | 'delete'; n: TNewsletter } | null>(null);
  const [busy, setBusy] = useState(false);
  const count = audience.data?.count;

  // A network failure loading the list shows a toast; a refused answer only the inline message.
  const networkError = list.isError && isNetworkFailure(list.error) ? list.errorUpdatedAt : 0;
  useEffect(() => {
    if (networkError)
      toast({
        variant: 'destructive',
        title: 'Failed to load newsletters',
        description: 'Unable to fetch newsletter data. Please try again.',
      });
  }, [networkError]);

  const run = async (work: () => Promise<void>, failure: { title: string; fallback: string }) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notifyFailure(
        error,
        failure,
        failure.title === 'Send failed'
          ? { title: 'Send failed', description: 'Unable to send newsletter. Please try again.' }
          : undefined,
      );
    } finally {
      setBusy(false);
      await reload();
    }
  };

  const simple = (action: Simple, n: TNewsletter) =>
    run(
      async () => {
        await perform[action](n.id);
        toast({ title: done[action] });
      },
      { title: 'Action failed', fallback: 'The newsletter could not be changed. Please try again.' },
    );

  const sendNow = (n: TNewsletter) =>
    run(
      async () => {
        await sendNewsletter(n.id);
        toast({ title: 'Newsletter sent', description: 'Newsletter has been sent to all subscribers.' });
        setConfirming(null);
      },
      { title: 'Send failed', fallback: 'Failed to send newsletter.' },
    );

  const remove = (n: TNewsletter) =>
    run(
      async () => {
        await deleteNewsletter(n.id);
        toast({ title: 'Draft deleted' });
        setConfirming(null);
      },
      { title: 'Delete failed', fallback: 'The draft could not be deleted.' },
    );

  const onAction = (action: IssueAction, n: TNewsletter) => {
    if (action === 'preview') setPreviewing(n);
    else if (action === 'edit') setEditor({ editing: n });
    else if (action === 'schedule') setScheduling(n);
    else if (action === 'test') setTesting({ id: n.id });
    else if (action === 'send' || action === 'delete') setConfirming({ action, n });
    else void simple(action, n);
  };

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        {/* A row of its own, two lines high on a phone, as the count's sentence needs: the buttons under it stay put. */}
        <p className="min-h-10 w-full text-sm text-slate-300 sm:min-h-0" aria-live="polite">
          {count === undefined
            ? audience.isError
              ? 'The audience could not be counted.'
              : 'Counting subscribers...'
            : `An issue sent now goes to ${subscribers(count)} (verified e-mail address, not suppressed).`}
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={() => setTesting({})}>
            <Mail className="size-4" aria-hidden />
            Send Test Email
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => setEditor({ editing: null })}
          >
            <Plus className="size-4" aria-hidden />
            Create Newsletter
          </button>
        </div>
      </div>

      {list.isPending && (
        // As tall as "No newsletters yet" below: the announcement form under it stays put when the
        // list arrives (it used to jump 150 px, a layout shift of up to 0.09 on a phone, issue 36).
        <div className="mt-8 flex min-h-[182px] items-center justify-center p-10">
          <p role="status" className="text-center text-slate-300">
            Loading newsletters...
          </p>
        </div>
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
        <ul className="mt-6 grid gap-3" aria-label="Newsletters">
          {list.data.map((n) => (
            <IssueCard key={n.id} n={n} zone={zone} audience={count} busy={busy} onAction={onAction} />
          ))}
        </ul>
      )}

      <AnnouncementCard />
      <Outbox refreshKey={list.dataUpdatedAt} />
      <CreateNewsletterDialog
        open={editor !== null}
        editing={editor?.editing ?? null}
        onOpenChange={(open) => !open && setEditor(null)}
        onSaved={() => void reload()}
      />
      <ScheduleDialog
        issue={scheduling}
        zone={zone}
        onClose={() => setScheduling(null)}
        onDone={() => void reload()}
      />
      <SendTestDialog
        open={testing !== null}
        onOpenChange={(open) => !open && setTesting(null)}
        issues={list.data ?? []}
        initialId={testing?.id}
      />
      <Modal
        open={previewing !== null}
        onOpenChange={(open) => !open && setPreviewing(null)}
        title="Preview"
        description={previewing?.title}
        className="max-h-[90vh] max-w-2xl"
      >
        <div className="mt-4">{previewing && <PreviewFrame content={previewing} />}</div>
      </Modal>
      <Modal
        open={confirming !== null}
        onOpenChange={(open) => !open && !busy && setConfirming(null)}
        title={
          confirming?.action === 'delete'
            ? 'Delete this draft?'
            : count === 0
              ? 'Nobody to send to'
              : `Send to ${subscribers(count ?? 0)}?`
        }
        description={
          confirming?.action === 'delete'
            ? `"${confirming.n.title}" is deleted for good.`
            : count === 0
              ? 'No subscriber has a verified e-mail address that is not suppressed, so there is nobody to send this issue to.'
              : `"${confirming?.n.title ?? ''}" goes out now to every subscriber with a verified e-mail address. It cannot be undone.`
        }
      >
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setConfirming(null)}
            disabled={busy}
          >
            Cancel
          </button>
          {confirming?.action === 'delete' ? (
            <button
              type="button"
              className={buttonClass('danger')}
              onClick={() => void remove(confirming.n)}
              disabled={busy}
            >
              <Trash2 className="size-4" aria-hidden />
              {busy ? 'Deleting...' : 'Delete draft'}
            </button>
          ) : (
            count !== 0 &&
            confirming && (
              <button
                type="button"
                className={buttonClass('primary')}
                onClick={() => void sendNow(confirming.n)}
                disabled={busy}
              >
                <Send className="size-4" aria-hidden />
                {busy ? 'Sending...' : 'Send now'}
              </button>
            )
          )}
        </div>
      </Modal>
    </>
  );
}

/** Without SMTP_URL the mail is written to an outbox folder: admins can open each message here. */
function Outbox({ refreshKey }: { refreshKey: number }) {
  const outbox = useOutbox(refreshKey);
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
                href={outboxMessageHref(f)}
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
