import { storageKeys } from '../../../lib/storage-keys';

export const feedbackCategories = [
  'Bug Report',
  'Feature Request',
  'Data Quality',
  'User Interface',
  'Performance',
  'Other',
] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];

export interface FeedbackRecord {
  timestamp: string;
  context: string;
  rating: number;
  feedback: string;
  category: FeedbackCategory | null;
  userAgent: string;
  path: string;
}

export function readFeedback(): FeedbackRecord[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKeys.feedback) ?? '[]');
    return Array.isArray(parsed) ? (parsed as FeedbackRecord[]) : [];
  } catch {
    return [];
  }
}

/** Feedback stays in this browser (spec 01): appended to a list in local storage, newest last. */
export function saveFeedback(
  record: Omit<FeedbackRecord, 'timestamp' | 'userAgent' | 'path'>,
): FeedbackRecord {
  const full: FeedbackRecord = {
    ...record,
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent,
    path: window.location.pathname + window.location.search,
  };
  try {
    localStorage.setItem(storageKeys.feedback, JSON.stringify([...readFeedback(), full].slice(-50)));
  } catch {
    // storage full or blocked: nothing else to do, the thank-you still shows
  }
  return full;
}
