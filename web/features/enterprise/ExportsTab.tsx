import { Download, RotateCcw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { TExportJob } from '../../../core/contract/enterprise';
import { relativeTime } from '../../../core/format/relative-time';
import { scheduledExports } from '../../../core/widgets/enterprise';
import {
  categoryLabels,
  EXPORT_DEFAULTS,
  type ExportCategory,
  type ExportFormat,
  type ExportPeriod,
  exportCategories,
  exportFormats,
  exportPeriods,
  formatLabels,
  periodLabels,
} from '../../../core/widgets/exports';
import { useAuth } from '../../lib/auth';
import { notifyFailure } from '../../lib/notify';
import { useTimeZone } from '../../lib/time-zone';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { Field, SelectField } from '../../ui/form-field';
import { refusalMessage } from './data/errors';
import { exportDownloadHref } from './data/export-download';
import { useCreateExport } from './data/use-create-export';
import { useExportJobs } from './data/use-export-jobs';
import { useRetryExport } from './data/use-retry-export';
import { Panel, SchedulePanel, SubTabs } from './parts';

const statusStyle: Record<TExportJob['status'], string> = {
  queued: 'bg-ink-700 text-slate-300',
  processing: 'bg-sky-500/15 text-sky-300',
  completed: 'bg-emerald-500/15 text-emerald-300',
  failed: 'bg-red-500/15 text-red-300',
};
const statusLabel: Record<TExportJob['status'], string> = {
  queued: 'Queued',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};

const kb = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

function CreateExport({ onCreated }: { onCreated(): void }) {
  const create = useCreateExport();
  const [categories, setCategories] = useState<ExportCategory[]>(EXPORT_DEFAULTS.categories);
  const [period, setPeriod] = useState<ExportPeriod>(EXPORT_DEFAULTS.period);
  const [format, setFormat] = useState<ExportFormat>(EXPORT_DEFAULTS.format);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);

  const toggle = (c: ExportCategory) =>
    setCategories((list) => (list.includes(c) ? list.filter((x) => x !== c) : [...list, c]));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (categories.length === 0) {
      setError('Choose at least one category.');
      return;
    }
    create.mutate(
      { categories, period, format, ...(period === 'custom' ? { from, to } : {}) },
      {
        onSuccess: (job) => {
          toast({ title: 'Export started', description: `${job.name} as ${formatLabels[format]}.` });
          onCreated();
        },
        onError: (err) => {
          const refusal = refusalMessage(err);
          if (refusal) setError(refusal);
          else notifyFailure(err, { title: 'Export failed', fallback: 'The export could not be started.' });
        },
      },
    );
  };

  return (
    <Panel title="Create Export">
      <form onSubmit={submit} className="grid gap-5" noValidate>
        <fieldset>
          <legend className="text-sm font-medium text-slate-200">Data categories</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {exportCategories.map((c) => (
              <label
                key={c}
                className="flex items-center gap-2 rounded-lg border border-ink-700 bg-ink-900 px-3 py-2 text-sm text-slate-200"
              >
                <input
                  type="checkbox"
                  checked={categories.includes(c)}
                  onChange={() => toggle(c)}
                  className="size-4 accent-emerald-400"
                />
                {categoryLabels[c]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Time period"
            id="export-period"
            value={period}
            onChange={(e) => setPeriod(e.target.value as ExportPeriod)}
          >
            {exportPeriods.map((p) => (
              <option key={p} value={p}>
                {periodLabels[p]}
              </option>
            ))}
          </SelectField>
          <fieldset>
            <legend className="text-sm font-medium text-slate-200">Format</legend>
            <div className="mt-1.5 flex flex-wrap gap-2">
              {exportFormats.map((f) => (
                <label
                  key={f}
                  className="flex items-center gap-2 rounded-lg border border-ink-700 bg-ink-900 px-3 py-2 text-sm text-slate-200"
                >
                  <input
                    type="radio"
                    name="export-format"
                    value={f}
                    checked={format === f}
                    onChange={() => setFormat(f)}
                    className="accent-emerald-400"
                  />
                  {formatLabels[f]}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        {period === 'custom' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
            <Field label="To" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-300">
            {error}
          </p>
        )}
        <div>
          <button type="submit" className={buttonClass('primary')} disabled={create.isPending}>
            <Download className="size-4" aria-hidden />
            {create.isPending ? 'Starting...' : 'Create Export'}
          </button>
        </div>
      </form>
    </Panel>
  );
}

function ExportJobs() {
  const zone = useTimeZone();
  const jobs = useExportJobs(true);
  const retry = useRetryExport();
  if (jobs.isPending)
    return (
      <Panel title="Export Jobs">
        <p className="text-sm text-slate-400">Loading exports…</p>
      </Panel>
    );
  if (jobs.isError)
    return (
      <Panel title="Export Jobs">
        <p className="text-sm text-red-300">
          Could not load your exports.{' '}
          <button type="button" className="underline" onClick={() => void jobs.refetch()}>
            Try again
          </button>
        </p>
      </Panel>
    );
  const list = jobs.data.jobs;
  return (
    <Panel title="Export Jobs">
      {list.length === 0 ? (
        <p className="text-sm text-slate-400">No exports yet. Create one to see it here.</p>
      ) : (
        <ul className="grid gap-3" aria-live="polite">
          {list.map((j) => (
            <li key={j.id} className="rounded-xl border border-ink-700 bg-ink-900 p-4" data-status={j.status}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-medium text-white">{j.name}</p>
                  <p className="text-xs text-slate-400">
                    {formatLabels[j.type]} · {relativeTime(j.createdAt, Date.now(), zone)}
                    {j.fileSize !== null && ` · ${kb(j.fileSize)}`}
                  </p>
                </div>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyle[j.status]}`}>
                  {statusLabel[j.status]}
                </span>
              </div>
              {(j.status === 'processing' || j.status === 'queued') && (
                <div
                  role="progressbar"
                  aria-label={`${j.name} progress`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={j.progress}
                  className="mt-3 h-2 rounded-full bg-ink-700"
                >
                  <div
                    className="h-2 rounded-full bg-sky-400 transition-all"
                    style={{ width: `${j.progress}%` }}
                  />
                </div>
              )}
              {(j.status === 'processing' || j.status === 'queued') && (
                <p className="mt-1 text-xs text-slate-400">
                  {j.status === 'queued' ? 'Waiting to start' : `${j.progress}% done`}
                </p>
              )}
              {j.status === 'completed' && j.downloadUrl && (
                <a
                  href={exportDownloadHref(j.id)}
                  download
                  className={buttonClass('secondary', 'sm', 'mt-3')}
                >
                  <Download className="size-4" aria-hidden />
                  Download
                </a>
              )}
              {j.status === 'failed' && (
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <p className="text-sm text-red-300">{j.error}</p>
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    disabled={retry.isPending}
                    onClick={() =>
                      retry.mutate(j.id, {
                        onError: (err) =>
                          notifyFailure(err, {
                            title: 'Retry failed',
                            fallback: 'The export could not be restarted.',
                          }),
                      })
                    }
                  >
                    <RotateCcw className="size-4" aria-hidden />
                    Retry
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Exports: Create Export (a real job on the server), Export Jobs (live status), Scheduled Exports (sample). */
export function ExportsTab() {
  const { user, openAuthDialog } = useAuth();
  const [tab, setTab] = useState('create');
  const signedOut = (
    <Panel title="Exports need an account">
      <p className="text-sm text-slate-300">Exports are created on our servers for your account.</p>
      <button
        type="button"
        className={buttonClass('primary', 'md', 'mt-3')}
        onClick={() => openAuthDialog('login')}
      >
        Log in to create exports
      </button>
    </Panel>
  );
  return (
    <SubTabs
      label="Export views"
      value={tab}
      onValueChange={setTab}
      tabs={[
        {
          value: 'create',
          label: 'Create Export',
          content: user ? <CreateExport onCreated={() => setTab('jobs')} /> : signedOut,
        },
        { value: 'jobs', label: 'Export Jobs', content: user ? <ExportJobs /> : signedOut },
        {
          value: 'scheduled',
          label: 'Scheduled Exports',
          content: <SchedulePanel title="Scheduled Exports" initial={scheduledExports} />,
        },
      ]}
    />
  );
}
