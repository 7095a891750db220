import { brand } from '../../core/brand';
import { ApiError } from './api';
import { toast } from './toast-store';

export const CONNECTION_ERROR = {
  title: 'Connection error',
  description: `Unable to connect to ${brand.product}. Please try again.`,
};

/**
 * The destructive toast for a failed call: a rejected answer shows the server's message (or the
 * fallback); a network failure shows the connection text.
 */
export function notifyFailure(
  error: unknown,
  rejected: { title: string; fallback: string },
  network: { title: string; description: string } = CONNECTION_ERROR,
): void {
  if (error instanceof ApiError) {
    toast({
      variant: 'destructive',
      title: rejected.title,
      description: error.serverMessage ?? rejected.fallback,
    });
  } else {
    toast({ variant: 'destructive', ...network });
  }
}
