import { Eye, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  DEFAULT_QUOTE_AUTHOR,
  moveCategories,
  type TNewsletterContent,
} from '../../../core/contract/newsletters';
import { apiRequest } from '../../lib/api';
import { buttonClass } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { notifyFailure } from '../../ui/notify';
import { toast } from '../../ui/toast-store';
import { usePrefill } from './api';
import { PreviewFrame } from './PreviewFrame';

type Move = TNewsletterContent['moves'][number];
type Row = Move & { key: number };
let nextKey = 0;
const emptyMove = (): Row => ({ key: nextKey++, title: '', description: '', category: 'football' });
const input = 'h-10 w-full rounded-lg border border-ink-600 bg-ink-900 px-3 text-sm text-slate-100';

/** Create Newsletter: title, week, moves (always at least one row), quote; Preview and Create. */
export function CreateNewsletterDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated(): void;
}) {
  const prefill = usePrefill(open);
  const [title, setTitle] = useState('');
  const [weekOf, setWeekOf] = useState('');
  const [moves, setMoves] = useState<Row[]>(() => [emptyMove()]);
  const [quote, setQuote] = useState('');
  const [author, setAuthor] = useState('');
  const [previewing, setPreviewing] = useState(false);
  const [saving, setSaving] = useState(false);

  const content: TNewsletterContent = {
    title,
    weekOf,
    moves: moves.map(({ key: _key, ...m }) => m),
    platformUpdates: [],
    trending: prefill.data?.trending
      ? {
          searches: prefill.data.trending.searches ?? [],
          portfolios: prefill.data.trending.portfolios ?? [],
          insights: prefill.data.trending.insights ?? [],
        }
      : { searches: [], portfolios: [], insights: [] },
    quote: { text: quote, author },
  };
  const reset = () => {
    setTitle('');
    setWeekOf('');
    setMoves([emptyMove()]);
    setQuote('');
    setAuthor('');
    setPreviewing(false);
  };
  const setMove = (i: number, patch: Partial<Move>) =>
    setMoves(moves.map((m, k) => (k === i ? { ...m, ...patch } : m)));

  const create = async () => {
    setSaving(true);
    try {
      await apiRequest('POST', '/api/newsletters', content);
      toast({ title: 'Newsletter created' });
      reset();
      onOpenChange(false);
      onCreated();
    } catch (error) {
      notifyFailure(error, {
        title: 'Creation failed',
        fallback: 'Failed to create newsletter. Please try again.',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={previewing ? 'Preview' : 'Create Newsletter'}
      description={
        previewing
          ? 'This is the e-mail subscribers will receive.'
          : 'A draft of this week’s In The Know. Top searches and trending portfolios are filled in from the last 7 days.'
      }
      className="max-h-[80vh] max-w-2xl"
    >
      {previewing ? (
        <div className="mt-4">
          <PreviewFrame content={content} />
        </div>
      ) : (
        <div className="mt-5 grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <label className="grid gap-1.5 text-sm text-slate-200">
              Newsletter Title
              <input
                className={input}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                maxLength={140}
              />
            </label>
            <label className="grid gap-1.5 text-sm text-slate-200">
              Week Of
              <input
                className={input}
                value={weekOf}
                onChange={(e) => setWeekOf(e.target.value)}
                placeholder="e.g. November 27, 2026"
                maxLength={60}
              />
            </label>
          </div>
          <fieldset className="grid gap-3">
            <legend className="text-sm font-semibold text-white">This Week's Moves</legend>
            {moves.map((m, i) => (
              <div key={m.key} className="grid gap-2 rounded-xl border border-ink-700 p-3">
                <div className="grid gap-2 sm:grid-cols-[1fr_10rem_auto]">
                  <label className="grid gap-1 text-xs text-slate-300">
                    Deal Title
                    <input
                      className={input}
                      value={m.title}
                      onChange={(e) => setMove(i, { title: e.target.value })}
                      maxLength={120}
                    />
                  </label>
                  <label className="grid gap-1 text-xs text-slate-300">
                    Category
                    <select
                      className={input}
                      value={m.category}
                      onChange={(e) => setMove(i, { category: e.target.value as Move['category'] })}
                    >
                      {moveCategories.map((c) => (
                        <option key={c} value={c}>
                          {c[0]!.toUpperCase() + c.slice(1)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button
                    type="button"
                    className={buttonClass('ghost', 'sm', 'self-end')}
                    onClick={() =>
                      setMoves(moves.length > 1 ? moves.filter((_, k) => k !== i) : [emptyMove()])
                    }
                    aria-label={`Remove move ${i + 1}`}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </div>
                <label className="grid gap-1 text-xs text-slate-300">
                  Deal description
                  <textarea
                    className={`${input} h-16 py-2`}
                    value={m.description}
                    onChange={(e) => setMove(i, { description: e.target.value })}
                    maxLength={600}
                  />
                </label>
              </div>
            ))}
            <button
              type="button"
              className={buttonClass('secondary', 'sm', 'justify-self-start')}
              onClick={() => setMoves([...moves, emptyMove()])}
              disabled={moves.length >= 20}
            >
              <Plus className="size-4" aria-hidden />
              Add Move
            </button>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <label className="grid gap-1.5 text-sm text-slate-200">
              Quote of the Week
              <input
                className={input}
                value={quote}
                onChange={(e) => setQuote(e.target.value)}
                maxLength={400}
              />
            </label>
            <label className="grid gap-1.5 text-sm text-slate-200">
              Quote Author
              <input
                className={input}
                value={author}
                onChange={(e) => setAuthor(e.target.value)}
                placeholder={DEFAULT_QUOTE_AUTHOR}
                maxLength={100}
              />
            </label>
          </div>
        </div>
      )}

      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonClass('secondary')} onClick={() => setPreviewing(!previewing)}>
          <Eye className="size-4" aria-hidden />
          {previewing ? 'Back to editing' : 'Preview'}
        </button>
        <button type="button" className={buttonClass('primary')} onClick={create} disabled={saving}>
          {saving ? 'Creating...' : 'Create'}
        </button>
      </div>
    </Modal>
  );
}
