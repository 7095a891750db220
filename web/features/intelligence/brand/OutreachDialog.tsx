import { Copy, Send } from 'lucide-react';
import { useState } from 'react';
import type { TBrandProfile } from '../../../../core/contract/profile';
import { outreachEmail, talkingPoints } from '../../../../core/intelligence/panels';
import { shownScore } from '../../../../core/widgets/figures';
import { toast } from '../../../lib/toast-store';
import { buttonClass } from '../../../ui/button';
import { Modal } from '../../../ui/modal';

/** The cold e-mail: editable subject and body, Send Email (mailto) and Copy. */
export function OutreachDialog({ profile, onClose }: { profile: TBrandProfile; onClose(): void }) {
  const initial = outreachEmail(
    profile.brand.name,
    profile.brand.industry,
    shownScore(profile),
    talkingPoints(profile.score),
  );
  const [subject, setSubject] = useState(initial.subject);
  const [body, setBody] = useState(initial.body);
  const mailto = `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`Subject: ${subject}\n\n${body}`);
      toast({ title: 'Copied', description: 'The e-mail is on your clipboard.' });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Copy failed',
        description: 'Select the text and copy it by hand.',
      });
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Outreach email to ${profile.brand.name}`}
      description="Add the recipient in your mail app; edit anything before you send it."
      className="max-h-[92vh] max-w-2xl"
    >
      <div className="mt-5 grid gap-4">
        <div className="grid gap-1.5">
          <label htmlFor="outreach-subject" className="text-sm font-medium text-slate-200">
            Subject
          </label>
          <input
            id="outreach-subject"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            className="h-11 rounded-lg border border-ink-600 bg-ink-900 px-3 text-slate-100"
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="outreach-body" className="text-sm font-medium text-slate-200">
            Body
          </label>
          <textarea
            id="outreach-body"
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={12}
            className="rounded-lg border border-ink-600 bg-ink-900 p-3 text-sm text-slate-100"
          />
        </div>
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClass('secondary')} onClick={copy}>
          <Copy className="size-4" aria-hidden />
          Copy
        </button>
        <a href={mailto} className={buttonClass('primary')}>
          <Send className="size-4" aria-hidden />
          Send Email
        </a>
      </div>
    </Modal>
  );
}
