import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { type FieldPath, type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import {
  DEFAULT_QUOTE_AUTHOR,
  MAX_MOVES,
  MAX_UPDATES,
  moveCategories,
  type TNewsletter,
  type TNewsletterContent,
  type TNewsletterInput,
  updateTypes,
  ZNewsletterInput,
  ZTrending,
} from '../../../core/contract/newsletters';
import { notifyFailure } from '../../lib/notify';
import { toast } from '../../lib/toast-store';
import { buttonClass } from '../../ui/button';
import { inputClass } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { createNewsletter } from './data/create-newsletter';
import { fieldMessages } from './data/field-messages';
import { updateNewsletter } from './data/update-newsletter';
import { usePrefill } from './data/use-prefill';
import { PreviewFrame } from './PreviewFrame';

type Form = UseFormReturn<TNewsletterInput, unknown, TNewsletterContent>;
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const emptyMove = () => ({ title: '', description: '', category: 'football' as const, url: '' });
const emptyUpdate = () => ({ title: '', description: '', type: 'feature' as const });

function blank(): TNewsletterInput {
  return {
    title: '',
    weekOf: '',
    preheader: '',
    moves: [emptyMove()],
    platformUpdates: [],
    quote: { text: '', author: '' },
  };
}

function fromIssue(n: TNewsletter): TNewsletterInput {
  return {
    title: n.title,
    weekOf: n.weekOf,
    preheader: n.preheader,
    moves: n.moves.map((m) => ({ ...m })),
    platformUpdates: n.platformUpdates.map((u) => ({ ...u })),
    quote: { ...n.quote },
  };
}

/** What the preview draws from the form as it stands (defaults filled in, nothing validated yet). */
function contentOf(v: TNewsletterInput, trending: TNewsletterContent['trending']): TNewsletterContent {
  return {
    title: v.title ?? '',
    weekOf: v.weekOf ?? '',
    preheader: v.preheader ?? '',
    moves: (v.moves ?? []).map((m) => ({
      title: m.title ?? '',
      description: m.description ?? '',
      category: m.category,
      url: m.url ?? '',
    })),
    platformUpdates: (v.platformUpdates ?? []).map((u) => ({
      title: u.title ?? '',
      description: u.description ?? '',
      type: u.type,
    })),
    trending,
    quote: { text: v.quote?.text ?? '', author: v.quote?.author ?? '' },
  };
}

/** A labelled input or textarea bound to the form, with the field's message beside it. */
function TextField({
  form,
  name,
  label,
  hint,
  multiline = false,
  maxLength,
  placeholder,
  type = 'text',
}: {
  form: Form;
  name: FieldPath<TNewsletterInput>;
  label: string;
  hint?: string;
  multiline?: boolean;
  maxLength: number;
  placeholder?: string;
  type?: string;
}) {
  const id = useId();
  const error = form.getFieldState(name, form.formState).error?.message;
  const props = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    // A little room past the limit, so the message (not the browser) says what is wrong.
    maxLength: maxLength + 20,
    placeholder,
    ...form.register(name),
  };
  return (
    <div className="grid min-w-0 content-start gap-1">
      <label htmlFor={id} className="text-sm text-slate-200">
        {label}
        {hint && <span className="ml-1 text-xs text-slate-400">{hint}</span>}
      </label>
      {multiline ? (
        <textarea rows={2} className={`${inputClass} h-auto py-2 text-sm`} {...props} />
      ) : (
        <input type={type} className={`${inputClass} text-sm`} {...props} />
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

function Choice({
  form,
  name,
  label,
  options,
}: {
  form: Form;
  name: FieldPath<TNewsletterInput>;
  label: string;
  options: readonly string[];
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 content-start gap-1">
      <label htmlFor={id} className="text-sm text-slate-200">
        {label}
      </label>
      <select id={id} className={`${inputClass} text-sm`} {...form.register(name)}>
        {options.map((c) => (
          <option key={c} value={c}>
            {cap(c)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Create Newsletter, and Edit for a draft or a scheduled issue: title, week, preheader, the moves
 * (each with an optional link; always at least one row), platform updates and the quote. The
 * contract's zod schema checks it here and on the server; each message shows beside its field.
 */
export function CreateNewsletterDialog({
  open,
  onOpenChange,
  onSaved,
  editing,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onSaved(): void;
  /** The issue being edited; none: a new one. */
  editing?: TNewsletter | null;
}) {
  const prefill = usePrefill(open && !editing);
  const [previewing, setPreviewing] = useState(false);
  // Most Shared Insights: one a line (the e-mail shows the first 2).
  const [insights, setInsights] = useState('');
  const [insightsError, setInsightsError] = useState<string | null>(null);
  const insightsId = useId();
  const form: Form = useForm<TNewsletterInput, unknown, TNewsletterContent>({
    resolver: zodResolver(ZNewsletterInput),
    defaultValues: blank(),
  });
  const moves = useFieldArray({ control: form.control, name: 'moves' });
  const updates = useFieldArray({ control: form.control, name: 'platformUpdates' });
  const { isSubmitting } = form.formState;
  const insightLines = insights
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const trending: TNewsletterContent['trending'] = {
    searches: editing?.trending.searches ?? prefill.data?.trending?.searches ?? [],
    portfolios: editing?.trending.portfolios ?? prefill.data?.trending?.portfolios ?? [],
    insights: insightLines,
  };
  const checkInsights = () => {
    const parsed = ZTrending.shape.insights.safeParse(insightLines);
    setInsightsError(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the insights'));
    return parsed.success;
  };

  // Opening starts from the issue being edited, or from a blank form.
  useEffect(() => {
    if (!open) return;
    form.reset(editing ? fromIssue(editing) : blank());
    setInsights(editing?.trending.insights.join('\n') ?? '');
    setInsightsError(null);
    setPreviewing(false);
  }, [open, editing, form]);

  const submit = form.handleSubmit(
    async (values) => {
      if (!checkInsights()) return setPreviewing(false);
      try {
        const body = { ...values, trending };
        if (editing) await updateNewsletter(editing.id, body);
        else await createNewsletter(body);
        toast({ title: editing ? 'Newsletter saved' : 'Newsletter created' });
        onOpenChange(false);
        onSaved();
      } catch (error) {
        // The server's own checks: each message goes to its field as well.
        const fields = fieldMessages(error);
        for (const [path, message] of Object.entries(fields)) {
          if (path.startsWith('trending.insights')) setInsightsError(message);
          else form.setError(path as FieldPath<TNewsletterInput>, { message });
        }
        if (Object.keys(fields).length) setPreviewing(false);
        notifyFailure(error, {
          title: editing ? 'Saving failed' : 'Creation failed',
          fallback: editing
            ? 'Failed to save the newsletter. Please try again.'
            : 'Failed to create newsletter. Please try again.',
        });
      }
    },
    () => {
      checkInsights();
      setPreviewing(false);
    },
  );

  const title = editing ? 'Edit Newsletter' : 'Create Newsletter';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={previewing ? 'Preview' : title}
      description={
        previewing
          ? 'This is the e-mail subscribers will receive.'
          : editing
            ? `Changes go out with the issue${editing.status === 'scheduled' ? ' at its scheduled time' : ''}.`
            : 'A draft of this week’s In The Know. Top searches and trending portfolios are filled in from the last 7 days.'
      }
      className="max-h-[80vh] max-w-2xl"
    >
      <form onSubmit={submit} noValidate>
        {previewing ? (
          <div className="mt-4">
            <PreviewFrame content={contentOf(form.getValues(), trending)} />
          </div>
        ) : (
          <div className="mt-5 grid gap-5">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField form={form} name="title" label="Newsletter Title" maxLength={140} />
              <TextField
                form={form}
                name="weekOf"
                label="Week Of"
                maxLength={60}
                placeholder="e.g. November 27, 2026"
              />
            </div>
            <TextField
              form={form}
              name="preheader"
              label="Preheader"
              hint="(the line inboxes show after the subject)"
              maxLength={150}
            />
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-semibold text-white">This Week's Moves</legend>
              {moves.fields.map((field, i) => (
                <div key={field.id} className="grid gap-2 rounded-xl border border-ink-700 p-3">
                  <div className="grid gap-2 sm:grid-cols-[1fr_10rem_auto]">
                    <TextField form={form} name={`moves.${i}.title`} label="Deal Title" maxLength={120} />
                    <Choice
                      form={form}
                      name={`moves.${i}.category`}
                      label="Category"
                      options={moveCategories}
                    />
                    <button
                      type="button"
                      className={buttonClass('ghost', 'sm', 'self-end justify-self-start')}
                      onClick={() =>
                        moves.fields.length > 1 ? moves.remove(i) : moves.replace([emptyMove()])
                      }
                      aria-label={`Remove move ${i + 1}`}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  </div>
                  <TextField
                    form={form}
                    name={`moves.${i}.description`}
                    label="Deal description"
                    multiline
                    maxLength={600}
                  />
                  <TextField
                    form={form}
                    name={`moves.${i}.url`}
                    label="Link"
                    hint="(optional web address for the headline)"
                    type="url"
                    placeholder="https://"
                    maxLength={2000}
                  />
                </div>
              ))}
              {form.formState.errors.moves?.root?.message || form.formState.errors.moves?.message ? (
                <p className="text-sm text-red-300">
                  {form.formState.errors.moves?.root?.message ?? form.formState.errors.moves?.message}
                </p>
              ) : null}
              <button
                type="button"
                className={buttonClass('secondary', 'sm', 'justify-self-start')}
                onClick={() => moves.append(emptyMove())}
                disabled={moves.fields.length >= MAX_MOVES}
              >
                <Plus className="size-4" aria-hidden />
                Add Move
              </button>
            </fieldset>
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-semibold text-white">Platform Updates</legend>
              {updates.fields.length === 0 && (
                <p className="text-sm text-slate-400">None: the e-mail leaves the section out.</p>
              )}
              {updates.fields.map((field, i) => (
                <div key={field.id} className="grid gap-2 rounded-xl border border-ink-700 p-3">
                  <div className="grid gap-2 sm:grid-cols-[1fr_10rem_auto]">
                    <TextField
                      form={form}
                      name={`platformUpdates.${i}.title`}
                      label="Update Title"
                      maxLength={120}
                    />
                    <Choice
                      form={form}
                      name={`platformUpdates.${i}.type`}
                      label="Type"
                      options={updateTypes}
                    />
                    <button
                      type="button"
                      className={buttonClass('ghost', 'sm', 'self-end justify-self-start')}
                      onClick={() => updates.remove(i)}
                      aria-label={`Remove platform update ${i + 1}`}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  </div>
                  <TextField
                    form={form}
                    name={`platformUpdates.${i}.description`}
                    label="Update description"
                    multiline
                    maxLength={600}
                  />
                </div>
              ))}
              <button
                type="button"
                className={buttonClass('secondary', 'sm', 'justify-self-start')}
                onClick={() => updates.append(emptyUpdate())}
                disabled={updates.fields.length >= MAX_UPDATES}
              >
                <Plus className="size-4" aria-hidden />
                Add Platform Update
              </button>
            </fieldset>
            <div className="grid gap-1">
              <label htmlFor={insightsId} className="text-sm font-semibold text-white">
                Most Shared Insights
                <span className="ml-1 text-xs font-normal text-slate-400">
                  (one a line; the e-mail shows the first 2)
                </span>
              </label>
              <textarea
                id={insightsId}
                rows={3}
                className={`${inputClass} h-auto py-2 text-sm`}
                value={insights}
                onChange={(e) => {
                  setInsights(e.target.value);
                  setInsightsError(null);
                }}
                aria-invalid={insightsError ? true : undefined}
                aria-describedby={insightsError ? `${insightsId}-error` : undefined}
              />
              {insightsError && (
                <p id={`${insightsId}-error`} className="text-sm text-red-300">
                  {insightsError}
                </p>
              )}
            </div>
            <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
              <TextField form={form} name="quote.text" label="Quote of the Week" maxLength={400} />
              <TextField
                form={form}
                name="quote.author"
                label="Quote Author"
                maxLength={100}
                placeholder={DEFAULT_QUOTE_AUTHOR}
              />
            </div>
          </div>
        )}

        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setPreviewing(!previewing)}
          >
            <Eye className="size-4" aria-hidden />
            {previewing ? 'Back to editing' : 'Preview'}
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={isSubmitting}>
            {editing
              ? isSubmitting
                ? 'Saving...'
                : 'Save Changes'
              : isSubmitting
                ? 'Creating...'
                : 'Create'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
