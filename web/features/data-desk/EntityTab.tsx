import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DeskEntityKind } from '../../../core/contract/desk';
import { buttonClass } from '../../ui/button';
import { DebouncedField } from './DebouncedField';
import { failureMessage } from './data/failure-message';
import { useDeskEntities } from './data/use-desk-entities';
import { EntityDialog } from './EntityDialog';
import { EntityTable } from './EntityTable';
import { kindSpecs } from './entity-draft';
import { count } from './format';
import { Empty, LoadError, Loading } from './LoadState';
import { Pager } from './Pager';
import { PAGE_SIZE, readPage, withChanges } from './view';

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Brands, Properties or Athletes: search by name or alias, pages of 50, Add and Edit. */
export function EntityTab({ kind }: { kind: DeskEntityKind }) {
  const spec = kindSpecs[kind];
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = readPage(params);
  const list = useDeskEntities(kind, q, (page - 1) * PAGE_SIZE);
  const [dialog, setDialog] = useState<{ id: string | null } | null>(null);
  const data = list.data;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-white">{cap(spec.plural)}</h2>
        <button type="button" className={buttonClass('primary')} onClick={() => setDialog({ id: null })}>
          <Plus className="size-4" aria-hidden />
          Add {spec.singular}
        </button>
      </div>
      <div className="max-w-md">
        <DebouncedField
          label={`Search ${spec.plural}`}
          placeholder="Name or alias"
          value={q}
          onCommit={(next) => setParams((p) => withChanges(p, { q: next }), { replace: true })}
        />
      </div>

      {list.isPending && <Loading>Loading {spec.plural}...</Loading>}
      {list.isError && !data && (
        <LoadError
          what={spec.plural}
          reason={failureMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      )}
      {data && data.total === 0 && (
        <Empty>{q ? `No ${spec.plural} match “${q}”.` : `No ${spec.plural} yet.`}</Empty>
      )}
      {data && data.total > 0 && (
        <>
          <p className="mt-6 text-sm text-slate-400" aria-live="polite">
            {list.isPlaceholderData
              ? 'Updating...'
              : `${count(data.total)} ${data.total === 1 ? spec.singular : spec.plural}`}
          </p>
          <EntityTable
            kind={kind}
            rows={data.rows}
            label={cap(spec.plural)}
            onEdit={(id) => setDialog({ id })}
          />
          <Pager
            label={`${cap(spec.singular)} pages`}
            offset={data.offset}
            shown={data.rows.length}
            total={data.total}
            onPage={(step) => setParams((p) => withChanges(p, { page: page + step }))}
          />
        </>
      )}

      <EntityDialog
        kind={kind}
        open={dialog !== null}
        id={dialog?.id ?? null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        onAdded={(id) => setDialog({ id })}
      />
    </>
  );
}
