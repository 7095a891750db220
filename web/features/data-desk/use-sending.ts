import { useState } from 'react';
import { failureMessage } from './data/failure-message';

/**
 * A form's one call at a time: busy while it runs, and the server's refusal (or the failure
 * message) to show when it fails. `send` never throws.
 */
export function useSending() {
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const send = async (work: () => Promise<void>, failure: string) => {
    setRefused(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setRefused(failureMessage(error, failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, refused, setRefused, send };
}
