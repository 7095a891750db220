import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import {
  type CSSProperties,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { flushSync } from 'react-dom';
import { currentToast, dismissToast, subscribeToasts } from '../lib/toast-store';
import { type Box, candidates, type PlaceInput, placeToast, type ToastLayout } from './toast-place';

export const TOAST_DURATION_MS = 5000;

/**
 * Radix toast: across the bottom on a phone, bottom right on wider screens, moved to another corner
 * when that one would cover an open dialog's header or more of the controls around (toast-place.ts);
 * above open dialogs; swipe right; F8 focuses the region.
 */
export function Toaster() {
  const message = useSyncExternalStore(subscribeToasts, currentToast, () => null);
  useEscapeReachesDialog(message?.id);
  const viewport = useRef<HTMLOListElement>(null);
  const layout = useToastPlace(message?.id, viewport);
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
        ref={viewport}
        hotkey={['F8']}
        data-place={layout.place}
        style={layoutStyle(layout)}
        className="fixed z-[100] flex max-h-screen flex-col"
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

const layoutStyle = (l: ToastLayout): CSSProperties => ({ left: l.left, top: l.top, width: l.width });

const controls =
  'button, a[href], input, select, textarea, summary, [role="button"], [role="tab"], [role="link"]';

const boxOf = (el: Element | null | undefined): Box | null => {
  const r = el?.getBoundingClientRect();
  return r && r.width > 0 && r.height > 0 ? r : null;
};

/** What the page looks like now, for placeToast: the open dialog's header and the visible controls. */
function measure(toast: HTMLElement | null): PlaceInput {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const dialogs = document.querySelectorAll(openDialog);
  const dialog = dialogs[dialogs.length - 1];
  const never: Box[] = [];
  let scope: ParentNode = document;
  let topInset = 16;
  if (dialog) {
    // The header: from the dialog's top to below its title and its Close button, the dialog's width.
    scope = dialog;
    const frame = boxOf(dialog);
    const parts = [dialog.querySelector('h1, h2, h3'), dialog.querySelector('button[aria-label="Close"]')]
      .map(boxOf)
      .filter((b): b is Box => b !== null);
    if (frame && parts.length > 0) {
      never.push({
        left: frame.left,
        right: frame.right,
        top: frame.top,
        bottom: Math.max(...parts.map((b) => b.bottom)) + 8,
      });
    }
  } else {
    // Below the sticky page header with its menu and account buttons.
    const header = boxOf(document.querySelector('body header'));
    if (header && header.top <= 0) topInset = header.bottom + 8;
  }
  const avoid: Box[] = [];
  for (const el of scope.querySelectorAll(controls)) {
    if (toast?.contains(el)) continue;
    const b = boxOf(el);
    if (b && b.bottom > 0 && b.top < viewport.height && b.right > 0 && b.left < viewport.width) avoid.push(b);
  }
  const shown = toast?.firstElementChild;
  const toastHeight = shown ? shown.getBoundingClientRect().height : 88;
  return { viewport, toastHeight: toastHeight || 88, topInset, never, avoid };
}

/**
 * The toast's place, chosen when it appears and again when the page changes under it: the window
 * resizes, the page stops scrolling, or a dialog opens or closes.
 */
function useToastPlace(id: number | undefined, viewport: RefObject<HTMLOListElement | null>) {
  const [layout, setLayout] = useState<ToastLayout>(() =>
    typeof window === 'undefined'
      ? { place: 'bottom-right', left: 16, top: 16, width: 320 }
      : candidates({
          viewport: { width: window.innerWidth, height: window.innerHeight },
          toastHeight: 88,
          topInset: 16,
          never: [],
          avoid: [],
        })[0]!,
  );
  useLayoutEffect(() => {
    if (id === undefined) return;
    const place = () => {
      const next = placeToast(measure(viewport.current));
      setLayout((cur) =>
        cur.place === next.place && cur.left === next.left && cur.top === next.top && cur.width === next.width
          ? cur
          : next,
      );
    };
    place();
    // The toast is drawn into the viewport a moment later: measure its real height then.
    let frame = requestAnimationFrame(place);
    let settle: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(settle);
      settle = setTimeout(place, 120);
    };
    const soon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    window.addEventListener('resize', later);
    window.addEventListener('scroll', later, { capture: true, passive: true });
    // Dialogs are portalled into the body: one opening or closing changes what must stay visible.
    const observer = new MutationObserver(soon);
    observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ['data-state'] });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settle);
      observer.disconnect();
      window.removeEventListener('resize', later);
      window.removeEventListener('scroll', later, { capture: true });
    };
  }, [id, viewport]);
  return layout;
}
