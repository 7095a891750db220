import { CalendarCheck, CircleStop } from 'lucide-react';
import { useRef, useState } from 'react';
import { buttonClass } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { ConfirmForm } from './ConfirmForm';
import { failureMessage } from './data/failure-message';
import { useDeskPartnership } from './data/use-desk-partnership';
import { EndDealForm } from './EndDealForm';
import { originLabel, statusClass, statusLabel, yearsText } from './format';
import { HistoryList } from './HistoryList';
import { LoadError, Loading } from './LoadState';
import { PartnershipEditForm } from './PartnershipEditForm';
import { badge, panel, reviewBadge } from './styles';

type Action = 'end' | 'confirm' | null;

/** Edit a deal: its fields, End deal, Confirmed today, and its history with Undo beside it. */
export function EditPartnershipDialog({
  id,
  types,
  onClose,
}: {
  id: string | null;
  types: readonly string[];
  onClose(): void;
}) {
  const shown = useDeskPartnership(id);
  const [action, setAction] = useState<Action>(null);
  const data = shown.data;
  const p = data?.record;
  const toggle = (a: Exclude<Action, null>) => setAction((cur) => (cur === a ? null : a));
  // Done: the form closes and focus goes back to the button that opened it.
  const endButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const toggles = { end: endButton, confirm: confirmButton };
  const done = (a: Exclude<Action, null>) => {
    setAction(null);
    toggles[a].current?.focus();
  };

  return (
    <Modal
      open={id !== null}
      onOpenChange={(open) => {
        if (!open) {
          setAction(null);
          onClose();
        }
      }}
      title="Edit partnership"
      description={p ? `${p.brand.name} – ${p.partner.name} (${p.type})` : undefined}
      className="max-h-[92vh] max-w-6xl"
    >
      {shown.isPending && <Loading>Loading the partnership...</Loading>}
      {shown.isError && (
        <LoadError
          what="the partnership"
          reason={failureMessage(shown.error)}
          onRetry={() => void shown.refetch()}
        />
      )}
      {data && p && (
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <div className="grid min-w-0 content-start gap-5">
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
              <span className={`${badge} ${statusClass[p.status]}`}>{statusLabel[p.status]}</span>
              <span>{yearsText(p)}</span>
              <span aria-hidden>·</span>
              <span>{p.sport}</span>
              <span aria-hidden>·</span>
              <span>
                {p.sourceName} ({p.source}, {originLabel[p.origin].toLowerCase()})
              </span>
              {p.partOf && <span className="text-slate-400">part of {p.partOf}</span>}
              {p.needsReview && <span className={reviewBadge}>Needs review</span>}
            </div>
            <PartnershipEditForm key={p.id} record={p} types={types} />
            <div className={panel}>
              <div className="flex flex-wrap gap-2">
                <button
                  ref={toggles.end}
                  type="button"
                  aria-expanded={action === 'end'}
                  className={buttonClass('secondary')}
                  onClick={() => toggle('end')}
                >
                  <CircleStop className="size-4" aria-hidden />
                  End deal
                </button>
                <button
                  ref={toggles.confirm}
                  type="button"
                  aria-expanded={action === 'confirm'}
                  className={buttonClass('secondary')}
                  onClick={() => toggle('confirm')}
                >
                  <CalendarCheck className="size-4" aria-hidden />
                  Confirmed today
                </button>
              </div>
              {action === 'end' && (
                <div className="mt-4">
                  <EndDealForm record={p} onDone={() => done('end')} />
                </div>
              )}
              {action === 'confirm' && (
                <div className="mt-4">
                  <ConfirmForm record={p} onDone={() => done('confirm')} />
                </div>
              )}
            </div>
          </div>
          <HistoryList history={data.history} undoable={data.undoable} />
        </div>
      )}
    </Modal>
  );
}
