import type { DeskEntityKind } from '../../../core/contract/desk';
import { Modal } from '../../ui/modal';
import { failureMessage } from './data/failure-message';
import { useDeskEntity } from './data/use-desk-entity';
import { EntityForm } from './EntityForm';
import { kindSpecs } from './entity-draft';
import { HistoryList } from './HistoryList';
import { LoadError, Loading } from './LoadState';

/**
 * Add (id null) or edit a brand, property or athlete; an edited record shows its history with
 * Undo beside the form. Adding one opens it for editing once saved.
 */
export function EntityDialog({
  kind,
  open,
  id,
  onOpenChange,
  onAdded,
}: {
  kind: DeskEntityKind;
  open: boolean;
  id: string | null;
  onOpenChange(open: boolean): void;
  onAdded(id: string): void;
}) {
  const spec = kindSpecs[kind];
  const shown = useDeskEntity(kind, open ? id : null);
  const data = shown.data;
  const name = data ? (data.entity.kind === 'athlete' ? data.entity.row.fullName : data.entity.row.name) : '';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={id ? `Edit ${spec.singular}` : `Add ${spec.singular}`}
      description={id ? name || undefined : `A new ${spec.singular}, with where it comes from.`}
      className={id ? 'max-h-[92vh] max-w-5xl' : 'max-h-[92vh] max-w-2xl'}
    >
      {!id && (
        <div className="mt-5">
          <EntityForm kind={kind} entity={null} onSaved={(saved) => onAdded(saved.entity.row.id)} />
        </div>
      )}
      {id && shown.isPending && <Loading>Loading the {spec.singular}...</Loading>}
      {id && shown.isError && (
        <LoadError
          what={`the ${spec.singular}`}
          reason={failureMessage(shown.error)}
          onRetry={() => void shown.refetch()}
        />
      )}
      {id && data && (
        <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <div className="min-w-0">
            <p className="mb-4 text-sm text-slate-400">
              {data.entity.row.sourceName} ({data.entity.row.source}) · {data.entity.row.deals}{' '}
              {data.entity.row.deals === 1 ? 'deal' : 'deals'}
            </p>
            <EntityForm key={id} kind={kind} entity={data.entity} onSaved={() => undefined} />
          </div>
          <HistoryList history={data.history} undoable={data.undoable} />
        </div>
      )}
    </Modal>
  );
}
