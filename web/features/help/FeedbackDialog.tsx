import { Star } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { type FeedbackCategory, feedbackCategories, submitFeedback } from './feedback-store';

type Step = 'rating' | 'details' | 'thanks';

/**
 * 1-5 stars; 4-5 thank at once; 1-3 ask a category (required) and text; Back returns to the rating.
 * Each answer is kept in this browser and sent to POST /api/feedback (re-sent later if that fails).
 */
export function FeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const [step, setStep] = useState<Step>('rating');
  const [rating, setRating] = useState(0);
  const [category, setCategory] = useState<FeedbackCategory | null>(null);
  const [text, setText] = useState('');

  const reset = () => {
    setStep('rating');
    setRating(0);
    setCategory(null);
    setText('');
  };
  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) reset();
  };
  const rate = (value: number) => {
    setRating(value);
    if (value >= 4) {
      submitFeedback({ context: 'intelligence-search', rating: value, feedback: '', category: null });
      setStep('thanks');
    } else {
      setStep('details');
    }
  };
  const send = () => {
    if (!category) return;
    submitFeedback({ context: 'intelligence-search', rating, feedback: text.trim(), category });
    setStep('thanks');
  };

  return (
    <Modal
      sheet
      open={open}
      onOpenChange={change}
      title="Send Feedback"
      description="How is the intelligence tool working for you?"
    >
      {step === 'rating' && (
        <fieldset className="mt-5">
          <legend className="text-sm text-slate-300">Your rating</legend>
          <div className="mt-2 flex gap-2">
            {[1, 2, 3, 4, 5].map((n) => (
              <button
                key={n}
                type="button"
                onClick={() => rate(n)}
                aria-label={`${n} star${n === 1 ? '' : 's'}`}
                className="rounded-lg p-2 text-amber-400 hover:bg-ink-800"
              >
                <Star className="size-8" aria-hidden />
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {step === 'details' && (
        <div className="mt-5 grid gap-4">
          <fieldset>
            <legend className="text-sm text-slate-300">What is it about?</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {feedbackCategories.map((c) => (
                <button
                  key={c}
                  type="button"
                  aria-pressed={category === c}
                  onClick={() => setCategory(c)}
                  className={`h-9 rounded-full px-3 text-sm ${
                    category === c
                      ? 'bg-accent-400 font-semibold text-ink-950'
                      : 'bg-ink-800 text-slate-200 hover:bg-ink-700'
                  }`}
                >
                  {c}
                </button>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-1.5">
            <label htmlFor="feedback-text" className="text-sm text-slate-300">
              Tell us more (optional)
            </label>
            <textarea
              id="feedback-text"
              rows={4}
              maxLength={2000}
              value={text}
              onChange={(e) => setText(e.target.value)}
              className="rounded-lg border border-ink-600 bg-ink-900 p-3 text-sm text-slate-100"
            />
          </div>
          <div className="flex justify-between gap-3">
            <button type="button" className={buttonClass('ghost')} onClick={() => setStep('rating')}>
              Back
            </button>
            <button type="button" className={buttonClass('primary')} onClick={send} disabled={!category}>
              Send
            </button>
          </div>
        </div>
      )}
      {step === 'thanks' && (
        <div className="mt-5 text-center">
          <p className="text-lg font-semibold text-white">Thank you for your feedback!</p>
          <p className="mt-1 text-slate-300">It helps us make the tool better.</p>
          <button
            type="button"
            className={buttonClass('primary', 'md', 'mt-5')}
            onClick={() => change(false)}
          >
            Close
          </button>
        </div>
      )}
    </Modal>
  );
}
