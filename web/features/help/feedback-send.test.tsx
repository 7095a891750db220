// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../lib/storage-keys';
import { json, mockApi } from '../../test/api-mock';
import { FeedbackDialog } from './FeedbackDialog';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());
const stored = () => JSON.parse(localStorage.getItem(storageKeys.feedback) ?? '[]');
const thanks = { message: 'Thank you for your feedback!' };

describe('feedback dialog sends to the API', () => {
  it('posts the rating, category and text to POST /api/feedback and keeps a local copy', async () => {
    const calls = mockApi({ 'POST /api/feedback': () => json(201, thanks) });
    render(<FeedbackDialog open onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: '2 stars' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Performance' }));
    await userEvent.type(within(dialog).getByLabelText('Tell us more (optional)'), '  Slow brand page ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Thank you for your feedback!')).toBeVisible();

    await waitFor(() => expect(stored()[0]?.queued).toBe(false));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/feedback',
        body: {
          rating: 2,
          category: 'Performance',
          message: 'Slow brand page',
          context: 'intelligence-search',
          path: '/',
        },
      },
    ]);
    expect(stored()[0]).toMatchObject({ rating: 2, category: 'Performance', feedback: 'Slow brand page' });
  });

  it('thanks quietly when the send fails, keeps the copy queued and re-sends it after the next success', async () => {
    const failing = mockApi({ 'POST /api/feedback': () => json(503, { message: 'down' }) });
    const { unmount } = render(<FeedbackDialog open onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: '5 stars' }));
    expect(screen.getByText('Thank you for your feedback!')).toBeVisible();
    await waitFor(() => expect(failing).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(stored()).toEqual([expect.objectContaining({ rating: 5, queued: true })]);
    unmount();

    const calls = mockApi({ 'POST /api/feedback': () => json(201, thanks) });
    render(<FeedbackDialog open onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: '4 stars' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => (c.body as { rating: number }).rating)).toEqual([4, 5]);
    await waitFor(() => expect(stored().map((r: { queued: boolean }) => r.queued)).toEqual([false, false]));
  });

  it('drops a queued copy the server refuses as invalid, and stops at one it cannot reach', async () => {
    localStorage.setItem(
      storageKeys.feedback,
      JSON.stringify([
        { id: 'old-1', rating: 9, category: null, feedback: '', context: 'x', path: '/', queued: true },
        { id: 'old-2', rating: 3, category: 'Other', feedback: '', context: 'x', path: '/', queued: true },
        { id: 'old-3', rating: 3, category: 'Other', feedback: '', context: 'x', path: '/', queued: true },
        { rating: 1, category: 'Other', feedback: 'kept before sending existed', context: 'x', path: '/' },
      ]),
    );
    let second = 0;
    const calls = mockApi({
      'POST /api/feedback': (body) => {
        const { rating } = body as { rating: number };
        if (rating === 9) return json(400, { message: 'Invalid body' });
        if (rating === 3 && second++ === 0) return json(503, { message: 'down' });
        return json(201, thanks);
      },
    });
    render(<FeedbackDialog open onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: '5 stars' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    await waitFor(() =>
      expect(stored().map((r: { queued?: boolean }) => r.queued)).toEqual([
        false,
        true,
        true,
        undefined,
        false,
      ]),
    );
  });
});
