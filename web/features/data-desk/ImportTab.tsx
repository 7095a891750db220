import { FileCheck2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  DESK_IMPORT_MAX_BYTES,
  DESK_IMPORT_MAX_ROWS,
  type TDeskImportFile,
  type TImportPreview,
  ZChangeNote,
} from '../../../core/contract/desk';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { card } from '../../ui/card';
import { fileToBase64 } from './base64';
import type { ImportRow } from './csv';
import { useApplyImport } from './data/apply-import';
import { failureMessage } from './data/failure-message';
import { previewImport } from './data/preview-import';
import { FormError } from './FormError';
import { count } from './format';
import { ImportHelp } from './ImportHelp';
import { ImportProgress } from './ImportProgress';
import { ImportRows, RejectedDownload } from './ImportRows';
import { importedText } from './import-result';
import { errorText, labelClass } from './styles';
import { NoteField } from './TextArea';

type Applied = { imported: string; rows: ImportRow[] };
const MB = DESK_IMPORT_MAX_BYTES / (1024 * 1024);

/**
 * Import a CSV, Excel or JSON file: Check file shows each row's result, then Apply writes the
 * valid rows in one transaction with a progress bar; rejected rows download as CSV.
 */
export function ImportTab() {
  const inputId = useId();
  const apply = useApplyImport();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [applied, setApplied] = useState<Applied | null>(null);
  // The file as checked: Apply sends the same bytes.
  const checked = useRef<TDeskImportFile | null>(null);

  const reset = () => {
    setPreview(null);
    setProgress(null);
    setApplied(null);
    setFailure(null);
    checked.current = null;
  };

  const choose = (picked: File | null) => {
    reset();
    setFileError(null);
    if (picked && picked.size > DESK_IMPORT_MAX_BYTES) {
      setFile(null);
      setFileError(`The file is too large: at most ${MB} MB.`);
      return;
    }
    if (picked && !/\.(csv|xlsx|json)$/i.test(picked.name)) {
      setFile(null);
      setFileError('The file must be .csv, .xlsx or .json.');
      return;
    }
    setFile(picked);
  };

  const check = async () => {
    reset();
    if (!file) return setFileError('Choose a file first.');
    const parsedNote = ZChangeNote.safeParse(note);
    setNoteError(parsedNote.success ? undefined : parsedNote.error.issues[0]?.message);
    if (!parsedNote.success) return;
    setBusy('check');
    try {
      const body = { fileName: file.name, content: await fileToBase64(file), note: parsedNote.data };
      setPreview(await previewImport(body));
      checked.current = body;
    } catch (error) {
      setFailure(failureMessage(error, 'The file could not be checked.'));
    } finally {
      setBusy(null);
    }
  };

  const run = async () => {
    const body = checked.current;
    if (!body || !preview) return;
    setBusy('apply');
    setFailure(null);
    setProgress({ done: 0, total: preview.valid });
    try {
      await apply(body, (line) => {
        if (line.type === 'progress') setProgress({ done: line.done, total: line.total });
        else if (line.type === 'error') setFailure(line.message);
        else {
          const text = importedText(line.imported);
          setApplied({ imported: text, rows: line.rows });
          toast({ title: 'Import finished', description: text });
        }
      });
    } catch (error) {
      setFailure(failureMessage(error, 'The import failed. Nothing was written.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-6">
      <section aria-labelledby={`${inputId}-title`} className={card}>
        <h2 id={`${inputId}-title`} className="text-xl font-semibold text-white">
          Import a file
        </h2>
        <ImportHelp />
        <form
          noValidate
          className="mt-5 grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void check();
          }}
        >
          <div className="grid gap-1.5">
            <label htmlFor={inputId} className={labelClass}>
              File (.csv, .xlsx or .json, at most {MB} MB and {count(DESK_IMPORT_MAX_ROWS)} rows)
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,.xlsx,.json,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${inputId}-error` : undefined}
              onChange={(e) => choose(e.target.files?.[0] ?? null)}
              className="block w-full max-w-full min-w-0 text-sm text-slate-300 file:mr-3 file:h-11 file:rounded-lg file:border file:border-ink-600 file:bg-ink-800 file:px-4 file:font-semibold file:text-slate-100 hover:file:bg-ink-700"
            />
            {fileError && (
              <p id={`${inputId}-error`} role="alert" className={errorText}>
                {fileError}
              </p>
            )}
          </div>
          <NoteField value={note} onChange={setNote} error={noteError} />
          <div>
            <button type="submit" className={buttonClass('secondary')} disabled={busy !== null}>
              <FileCheck2 className="size-4" aria-hidden />
              {busy === 'check' ? 'Checking...' : 'Check file'}
            </button>
          </div>
        </form>
      </section>

      <FormError message={failure} />

      {preview && (
        <section aria-labelledby={`${inputId}-preview`} className={card}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 id={`${inputId}-preview`} className="text-xl font-semibold text-white">
                Check
              </h2>
              <p className="mt-1 text-sm text-slate-300" aria-live="polite">
                {count(preview.valid)} valid, {count(preview.rejected)} rejected
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <RejectedDownload rows={preview.rows} fileName={checked.current?.fileName ?? 'import'} />
              {!applied && (
                <button
                  type="button"
                  className={buttonClass('primary')}
                  disabled={busy !== null || preview.valid === 0}
                  onClick={() => void run()}
                >
                  <Upload className="size-4" aria-hidden />
                  {busy === 'apply' ? 'Applying...' : `Apply ${count(preview.valid)} valid rows`}
                </button>
              )}
            </div>
          </div>
          {progress && (
            <div className="mt-4">
              <ImportProgress done={progress.done} total={progress.total} />
            </div>
          )}
          {applied && (
            <div className="mt-4 grid gap-3" role="status">
              <p className="font-semibold text-emerald-200">{applied.imported}</p>
              {applied.rows.some((r) => !r.ok) && (
                <>
                  <p className="text-sm text-slate-300">
                    {count(applied.rows.filter((r) => !r.ok).length)} rows were not imported:
                  </p>
                  <ImportRows rows={applied.rows.filter((r) => !r.ok)} label="Rows not imported" />
                  <div>
                    <RejectedDownload rows={applied.rows} fileName={checked.current?.fileName ?? 'import'} />
                  </div>
                </>
              )}
            </div>
          )}
          {!applied && <ImportRows rows={preview.rows} label="Rows in the file" />}
        </section>
      )}
    </div>
  );
}
