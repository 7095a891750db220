import { ConflictCard } from './ConflictCard';
import { failureMessage } from './data/failure-message';
import { useDeskConflicts } from './data/use-desk-conflicts';
import { Empty, LoadError, Loading } from './LoadState';

/** Edited records a newer shipped dataset changed or removed: edits win until an editor decides. */
export function ConflictsTab() {
  const list = useDeskConflicts();
  const conflicts = list.data?.conflicts;
  return (
    <>
      <h2 className="text-xl font-semibold text-white">Conflicts</h2>
      <p className="mt-1 text-sm text-slate-400">
        A newer shipped dataset never overwrites an edit: where it differs, choose which to keep.
      </p>
      {list.isPending && <Loading>Loading conflicts...</Loading>}
      {list.isError && (
        <LoadError
          what="the conflicts"
          reason={failureMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      )}
      {conflicts && conflicts.length === 0 && (
        <Empty>No conflicts: every edit is ahead of the shipped dataset.</Empty>
      )}
      {conflicts && conflicts.length > 0 && (
        <div className="mt-4 grid gap-4">
          {conflicts.map((c) => (
            <ConflictCard key={c.id} conflict={c} />
          ))}
        </div>
      )}
    </>
  );
}
