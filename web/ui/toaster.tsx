import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { currentToast, dismissToast, subscribeToasts } from '../lib/toast-store';

export const TOAST_DURATION_MS = 5000;

/**
 * Radix toast: bottom right on wide screens (above the floating help buttons), top on small ones;
 * swipe right; F8 focuses the region.
 */
export function Toaster() {
  const message = useSyncExternalStore(subscribeToasts, currentToast, () => null);
  useEscapeReachesDialog(message?.id);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {message && (
        <ToastPrimitive.Root
          key={message.id}
          defaultOpen
          onOpenChange={(open) => {
            if (!open) dismissToast(message.id);
          }}
          className={`toast pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-2xl ${
            message.variant === 'destructive'
              ? 'border-red-500/60 bg-red-950 text-red-50'
              : 'border-ink-600 bg-ink-800 text-slate-50'
          }`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{message.title}</ToastPrimitive.Title>
            {message.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {message.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col p-4 sm:top-auto sm:right-0 sm:bottom-28 md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}

const openDialog = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/**
 * A Radix toast is a dismissable layer mounted after any open dialog, so it would take the first
 * Escape (Copy in a dialog, then Escape, left the dialog open). While a dialog is open, Escape
 * first removes the toast, before Radix's own listeners run, so the dialog closes on that press.
 */
function useEscapeReachesDialog(id: number | undefined) {
  useEffect(() => {
    if (id === undefined) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !document.querySelector(openDialog)) return;
      flushSync(() => dismissToast(id));
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [id]);
}
