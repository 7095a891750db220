import { Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { TDeskChange } from '../../../core/contract/desk';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { ChangeItem } from './ChangeItem';
import { failureMessage } from './data/failure-message';
import { useUndoChange } from './data/undo-change';
import { errorText, touch } from './styles';

/** A record's history beside it, newest first; its last change can be undone (after a confirmation). */
export function HistoryList({ history, undoable }: { history: TDeskChange[]; undoable: string | null }) {
  const undo = useUndoChange();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  // Focus follows the question: to "Yes, undo" when it is asked, back to Undo when it is not.
  const confirmRef = useRef<HTMLButtonElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (asked.current) undoRef.current?.focus();
    asked.current = asking;
  }, [asking]);

  const run = async (id: string) => {
    setBusy(true);
    setError(null);
    try {
      await undo(id);
      toast({ title: 'Change undone', description: 'The undo is recorded in the history.' });
      setAsking(false);
    } catch (e) {
      setError(failureMessage(e, 'The change could not be undone.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={titleId} className="grid content-start gap-3">
      <h3 id={titleId} className="text-lg font-semibold text-white">
        History
      </h3>
      {history.length === 0 && <p className="text-sm text-slate-400">No changes recorded yet: as shipped.</p>}
      {history.map((c) => (
        <ChangeItem key={c.id} change={c}>
          {c.id === undoable &&
            (asking ? (
              <fieldset className="m-0 flex min-w-0 flex-wrap items-center gap-2 border-0 p-0">
                <legend className="float-left mr-1 text-sm text-slate-200">Undo this change?</legend>
                <button
                  ref={confirmRef}
                  type="button"
                  className={buttonClass('danger', 'sm', touch)}
                  disabled={busy}
                  onClick={() => void run(c.id)}
                >
                  Yes, undo
                </button>
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm', touch)}
                  disabled={busy}
                  onClick={() => setAsking(false)}
                >
                  Cancel
                </button>
              </fieldset>
            ) : (
              <button
                ref={undoRef}
                type="button"
                className={buttonClass('secondary', 'sm', touch)}
                onClick={() => {
                  setAsking(true);
                  setError(null);
                }}
              >
                <Undo2 className="size-4" aria-hidden />
                Undo
              </button>
            ))}
        </ChangeItem>
      ))}
      {error && (
        <p role="alert" className={errorText}>
          {error}
        </p>
      )}
    </section>
  );
}
