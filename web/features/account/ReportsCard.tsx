import { formatLongDate } from '../../../core/format/time';
import { notifyFailure } from '../../lib/notify';
import { useTimeZone } from '../../lib/time-zone';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { Card, Loaded } from './AccountPage';
import { useDeleteReport } from './data/use-delete-report';
import { useReports } from './data/use-reports';

/** The user's generated reports: open or delete each; retention deletes them after N days. */
export function ReportsCard({ userId }: { userId: string }) {
  const zone = useTimeZone();
  const list = useReports(userId);
  const remove = useDeleteReport(userId, {
    onSuccess: () => toast({ title: 'Report deleted' }),
    onError: (error) =>
      notifyFailure(error, {
        title: 'Deletion failed',
        fallback: 'Failed to delete the report. Please try again.',
      }),
  });
  return (
    <Card title="Your reports">
      <Loaded query={list} what="Your reports">
        {(data) => (
          <>
            <p className="text-sm text-slate-400">
              Reports are kept {data.retentionDays} days, then deleted.
            </p>
            {data.reports.length === 0 ? (
              <p className="mt-3 text-sm text-slate-300">No reports yet. Generate one from a brand's page.</p>
            ) : (
              <ul className="mt-3 divide-y divide-ink-700">
                {data.reports.map((r) => (
                  <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <a
                        href={r.reportUrl}
                        target="_blank"
                        rel="noopener"
                        className="font-medium text-accent-300 underline"
                      >
                        {r.brandName}
                      </a>
                      <p className="text-xs text-slate-400">
                        {formatLongDate(r.createdAt, zone)} · deleted {formatLongDate(r.expiresAt, zone)}
                      </p>
                    </div>
                    <button
                      type="button"
                      aria-label={`Delete the ${r.brandName} report of ${formatLongDate(r.createdAt, zone)}`}
                      disabled={remove.isPending}
                      className={buttonClass('secondary', 'sm')}
                      onClick={() => remove.mutate(r.id)}
                    >
                      Delete
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Loaded>
    </Card>
  );
}
