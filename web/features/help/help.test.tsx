// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage-keys';
import { FeedbackDialog } from './FeedbackDialog';
import { QuickStartGuide } from './QuickStartGuide';

beforeEach(() => localStorage.clear());
const stored = () => JSON.parse(localStorage.getItem(storageKeys.feedback) ?? '[]');

describe('feedback dialog', () => {
  it('4 or 5 stars thank straight away and store the rating', async () => {
    render(<FeedbackDialog open onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: '5 stars' }));
    expect(screen.getByText('Thank you for your feedback!')).toBeVisible();
    expect(stored()).toHaveLength(1);
    expect(stored()[0]).toMatchObject({
      rating: 5,
      category: null,
      feedback: '',
      context: 'intelligence-search',
    });
    for (const field of ['timestamp', 'userAgent', 'path']) expect(stored()[0][field]).toBeTruthy();
  });

  it('1 to 3 stars ask a category first; Send waits for it; Back returns to the rating', async () => {
    render(<FeedbackDialog open onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: '2 stars' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('button', { pressed: false })).toHaveLength(6);
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('button', { name: '1 star' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '3 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Data Quality' }));
    await userEvent.type(within(dialog).getByLabelText('Tell us more (optional)'), 'Missing a deal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Thank you for your feedback!')).toBeVisible();
    expect(stored()[0]).toMatchObject({ rating: 3, category: 'Data Quality', feedback: 'Missing a deal' });
  });
});

describe('quick start guide', () => {
  it('has four roles of four steps, Previous / Next Step, and Start Exploring at the end', async () => {
    let open = true;
    render(<QuickStartGuide open onOpenChange={(o) => (open = o)} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('button', { pressed: false })).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agency' }));
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    for (let i = 0; i < 3; i++)
      await userEvent.click(within(dialog).getByRole('button', { name: 'Next Step' }));
    expect(within(dialog).getByText('Step 4 of 4')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Exploring' }));
    expect(open).toBe(false);
  });
});
