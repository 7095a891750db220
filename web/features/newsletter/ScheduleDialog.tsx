import { TZDate } from '@date-fns/tz';
import { CalendarClock } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { SEND_TIME_ZONE, type TNewsletter } from '../../../core/contract/newsletters';
import { formatDateTime, type TimeZoneSetting } from '../../../core/format/time';
import { notifyFailure } from '../../lib/notify';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { inputClass } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { scheduleNewsletter } from './data/schedule-newsletter';

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-27T12:30": the wall-clock time in London of an instant (a datetime-local value). */
export function londonInput(at: Date): string {
  const l = new TZDate(at.getTime(), SEND_TIME_ZONE);
  return `${l.getFullYear()}-${pad(l.getMonth() + 1)}-${pad(l.getDate())}T${pad(l.getHours())}:${pad(l.getMinutes())}`;
}

/** The instant a London wall-clock time ("2026-11-27T12:30") names; null when it is not one. */
export function fromLondonInput(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const at = new TZDate(y, mo - 1, d, h, mi, SEND_TIME_ZONE);
  return Number.isNaN(at.getTime()) ? null : new Date(at.getTime());
}

/** The coming Friday 12:30 in London (next week's once this one has passed). */
export function nextFriday(now = new Date()): Date {
  const london = new TZDate(now.getTime(), SEND_TIME_ZONE);
  const ahead = (5 - london.getDay() + 7) % 7;
  const friday = (days: number) =>
    new TZDate(london.getFullYear(), london.getMonth(), london.getDate() + days, 12, 30, SEND_TIME_ZONE);
  const at = friday(ahead);
  return new Date((at.getTime() > now.getTime() ? at : friday(ahead + 7)).getTime());
}

/**
 * Schedule (or move) an issue: a date and time in London time, with the same moment shown in the
 * admin's own timezone; Friday 12:30 is offered first.
 */
export function ScheduleDialog({
  issue,
  zone,
  onClose,
  onDone,
}: {
  issue: TNewsletter | null;
  zone: TimeZoneSetting;
  onClose(): void;
  onDone(): void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!issue) return;
    setValue(londonInput(issue.scheduledFor ? new Date(issue.scheduledFor) : nextFriday()));
    setError(null);
  }, [issue]);

  const at = fromLondonInput(value);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!issue) return;
    if (!at) return setError('Enter a date and a time.');
    if (at.getTime() <= Date.now()) return setError('Choose a time in the future.');
    setSaving(true);
    try {
      await scheduleNewsletter(issue.id, at);
      toast({
        title: 'Newsletter scheduled',
        description: `It goes out ${formatDateTime(at, 'GMT')} London time.`,
      });
      onClose();
      onDone();
    } catch (failure) {
      notifyFailure(failure, { title: 'Scheduling failed', fallback: 'Failed to schedule the newsletter.' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={issue !== null}
      onOpenChange={(open) => !open && onClose()}
      title={issue?.status === 'scheduled' ? 'Move the send' : 'Schedule send'}
      description={issue?.title}
    >
      <form onSubmit={submit} noValidate className="mt-5 grid gap-4">
        <div className="grid gap-1.5">
          <label htmlFor={id} className="text-sm font-medium text-slate-200">
            Send at (London time)
          </label>
          <input
            id={id}
            type="datetime-local"
            className={inputClass}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          />
          <p id={`${id}-hint`} className="text-sm text-slate-400" aria-live="polite">
            {at
              ? zone === 'GMT'
                ? `${formatDateTime(at, 'GMT')}.`
                : `${formatDateTime(at, 'GMT')} in London is ${formatDateTime(at, zone)} in your timezone.`
              : 'In The Know goes out on London time.'}
          </p>
          {error && (
            <p id={`${id}-error`} className="text-sm text-red-300">
              {error}
            </p>
          )}
        </div>
        <button
          type="button"
          className={buttonClass('ghost', 'sm', 'justify-self-start')}
          onClick={() => setValue(londonInput(nextFriday()))}
        >
          Use Friday 12:30
        </button>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={saving}>
            <CalendarClock className="size-4" aria-hidden />
            {saving ? 'Scheduling...' : 'Schedule'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
