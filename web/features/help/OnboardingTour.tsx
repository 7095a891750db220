import * as Dialog from '@radix-ui/react-dialog';
import { BarChart3, Radar, Search, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { brand } from '../../../core/brand';
import { storageKeys } from '../../lib/storage-keys';
import { buttonClass } from '../../ui/button';

export const TOUR_FADE_MS = 300;

export const tourSteps = [
  {
    icon: Sparkles,
    title: `Welcome to ${brand.product}`,
    body: 'See who sponsors whom, for how much, and how healthy each partnership is. This short tour shows you around.',
  },
  {
    icon: Search,
    title: 'Search any brand',
    body: 'Type a brand, a rights holder or an athlete in the search box, or pick one of the quick-access chips.',
  },
  {
    icon: BarChart3,
    title: 'BaseScore analytics',
    body: 'Every brand gets a BaseLine score from 0 to 100, built on visibility, energy, clarity, fit and range.',
  },
  {
    icon: Radar,
    title: 'Real-time intelligence',
    body: 'Competitor analysis, forecasts and campaign activity sit in the brand view, with a report you can share.',
  },
] as const;

/**
 * The flag lives in local storage (spec); a cookie mirrors it, so the server renders a signed-in page
 * with or without the tour as the browser will draw it (server/plugins/ssr.ts).
 */
export const TOUR_COOKIE = 'sponsorscope_tour_done';

/** Whether this request's cookies say the tour was finished (the server's view, and the browser's first render). */
export function tourDoneInCookies(cookieHeader: string): boolean {
  return new RegExp(`(?:^|;\\s*)${TOUR_COOKIE}=1(?:;|$)`).test(cookieHeader);
}

export function tourDone(): boolean {
  try {
    return localStorage.getItem(storageKeys.onboardingDone) === 'true' || tourDoneInCookies(document.cookie);
  } catch {
    return true;
  }
}

/** Stores the completed flag and its cookie mirror (a year; SameSite=Lax, read by the server only). */
export function storeTourDone(): void {
  try {
    localStorage.setItem(storageKeys.onboardingDone, 'true');
  } catch {
    // blocked storage: the cookie still remembers
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain flag cookie; the Cookie Store API is not in every browser
  document.cookie = `${TOUR_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`;
}

const HIGHLIGHT = ['relative', 'z-[60]', 'ring-4', 'ring-accent-400'];

/** The four-step tour; finishing or skipping stores the completed flag and fades out over 300 ms. */
export function OnboardingTour({ onDone }: { onDone(): void }) {
  const [step, setStep] = useState(0);
  const [closing, setClosing] = useState(false);
  const last = step === tourSteps.length - 1;
  const current = tourSteps[step]!;
  const Icon = current.icon;

  // Step 2 highlights the search input above the overlay.
  useEffect(() => {
    if (step !== 1 || closing) return;
    const input = document.querySelector<HTMLElement>('[data-tour="search-input"]');
    input?.classList.add(...HIGHLIGHT);
    return () => input?.classList.remove(...HIGHLIGHT);
  }, [step, closing]);

  const finish = () => {
    storeTourDone();
    setClosing(true);
    setTimeout(onDone, TOUR_FADE_MS);
  };

  return (
    // No portal: a portal draws only in the browser, and the server renders the tour into the page
    // (it is the largest text of a first visit). Both layers are fixed, so where they sit in the tree
    // does not matter.
    <Dialog.Root open onOpenChange={(open) => !open && finish()}>
      <Dialog.Overlay
        className={`fixed inset-0 z-50 bg-black/60 transition-opacity duration-300 ${closing ? 'opacity-0' : 'opacity-100'}`}
      />
      <Dialog.Content
        aria-describedby="tour-body"
        className={`fixed inset-x-0 bottom-0 z-[70] rounded-t-2xl border border-ink-600 bg-ink-850 p-6 shadow-2xl transition-opacity duration-300 md:inset-x-auto md:left-1/2 md:w-full md:max-w-md md:-translate-x-1/2 md:rounded-2xl ${
          closing ? 'opacity-0' : 'opacity-100'
        } ${step === 1 ? 'md:bottom-8' : 'md:top-1/2 md:bottom-auto md:-translate-y-1/2'}`}
      >
        <div className="flex items-center justify-between text-xs text-slate-400">
          <span>
            Step {step + 1} of {tourSteps.length}
          </span>
          <span>{Math.round(((step + 1) / tourSteps.length) * 100)}% complete</span>
        </div>
        <div className="mt-2 h-1.5 rounded-full bg-ink-700" aria-hidden>
          <div
            className="h-1.5 rounded-full bg-accent-400 transition-all"
            style={{ width: `${((step + 1) / tourSteps.length) * 100}%` }}
          />
        </div>
        <Icon className="mt-5 size-8 text-accent-400" aria-hidden />
        <Dialog.Title className="mt-3 text-xl font-bold text-white">{current.title}</Dialog.Title>
        <p id="tour-body" className="mt-2 text-slate-300">
          {current.body}
        </p>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={finish}>
            Skip Tour
          </button>
          <div className="flex gap-2">
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => setStep(step - 1)}
              disabled={step === 0}
            >
              Back
            </button>
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              onClick={() => (last ? finish() : setStep(step + 1))}
            >
              {last ? 'Get Started' : 'Next'}
            </button>
          </div>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
