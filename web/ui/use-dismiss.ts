import { type RefObject, useEffect } from 'react';

/**
 * Whether an Escape press belongs to a dialog: pressed inside one (its focus is trapped there), or
 * already handled. A menu that opened the dialog stays open then, so only the top layer closes and
 * focus can go back to the menu's control that opened the dialog (issue 36: Escape closed both).
 */
export function escapeIsForDialog(event: KeyboardEvent): boolean {
  if (event.defaultPrevented) return true;
  const target = event.target;
  return target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

/** While open: a press outside `root` closes; Escape (not a dialog's) closes and returns focus to `trigger`. */
export function useDismiss(
  open: boolean,
  close: () => void,
  root: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !escapeIsForDialog(event)) {
        close();
        trigger.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, root, trigger]);
}
