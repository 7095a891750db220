export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
}

type Listener = () => void;

/** One toast at a time: a new toast replaces the one on screen (spec 01 section 9). */
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const l of listeners) l();
}

export function toast(
  input: Omit<ToastMessage, 'id' | 'variant'> & { variant?: ToastMessage['variant'] },
): number {
  current = { variant: 'default', ...input, id: nextId++ };
  emit();
  return current.id;
}

export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    emit();
  }
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): ToastMessage | null {
  return current;
}
