// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, testUser } from '../test/api-mock';
import { renderApp } from '../test/render';
import { LoginGate } from './login-gate';

const user = testUser;

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('LoginGate', () => {
  it('says it is checking, then shows the content to a signed-in user', async () => {
    let answer: ((r: Response) => void) | undefined;
    mockApi({ 'GET /api/auth/me': () => new Promise((r) => (answer = r)) });
    renderApp(
      <LoginGate>
        <p>secret tool</p>
      </LoginGate>,
    );
    expect(screen.getByText('Checking authentication...')).toBeInTheDocument();
    // The check is sent once the session's contract entry has loaded (its own chunk): answer it then.
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(json(200, user));
    expect(await screen.findByText('secret tool')).toBeInTheDocument();
  });

  it('without the modal, shows Authentication Required with Log In and Register', async () => {
    mockApi({ 'GET /api/auth/me': () => json(401, { message: 'no' }) });
    renderApp(
      <LoginGate modal={false}>
        <p>secret tool</p>
      </LoginGate>,
    );
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(
      screen.getByText('You must be signed in to access athlete, brand, and rights holder data'),
    ).toBeInTheDocument();
    expect(screen.queryByText('secret tool')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByLabelText('Full Name')).toBeInTheDocument();
  });

  it('with the modal, keeps the content behind the log-in dialog; closing it leaves the panel', async () => {
    mockApi({ 'GET /api/auth/me': () => json(401, { message: 'no' }) });
    renderApp(
      <LoginGate>
        <p>secret tool</p>
      </LoginGate>,
    );
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('secret tool').closest('[inert]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
  });
});
