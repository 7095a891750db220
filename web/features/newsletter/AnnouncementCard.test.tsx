// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { json, mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { AnnouncementCard } from './AnnouncementCard';

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

const show = () =>
  renderApp(
    <QueryClientProvider client={queryClient}>
      <AnnouncementCard />
    </QueryClientProvider>,
  );
const audience = (count: number) => ({
  'GET /api/newsletters/announcements/audience': () => json(200, { count }),
});

describe('Product announcement card', () => {
  it('shows the audience and explains what is missing before anything is sent', async () => {
    const calls = mockApi(audience(3));
    show();
    expect(
      await screen.findByText('Sends to 3 users who opted in to marketing e-mails.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required');

    await userEvent.click(screen.getByLabelText('Subject'));
    await userEvent.paste('x'.repeat(151));
    await userEvent.click(screen.getByLabelText(/Message/));
    await userEvent.paste('Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    expect(screen.getByText('Subject must be at most 150 characters')).toBeInTheDocument();
    expect(screen.queryByText('Message is required')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('asks for confirmation, then sends and says how many it reached', async () => {
    const calls = mockApi({
      ...audience(2),
      'POST /api/newsletters/announcements': () => json(200, { sent: 2 }),
    });
    show();
    await screen.findByText('Sends to 2 users who opted in to marketing e-mails.');
    await userEvent.type(screen.getByLabelText('Subject'), 'Athlete search is here');
    await userEvent.type(screen.getByLabelText(/Message/), 'Try it today.');
    await userEvent.click(screen.getByRole('button', { name: 'Send announcement' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send this announcement?' });
    expect(dialog).toHaveTextContent('"Athlete search is here" goes out now to 2 users');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send now' }),
    );
    expect(await screen.findByText('Announcement sent')).toBeInTheDocument();
    expect(screen.getByText('Sent to 2 users.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { subject: 'Athlete search is here', body: 'Try it today.' },
    ]);
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('shows the server’s reason when the send is refused', async () => {
    mockApi({
      ...audience(1),
      'POST /api/newsletters/announcements': () =>
        json(409, { message: 'No one has opted in to product announcements yet.' }),
    });
    show();
    await screen.findByText('Sends to 1 user who opted in to marketing e-mails.');
    await userEvent.type(screen.getByLabelText('Subject'), 'Hi');
    await userEvent.type(screen.getByLabelText(/Message/), 'Body');
    await userEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send now' }),
    );
    expect(await screen.findByText('Announcement not sent')).toBeInTheDocument();
    expect(screen.getByText('No one has opted in to product announcements yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Hi');
  });

  it('cannot send while nobody has opted in', async () => {
    mockApi(audience(0));
    show();
    await screen.findByText('Sends to 0 users who opted in to marketing e-mails.');
    expect(screen.getByRole('button', { name: 'Send announcement' })).toBeDisabled();
    const card = screen.getByRole('region', { name: 'Product announcement' });
    expect(within(card).getByText('No one has opted in to product announcements yet.')).toBeInTheDocument();
  });
});
