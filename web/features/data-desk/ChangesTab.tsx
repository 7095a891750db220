import { useSearchParams } from 'react-router';
import { ChangeItem } from './ChangeItem';
import { failureMessage } from './data/failure-message';
import { useDeskHistory } from './data/use-desk-history';
import { Empty, LoadError, Loading } from './LoadState';
import { Pager } from './Pager';
import { PAGE_SIZE, readPage, withChanges } from './view';

/** The latest changes of every record, newest first: who, when, what, the citation and each field. */
export function ChangesTab() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const offset = (page - 1) * PAGE_SIZE;
  const list = useDeskHistory(offset);
  const data = list.data;
  return (
    <>
      <h2 className="text-xl font-semibold text-white">Changes</h2>
      <p className="mt-1 text-sm text-slate-400">Every change made on the desk, newest first.</p>
      {list.isPending && <Loading>Loading changes...</Loading>}
      {list.isError && !data && (
        <LoadError
          what="the changes"
          reason={failureMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      )}
      {data && data.total === 0 && <Empty>No changes yet.</Empty>}
      {data && data.total > 0 && (
        <>
          <ol className="mt-4 grid gap-3" aria-label="Changes">
            {data.changes.map((c) => (
              <li key={c.id}>
                <ChangeItem change={c} showLabel />
              </li>
            ))}
          </ol>
          <Pager
            label="Change pages"
            offset={offset}
            shown={data.changes.length}
            total={data.total}
            onPage={(step) => setParams((p) => withChanges(p, { page: page + step }))}
          />
        </>
      )}
    </>
  );
}
