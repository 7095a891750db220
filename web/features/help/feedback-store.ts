import {
  type FeedbackCategory,
  feedbackCategories,
  type TFeedbackInput,
} from '../../../core/contract/feedback';
import { ApiError } from '../../lib/api';
import { storageKeys } from '../../lib/storage-keys';
import { postFeedback } from './data/post-feedback';

export { type FeedbackCategory, feedbackCategories };

export interface FeedbackRecord {
  /** Tells this copy apart from the others kept here. */
  id?: string;
  timestamp: string;
  context: string;
  rating: number;
  feedback: string;
  category: FeedbackCategory | null;
  userAgent: string;
  path: string;
  /** True while the copy still has to reach the server; absent on copies kept before feedback was sent. */
  queued?: boolean;
}

export function readFeedback(): FeedbackRecord[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKeys.feedback) ?? '[]');
    return Array.isArray(parsed) ? (parsed as FeedbackRecord[]) : [];
  } catch {
    return [];
  }
}

function writeFeedback(records: FeedbackRecord[]): void {
  try {
    localStorage.setItem(storageKeys.feedback, JSON.stringify(records.slice(-50)));
  } catch {
    // storage full or blocked: nothing else to do, the thank-you still shows
  }
}

/** A key for a local copy: the time and eight bytes from the browser's crypto source. */
const localId = () =>
  `${Date.now().toString(36)}-${Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/** A copy stays in this browser (for offline use): appended to a list in local storage, newest last, queued to send. */
export function saveFeedback(
  record: Omit<FeedbackRecord, 'id' | 'timestamp' | 'userAgent' | 'path' | 'queued'>,
): FeedbackRecord {
  const full: FeedbackRecord = {
    ...record,
    id: localId(),
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent,
    path: window.location.pathname + window.location.search,
    queued: true,
  };
  writeFeedback([...readFeedback(), full]);
  return full;
}

function unqueue(id: string | undefined): void {
  if (!id) return;
  writeFeedback(readFeedback().map((r) => (r.id === id ? { ...r, queued: false } : r)));
}

const post = (r: FeedbackRecord) =>
  postFeedback({
    rating: r.rating,
    category: r.category,
    message: r.feedback,
    context: r.context,
    path: r.path.slice(0, 500),
  } satisfies TFeedbackInput);

let flushing = false;

/**
 * Sends a saved copy to the server. On failure it stays queued, quietly; after a success, copies an
 * earlier failure left queued go too (oldest first, stopping at the first that fails again). A copy
 * the server refuses as invalid is never going to pass, so it leaves the queue. True when sent.
 */
export async function sendFeedback(record: FeedbackRecord): Promise<boolean> {
  try {
    await post(record);
  } catch {
    return false;
  }
  unqueue(record.id);
  if (flushing) return true;
  flushing = true;
  try {
    for (const queued of readFeedback().filter((r) => r.queued === true && r.id !== record.id)) {
      try {
        await post(queued);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 400)) break;
      }
      unqueue(queued.id);
    }
  } finally {
    flushing = false;
  }
  return true;
}

/** Keeps the local copy first, then sends it in the background: the thanks never wait on the network. */
export function submitFeedback(record: Parameters<typeof saveFeedback>[0]): FeedbackRecord {
  const saved = saveFeedback(record);
  void sendFeedback(saved);
  return saved;
}
