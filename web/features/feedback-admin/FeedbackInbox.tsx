import { ChevronLeft, ChevronRight, Download, Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { feedbackCategories } from '../../../core/contract/feedback';
import { routeTable } from '../../../core/routes';
import { buttonClass } from '../../ui/button';
import { Field, SelectField } from '../../ui/form-field';
import { feedbackCsvHref } from './data/feedback-csv-href';
import { useFeedbackList } from './data/use-feedback-list';
import { FeedbackTable } from './FeedbackTable';
import { type FeedbackFilters, noFilters } from './filters';

const route = routeTable.find((r) => r.path === '/admin/feedback')!;

/** The feedback list for admins: filters, a page of 50 at a time, CSV export and Mark read. */
export function FeedbackInbox() {
  const [filters, setFilters] = useState<FeedbackFilters>(noFilters);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useFeedbackList(filters, page);

  const update = (change: Partial<FeedbackFilters>) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };
  // The text search applies once typing pauses.
  useEffect(() => {
    if (search === filters.q) return;
    const timer = setTimeout(() => {
      setFilters((f) => ({ ...f, q: search }));
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search, filters.q]);

  const filtered = Object.values(filters).some((v) => v.trim() !== '');
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // Fewer pages than before (rows marked read under a "New" filter): back to the last one.
  useEffect(() => {
    if (data && !list.isPlaceholderData && page > pages) setPage(pages);
  }, [data, list.isPlaceholderData, page, pages]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-white">{route.heading}</h1>
          <p className="mt-1 text-slate-400">{route.description}</p>
        </div>
        <a href={feedbackCsvHref(filters)} download className={buttonClass('secondary')}>
          <Download className="size-4" aria-hidden />
          Export CSV
        </a>
      </div>

      <form
        className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        aria-label="Filter feedback"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: search });
        }}
      >
        <SelectField
          label="Rating"
          value={filters.rating}
          onChange={(e) => update({ rating: e.target.value })}
        >
          <option value="">Any rating</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={String(n)}>
              {n} star{n === 1 ? '' : 's'}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Category"
          value={filters.category}
          onChange={(e) => update({ category: e.target.value })}
        >
          <option value="">All categories</option>
          {feedbackCategories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status"
          value={filters.status}
          onChange={(e) => update({ status: e.target.value })}
        >
          <option value="">Any status</option>
          <option value="new">New</option>
          <option value="read">Read</option>
        </SelectField>
        <Field
          label="Search"
          type="search"
          maxLength={200}
          placeholder="Message, page or e-mail"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </form>

      {list.isPending && (
        <p role="status" className="mt-10 text-center text-slate-300">
          Loading feedback...
        </p>
      )}
      {list.isError && (
        <div role="alert" className="mt-10 text-center text-red-300">
          <p>Unable to load feedback. Please try again.</p>
          <button
            type="button"
            className={buttonClass('secondary', 'sm', 'mt-3')}
            onClick={() => void list.refetch()}
          >
            Try again
          </button>
        </div>
      )}
      {data && data.total === 0 && (
        <div className="mt-8 rounded-2xl border border-dashed border-ink-600 p-10 text-center">
          <Inbox className="mx-auto size-10 text-slate-400" aria-hidden />
          <p className="mt-3 font-semibold text-white">
            {filtered ? 'No feedback matches these filters.' : 'No feedback yet.'}
          </p>
        </div>
      )}
      {data && data.total > 0 && (
        <>
          <p className="mt-8 text-sm text-slate-400" aria-live="polite">
            {data.total} {data.total === 1 ? 'response' : 'responses'}
            {list.isPlaceholderData ? ' (updating...)' : ''}
          </p>
          <FeedbackTable items={data.items} />
          <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={page <= 1}
              onClick={() => setPage((p) => Math.max(1, p - 1))}
            >
              <ChevronLeft className="size-4" aria-hidden />
              Previous
            </button>
            <span className="text-sm text-slate-300">
              Page {Math.min(page, pages)} of {pages}
            </span>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={page >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              Next
              <ChevronRight className="size-4" aria-hidden />
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
