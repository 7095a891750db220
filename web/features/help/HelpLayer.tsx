import { BookOpen, MessageSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAuth } from '../../lib/auth';
import { useFirstRenderValue } from '../../lib/bootstrap';
import { FeedbackDialog } from './FeedbackDialog';
import { OnboardingTour, storeTourDone, tourDone } from './OnboardingTour';
import { QuickStartGuide } from './QuickStartGuide';

const floating =
  'inline-flex h-11 items-center gap-2 rounded-full border border-ink-600 bg-ink-800/95 px-3 text-sm font-semibold text-slate-100 shadow-lg backdrop-blur hover:border-accent-400 sm:px-4';

/** The floating Quick Start Guide and Send Feedback buttons, and the tour until it is completed. */
export default function HelpLayer() {
  // Behind the sign-in dialog (signed out) the layer is inert, but the tour's own dialog would not
  // be: it waits for a signed-in user.
  const { user } = useAuth();
  // While hydrating a server-rendered page, the tour shows as the server drew it (it read the flag's
  // cookie); a flag stored only in local storage, from before the cookie, then closes it at once.
  const [tour, setTour] = useState(
    useFirstRenderValue(
      (bootstrap) => !bootstrap.tourDone,
      () => !tourDone(),
    ),
  );
  useEffect(() => {
    if (tour && tourDone()) {
      storeTourDone();
      setTour(false);
    }
  }, [tour]);
  const [guide, setGuide] = useState(false);
  const [feedback, setFeedback] = useState(false);
  return (
    <>
      {/* On phones the buttons sit side by side, clear of the home indicator, and this spacer lets
          the last card scroll above them; toasts show at the top there (bottom right above the
          buttons on wider screens, see ui/toaster). */}
      <div aria-hidden className="h-16 sm:hidden" data-testid="help-inset" />
      <div className="fixed right-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-40 flex flex-row items-end gap-2 sm:flex-col">
        <button
          type="button"
          className={floating}
          onClick={() => setGuide(true)}
          aria-label="Quick Start Guide"
        >
          <BookOpen className="size-4 text-accent-400" aria-hidden />
          <span className="hidden sm:inline">Quick Start Guide</span>
        </button>
        <button
          type="button"
          className={floating}
          onClick={() => setFeedback(true)}
          aria-label="Send Feedback"
        >
          <MessageSquare className="size-4 text-accent-400" aria-hidden />
          <span className="hidden sm:inline">Send Feedback</span>
        </button>
      </div>
      <QuickStartGuide open={guide} onOpenChange={setGuide} />
      <FeedbackDialog open={feedback} onOpenChange={setFeedback} />
      {tour && user && <OnboardingTour onDone={() => setTour(false)} />}
    </>
  );
}
