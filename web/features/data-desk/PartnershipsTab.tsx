import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../ui/button';
import { AddPartnershipDialog } from './AddPartnershipDialog';
import { failureMessage } from './data/failure-message';
import { useDeskPartnerships } from './data/use-desk-partnerships';
import { EditPartnershipDialog } from './EditPartnershipDialog';
import { Empty, LoadError, Loading } from './LoadState';
import { Pager } from './Pager';
import { PartnershipFilters } from './PartnershipFilters';
import { PartnershipTable } from './PartnershipTable';
import { type DeskSort, isFiltered, listQuery, readView, textFilters, withChanges } from './view';

/** Every deal: filters, search, sort, page and the open record from the address; Edit and Add open dialogs. */
export function PartnershipsTab() {
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const list = useDeskPartnerships(listQuery(view));
  // The open record is in the address too (?record=id), so a link opens it.
  const editing = params.get('record');
  const setEditing = (id: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('record', id);
        else next.delete('record');
        return next;
      },
      { replace: true },
    );
  const [adding, setAdding] = useState(false);
  // React Query hands a page over in a render that cannot yield: fifty rows drawn in it were one
  // task of 200 ms on a phone's CPU (issue 36). Deferred, the rows are drawn in pieces that yield.
  const data = useDeferredValue(list.data);
  const loading = list.isPending || (data === undefined && list.data !== undefined);

  const change = (changes: Record<string, string | boolean | number>) =>
    // Typing in a text filter replaces the address rather than adding a history entry per pause.
    setParams((p) => withChanges(p, changes), { replace: textFilters.some((k) => k in changes) });
  const sortBy = (by: DeskSort) =>
    change({ sort: by, dir: view.sort === by && view.dir === 'asc' ? 'desc' : 'asc' });
  const clear = () => setParams(new URLSearchParams());

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-white">Partnerships</h2>
        <button type="button" className={buttonClass('primary')} onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden />
          Add partnership
        </button>
      </div>
      <PartnershipFilters view={view} page={data} onChange={change} onClear={clear} />

      {loading && <Loading>Loading partnerships...</Loading>}
      {list.isError && !data && (
        <LoadError
          what="partnerships"
          reason={failureMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      )}
      {data && data.total === 0 && (
        <Empty>{isFiltered(view) ? 'No partnerships match these filters.' : 'No partnerships yet.'}</Empty>
      )}
      {data && data.total > 0 && (
        <>
          <p className="mt-6 text-sm text-slate-400" aria-live="polite">
            {list.isPlaceholderData || data !== list.data
              ? 'Updating...'
              : `${data.total.toLocaleString('en-US')} partnerships`}
          </p>
          <PartnershipTable
            rows={data.rows}
            sort={{ sort: view.sort, dir: view.dir }}
            onSort={sortBy}
            onEdit={(p) => setEditing(p.id)}
          />
          <Pager
            label="Partnership pages"
            offset={data.offset}
            shown={data.rows.length}
            total={data.total}
            onPage={(step) => change({ page: view.page + step })}
          />
        </>
      )}

      <EditPartnershipDialog id={editing} types={data?.types ?? []} onClose={() => setEditing(null)} />
      <AddPartnershipDialog
        open={adding}
        onOpenChange={setAdding}
        types={data?.types ?? []}
        onCreated={(id) => {
          setAdding(false);
          // Once the Add dialog has handed focus back to its button, so Edit returns it there too.
          setTimeout(() => setEditing(id), 0);
        }}
      />
    </>
  );
}
