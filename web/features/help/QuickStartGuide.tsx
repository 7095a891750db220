import { useState } from 'react';
import { buttonClass } from '../../ui/button';
import { Modal } from '../../ui/modal';

export const guides = {
  'brand-manager': {
    label: 'Brand manager',
    steps: [
      'Search your own brand and check its BaseLine score.',
      'Open Portfolio and filter by sport and region to see where you spend.',
      'Compare yourself with rivals in Intelligence → Competitive Analysis.',
      'Generate a report to share with your leadership team.',
    ],
  },
  agency: {
    label: 'Agency',
    steps: [
      'Search a client or prospect brand.',
      'Use Headlines to find missed opportunities worth pitching.',
      'Draft a pitch with Generate Outreach; edit it before sending.',
      'Export the portfolio in your preferred format for the deck.',
    ],
  },
  'team-analyst': {
    label: 'Team analyst',
    steps: [
      'Switch to Search Rights Holder and pick your competition.',
      'Review who sponsors it and the title/official/regional split.',
      'Open a sponsor to see its whole portfolio and score.',
      'Check Predictive Analytics for renewal likelihood.',
    ],
  },
  general: {
    label: 'General',
    steps: [
      'Pick a quick-access chip to open a well-known brand.',
      'Move through the six tabs of the brand view.',
      'Try Search Talent to explore athletes and their sponsors.',
      'Use Send Feedback to tell us what you need next.',
    ],
  },
} as const;
type Variant = keyof typeof guides;

/** Four role variants, four steps each: Previous / Next Step / Start Exploring. */
export function QuickStartGuide({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [variant, setVariant] = useState<Variant>('general');
  const [step, setStep] = useState(0);
  const steps = guides[variant].steps;
  const last = step === steps.length - 1;
  return (
    <Modal
      sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Quick Start Guide"
      description="Pick your role for a four-step start."
    >
      <div className="mt-4 flex flex-wrap gap-2">
        {(Object.keys(guides) as Variant[]).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={variant === v}
            onClick={() => {
              setVariant(v);
              setStep(0);
            }}
            className={`h-8 rounded-full px-3 text-xs font-semibold ${
              variant === v ? 'bg-accent-400 text-ink-950' : 'bg-ink-800 text-slate-300 hover:bg-ink-700'
            }`}
          >
            {guides[v].label}
          </button>
        ))}
      </div>
      <p className="mt-5 text-xs text-slate-400">
        Step {step + 1} of {steps.length}
      </p>
      <p className="mt-1 text-lg text-white">{steps[step]}</p>
      <div className="mt-6 flex justify-between gap-3">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => setStep(step - 1)}
          disabled={step === 0}
        >
          Previous
        </button>
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          onClick={() => {
            if (last) {
              onOpenChange(false);
              setStep(0);
            } else setStep(step + 1);
          }}
        >
          {last ? 'Start Exploring' : 'Next Step'}
        </button>
      </div>
    </Modal>
  );
}
