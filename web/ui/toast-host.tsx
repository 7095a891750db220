import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentToast, subscribeToasts } from '../lib/toast-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

let everShown = false;

/** Loads the Radix toast code only once the first toast is raised, keeping it out of the first load. */
export function ToastHost() {
  const message = useSyncExternalStore(subscribeToasts, currentToast, () => null);
  if (message) everShown = true;
  if (!everShown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
