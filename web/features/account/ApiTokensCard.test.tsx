// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminApiToken, TApiToken } from '../../../core/contract/api-tokens';
import { defaultSettings } from '../../../core/contract/auth';
import { queryClient } from '../../lib/query-client';
import { json, mockApi, testUser } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import SettingsPage from './SettingsPage';

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SECRET = 'ssk_Ab12CdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg';
const token = (id: string, name: string, extra: Partial<TApiToken> = {}): TApiToken => ({
  id,
  name,
  prefix: `ssk_${id.padEnd(6, 'x')}`,
  createdAt: '2026-11-15T10:00:00.000Z',
  lastUsedAt: null,
  ...extra,
});

/**
 * A signed-in user and a server that keeps their tokens: the list answers what creating and
 * revoking left. `extra` adds or replaces routes.
 */
function server(
  start: TApiToken[],
  extra: Parameters<typeof mockApi>[0] = {},
  user: Record<string, unknown> = testUser,
) {
  let tokens = [...start];
  const revokeRoutes = Object.fromEntries(
    start.map((t) => [
      `DELETE /api/account/tokens/${t.id}`,
      () => {
        tokens = tokens.filter((x) => x.id !== t.id);
        return json(204, null);
      },
    ]),
  );
  const calls = mockApi({
    'GET /api/auth/me': () => json(200, user),
    'GET /api/auth/settings': () => json(200, defaultSettings),
    'GET /api/account/tokens': () => json(200, { tokens, max: 10 }),
    'POST /api/account/tokens': (body) => {
      const made = token('Ab12Cd', (body as { name: string }).name);
      tokens = [made, ...tokens];
      return json(201, { token: made, secret: SECRET });
    },
    'DELETE /api/account/tokens': () => {
      const revoked = tokens.length;
      tokens = [];
      return json(200, { revoked });
    },
    ...revokeRoutes,
    ...extra,
  });
  return calls;
}

const card = () => screen.findByRole('region', { name: 'API access' });

