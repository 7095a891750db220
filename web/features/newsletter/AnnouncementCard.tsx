import { useQueryClient } from '@tanstack/react-query';
import { Megaphone, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ANNOUNCEMENT_LIMITS, ZAnnouncement } from '../../../core/contract/newsletters';
import { notifyFailure } from '../../lib/notify';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { card } from '../../ui/card';
import { inputClass } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { sendAnnouncement } from './data/send-announcement';
import { announcementAudienceKey, useAnnouncementAudience } from './data/use-announcement-audience';

type Errors = Partial<Record<'subject' | 'body', string>>;

/** The contract's own messages, one per field (the first problem of each). */
function validate(subject: string, body: string): Errors {
  const parsed = ZAnnouncement.safeParse({ subject, body });
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'subject' || field === 'body') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const people = (n: number) => `${n} ${n === 1 ? 'user' : 'users'}`;

/** Product announcement: a plain-text e-mail, sent now to everyone who opted in to marketing e-mails. */
export function AnnouncementCard() {
  const ids = { subject: useId(), body: useId() };
  const client = useQueryClient();
  const audience = useAnnouncementAudience();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const count = audience.data?.count;

  const review = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(subject, body);
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const send = async () => {
    setSending(true);
    try {
      const { sent } = await sendAnnouncement({ subject, body });
      toast({ title: 'Announcement sent', description: `Sent to ${people(sent)}.` });
      setSubject('');
      setBody('');
      setConfirming(false);
    } catch (error) {
      setConfirming(false);
      notifyFailure(
        error,
        { title: 'Announcement not sent', fallback: 'Failed to send the announcement.' },
        { title: 'Announcement not sent', description: 'Unable to send the announcement. Please try again.' },
      );
    } finally {
      setSending(false);
      await client.invalidateQueries({ queryKey: announcementAudienceKey });
    }
  };

  const field = (name: keyof Errors) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${ids[name]}-error` : undefined,
  });

  return (
    <section aria-labelledby={`${ids.subject}-title`} className={`mt-10 ${card}`}>
      <h2 id={`${ids.subject}-title`} className="flex items-center gap-2 font-semibold text-white">
        <Megaphone className="size-4 text-accent-300" aria-hidden />
        Product announcement
      </h2>
      <p className="mt-1 text-sm text-slate-400" aria-live="polite">
        {count === undefined
          ? audience.isError
            ? 'The audience could not be counted.'
            : 'Counting the audience...'
          : `Sends to ${people(count)} who opted in to marketing e-mails.`}
      </p>
      <form className="mt-4 grid gap-4" onSubmit={review} noValidate>
        <div className="grid gap-1.5">
          <label htmlFor={ids.subject} className="text-sm font-medium text-slate-200">
            Subject
          </label>
          <input
            id={ids.subject}
            className={inputClass}
            value={subject}
            maxLength={ANNOUNCEMENT_LIMITS.subject + 50}
            onChange={(e) => setSubject(e.target.value)}
            {...field('subject')}
          />
          {errors.subject && (
            <p id={`${ids.subject}-error`} className="text-sm text-red-300">
              {errors.subject}
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={ids.body} className="text-sm font-medium text-slate-200">
            Message
            <span className="ml-1 font-normal text-slate-400">
              (plain text, {body.length}/{ANNOUNCEMENT_LIMITS.body})
            </span>
          </label>
          <textarea
            id={ids.body}
            rows={6}
            className={`${inputClass} h-auto py-2`}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            {...field('body')}
          />
          {errors.body && (
            <p id={`${ids.body}-error`} className="text-sm text-red-300">
              {errors.body}
            </p>
          )}
        </div>
        <button
          type="submit"
          className={buttonClass('primary', 'md', 'justify-self-start')}
          disabled={sending || count === 0}
        >
          <Send className="size-4" aria-hidden />
          Send announcement
        </button>
        {count === 0 && (
          <p className="text-sm text-slate-400">No one has opted in to product announcements yet.</p>
        )}
      </form>
      <Modal
        open={confirming}
        onOpenChange={(open) => !sending && setConfirming(open)}
        title="Send this announcement?"
        description={`"${subject.trim()}" goes out now to ${people(count ?? 0)} who opted in to marketing e-mails. It cannot be undone.`}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setConfirming(false)}
            disabled={sending}
          >
            Cancel
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => void send()}
            disabled={sending}
          >
            <Send className="size-4" aria-hidden />
            {sending ? 'Sending...' : 'Send now'}
          </button>
        </div>
      </Modal>
    </section>
  );
}
