import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

/**
 * A dialog frame: title, optional description, close button, focus trapped (Radix). `sheet`
 * makes it a bottom sheet under 768 px; `className` sets its width and height limits. On closing,
 * focus goes back to the control that had it when the dialog opened (there is no Dialog.Trigger).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  sheet = false,
  className = 'max-h-[92vh] max-w-lg',
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string | undefined;
  children: ReactNode;
  sheet?: boolean;
  className?: string;
}) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's focus trap moves focus in: the opener still has it.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  const frame = sheet
    ? 'inset-x-0 bottom-0 rounded-t-2xl md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:w-[calc(100vw-2rem)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl'
    : 'top-1/2 left-1/2 w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
          className={`fixed z-50 overflow-y-auto border border-ink-600 bg-ink-850 p-6 shadow-2xl ${frame} ${className}`}
        >
          <Dialog.Title className="pr-10 text-xl font-bold text-white">{title}</Dialog.Title>
          <Dialog.Description className={description ? 'mt-1 text-sm text-slate-400' : 'sr-only'}>
            {description ?? title}
          </Dialog.Description>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-md p-1.5 text-slate-400 hover:bg-ink-700 hover:text-white"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