describe('API access', () => {
  it('creates a token, shows its secret once, copies it and lists the new token', async () => {
    const u = userEvent.setup();
    const calls = server([]);
    renderApp(<SettingsPage />);
    const access = await card();
    expect(
      within(access).getByText(/read-only intelligence calls and use the MCP server/),
    ).toBeInTheDocument();
    expect(within(access).getByRole('link', { name: 'API documentation' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    expect(await within(access).findByText('No API tokens yet.')).toBeInTheDocument();
    expect(within(access).getByText('0 of 10 tokens')).toBeInTheDocument();

    await u.type(within(access).getByLabelText('Token name'), '  Spreadsheet ');
    await u.click(within(access).getByRole('button', { name: 'Create token' }));

    const panel = await within(access).findByRole('region', { name: 'New token “Spreadsheet”' });
    expect(within(panel).getByLabelText('Token secret')).toHaveValue(SECRET);
    expect(within(panel).getByLabelText('Token secret')).toHaveAttribute('readonly');
    expect(
      within(panel).getByText('Copy it now and keep it somewhere safe: it will not be shown again.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Spreadsheet' });

    // How to use it: a curl line and an MCP client's configuration, with this site and the token.
    await u.click(within(panel).getByText('How to use it'));
    const origin = window.location.origin;
    expect(
      within(panel).getByText(
        `curl -H "Authorization: Bearer ${SECRET}" "${origin}/api/partnerships?brand=Nike&format=csv" -o nike.csv`,
      ),
    ).toBeVisible();
    const config = within(panel).getByText(/"mcpServers"/);
    expect(JSON.parse(config.textContent ?? '')).toEqual({
      mcpServers: {
        sponsorscope: { type: 'http', url: `${origin}/mcp`, headers: { Authorization: `Bearer ${SECRET}` } },
      },
    });

    const list = await within(access).findByRole('list', { name: 'Your API tokens' });
    expect(within(list).getByText('Spreadsheet')).toBeInTheDocument();
    expect(within(list).getByText('ssk_Ab12Cd…')).toBeInTheDocument();
    expect(within(list).getByText('Never used')).toBeInTheDocument();
    expect(within(list).getByText('15 Nov 2026')).toBeInTheDocument();
    expect(within(access).getByText('1 of 10 tokens')).toBeInTheDocument();

    await u.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await u.click(within(panel).getByRole('button', { name: 'I have saved it' }));
    expect(within(access).queryByRole('region', { name: /New token/ })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(within(access).getByLabelText('Token name')).toHaveValue('');
    expect(within(access).getByLabelText('Token name')).toHaveFocus();
    expect(within(access).getByText('Spreadsheet')).toBeInTheDocument();
  });

  it('tells the user to copy by hand when the browser refuses the clipboard', async () => {
    const u = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    server([]);
    renderApp(<SettingsPage />);
    const access = await card();
    await u.type(await within(access).findByLabelText('Token name'), 'Sheet');
    await u.click(within(access).getByRole('button', { name: 'Create token' }));
    await u.click(await within(access).findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copy it yourself')).toBeInTheDocument();
    expect(
      screen.getByText('This browser cannot copy for us: the token is selected, copy it with Ctrl+C (⌘C).'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal (409, ten tokens already) under the name and no secret", async () => {
    const u = userEvent.setup();
    server([token('t1', 'One')], {
      'POST /api/account/tokens': () =>
        json(409, { message: 'You already have 10 API tokens: revoke one before creating another.' }),
    });
    renderApp(<SettingsPage />);
    const access = await card();
    await u.type(await within(access).findByLabelText('Token name'), 'Eleventh');
    await u.click(within(access).getByRole('button', { name: 'Create token' }));
    expect(
      await within(access).findByText('You already have 10 API tokens: revoke one before creating another.'),
    ).toBeInTheDocument();
    expect(within(access).getByLabelText('Token name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(access).queryByLabelText('Token secret')).not.toBeInTheDocument();
  });

  it('refuses a blank name without asking the server', async () => {
    const u = userEvent.setup();
    const calls = server([]);
    renderApp(<SettingsPage />);
    const access = await card();
    await u.type(await within(access).findByLabelText('Token name'), '   ');
    await u.click(within(access).getByRole('button', { name: 'Create token' }));
    expect(within(access).getByText('Give the token a name.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says so and disables creating when the account holds the maximum', async () => {
    server(Array.from({ length: 10 }, (_, i) => token(`t${i}`, `Token ${i}`)));
    renderApp(<SettingsPage />);
    const access = await card();
    expect(await within(access).findByText('10 of 10 tokens')).toBeInTheDocument();
    expect(
      within(access).getByText('You have the most tokens an account may hold: revoke one to create another.'),
    ).toBeInTheDocument();
    expect(within(access).getByLabelText('Token name')).toBeDisabled();
    expect(within(access).getByRole('button', { name: 'Create token' })).toBeDisabled();
  });

  it('revokes one token after confirming, and the row disappears', async () => {
    const u = userEvent.setup();
    const calls = server([
      token('t1', 'Spreadsheet', { lastUsedAt: '2026-11-16T09:30:00.000Z' }),
      token('t2', 'Claude'),
    ]);
    renderApp(<SettingsPage />);
    const access = await card();
    const list = await within(access).findByRole('list', { name: 'Your API tokens' });
    expect(within(list).getByText('16 Nov 2026, 09:30 UTC')).toBeInTheDocument();

    await u.click(within(list).getByRole('button', { name: 'Revoke Spreadsheet' }));
    expect(
      within(list).getByText('Revoke “Spreadsheet”? Anything using it stops working at once.'),
    ).toBeInTheDocument();
    await u.click(within(list).getByRole('button', { name: 'Cancel' }));
    expect(within(list).getByRole('button', { name: 'Revoke Spreadsheet' })).toHaveFocus();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await u.click(within(list).getByRole('button', { name: 'Revoke Spreadsheet' }));
    await u.click(within(list).getByRole('button', { name: 'Confirm revoke' }));
    expect(await screen.findByText('Token revoked')).toBeInTheDocument();
    expect(screen.getByText('“Spreadsheet” no longer works.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('Spreadsheet')).not.toBeInTheDocument());
    expect(within(list).getByText('Claude')).toBeInTheDocument();
    expect(within(access).getByText('1 of 10 tokens')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/account/tokens/t1')).toBe(true);
  });

  it('revokes all tokens after a confirmation naming the count', async () => {
    const u = userEvent.setup();
    const calls = server([token('t1', 'Spreadsheet'), token('t2', 'Claude')]);
    renderApp(<SettingsPage />);
    const access = await card();
    await u.click(await within(access).findByRole('button', { name: 'Revoke all tokens' }));
    expect(
      within(access).getByText('Revoke all 2 tokens? Anything using them stops working at once.'),
    ).toBeInTheDocument();
    await u.click(within(access).getByRole('button', { name: 'Confirm revoke all' }));
    expect(await screen.findByText('Tokens revoked')).toBeInTheDocument();
    expect(screen.getByText('2 tokens revoked: none of them works any more.')).toBeInTheDocument();
    expect(await within(access).findByText('No API tokens yet.')).toBeInTheDocument();
    expect(within(access).queryByRole('button', { name: 'Revoke all tokens' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/account/tokens')).toBe(true);
  });

  it('offers Try again when the list cannot be loaded', async () => {
    const u = userEvent.setup();
    let fail = true;
    server([token('t1', 'Spreadsheet')], {
      'GET /api/account/tokens': () =>
        fail ? json(500, { message: 'down' }) : json(200, { tokens: [token('t1', 'Spreadsheet')], max: 10 }),
    });
    renderApp(<SettingsPage />);
    const access = await card();
    expect(await within(access).findByText('Your API tokens could not be loaded.')).toBeInTheDocument();
    fail = false;
    await u.click(within(access).getByRole('button', { name: 'Try again' }));
    expect(await within(access).findByText('Spreadsheet')).toBeInTheDocument();
  });
});

describe('API tokens of all accounts', () => {
  const admin = { ...testUser, role: 'admin' };
  const theirs: TAdminApiToken[] = [
    { ...token('a1', 'Grace sheet'), ownerName: 'Grace Hopper', ownerEmail: 'grace@example.test' },
    { ...token('a2', 'Alan bot'), ownerName: 'Alan Turing', ownerEmail: 'alan@example.test' },
  ];

  it('is not shown to an analyst, who never asks for it', async () => {
    const calls = server([]);
    renderApp(<SettingsPage />);
    await card();
    expect(screen.queryByRole('region', { name: 'API tokens of all accounts' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/admin/tokens')).toBe(false);
  });

  it("lists every account's tokens with their owners, and revokes one after confirming", async () => {
    const u = userEvent.setup();
    let listed = theirs;
    const calls = server(
      [],
      {
        'GET /api/admin/tokens': () => json(200, { tokens: listed }),
        'DELETE /api/admin/tokens/a1': () => {
          listed = listed.filter((t) => t.id !== 'a1');
          return json(204, null);
        },
      },
      admin,
    );
    renderApp(<SettingsPage />);
    const all = await screen.findByRole('region', { name: 'API tokens of all accounts' });
    const list = await within(all).findByRole('list', { name: 'API tokens of all accounts' });
    expect(within(list).getByText('Grace Hopper · grace@example.test')).toBeInTheDocument();
    expect(within(list).getByText('Alan Turing · alan@example.test')).toBeInTheDocument();
    expect(within(list).getByText('Grace sheet')).toBeInTheDocument();
    expect(within(list).getByText('ssk_a1xxxx…')).toBeInTheDocument();

    await u.click(within(list).getByRole('button', { name: 'Revoke Grace sheet of grace@example.test' }));
    expect(
      within(list).getByText(
        'Revoke “Grace sheet” of grace@example.test? Anything using it stops working at once.',
      ),
    ).toBeInTheDocument();
    await u.click(within(list).getByRole('button', { name: 'Confirm revoke' }));
    expect(await screen.findByText('Token revoked')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('Grace sheet')).not.toBeInTheDocument());
    expect(within(list).getByText('Alan bot')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/tokens/a1')).toBe(true);
  });

  it("shows the server's reason instead of the list when it refuses", async () => {
    server(
      [],
      {
        'GET /api/admin/tokens': () =>
          json(403, { message: 'Turn on two-factor authentication to use the admin tools.' }),
      },
      admin,
    );
    renderApp(<SettingsPage />);
    const all = await screen.findByRole('region', { name: 'API tokens of all accounts' });
    expect(
      await within(all).findByText('Turn on two-factor authentication to use the admin tools.'),
    ).toBeInTheDocument();
    expect(within(all).queryByRole('list')).not.toBeInTheDocument();
    expect(within(all).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
