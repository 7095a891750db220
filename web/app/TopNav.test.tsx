// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../features/auth/AuthProvider';
import { TopNav } from './TopNav';

type Listener = (e: { matches: boolean }) => void;
let mqListeners: Listener[] = [];
let wide = false;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"message":"no"}', { status: 401 })),
  );
  mqListeners = [];
  wide = false;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return wide;
    },
    media: query,
    addEventListener: (_: string, l: Listener) => mqListeners.push(l),
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  document.body.innerHTML = '';
});

function renderNav(path = '/product') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <TopNav />
      </AuthProvider>
      <Routes>
        <Route path="*" element={<p>page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('TopNav dropdowns', () => {
  it('opens one group at a time, closes on outside press and on Escape', async () => {
    const user = userEvent.setup();
    renderNav();
    const product = screen.getByRole('button', { name: 'Product' });
    const company = screen.getByRole('button', { name: 'Company' });
    await user.click(product);
    expect(product).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'How It Works' })).toBeVisible();

    await user.click(company);
    expect(company).toHaveAttribute('aria-expanded', 'true');
    expect(product).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Careers' })).toBeVisible();

    await user.click(screen.getByText('page'));
    expect(company).toHaveAttribute('aria-expanded', 'false');

    await user.click(product);
    await user.keyboard('{Escape}');
    expect(product).toHaveAttribute('aria-expanded', 'false');
    expect(product).toHaveFocus();
  });

  it('opens the agency site in a new tab', async () => {
    renderNav();
    await userEvent.click(screen.getByRole('button', { name: 'Company' }));
    const external = screen.getByRole('link', { name: /Ten Toes/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('TopNav mobile menu', () => {
  it('holds Try Intelligence Tool, closes on navigation and when the viewport widens', async () => {
    const user = userEvent.setup();
    renderNav('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(screen.getByRole('link', { name: 'Try Intelligence Tool' })).toHaveAttribute('href', '/search');
    expect(screen.getByText('Social')).toBeInTheDocument();

    await user.click(screen.getAllByRole('link', { name: 'Careers' }).at(-1)!);
    expect(screen.queryByRole('link', { name: 'Try Intelligence Tool' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('link', { name: 'Try Intelligence Tool' })).toBeInTheDocument();
    wide = true;
    act(() => {
      for (const l of mqListeners) l({ matches: true });
    });
    expect(screen.queryByRole('link', { name: 'Try Intelligence Tool' })).not.toBeInTheDocument();
  });
});

describe('TopNav mobile menu and the log-in dialog', () => {
  it('Escape closes the dialog opened from the menu, not the menu, and focus goes back to Log In', async () => {
    const user = userEvent.setup();
    renderNav('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    // The menu's own Log In (the desktop one is hidden by CSS, which jsdom does not apply).
    const logIn = screen.getAllByRole('button', { name: 'Log In' }).at(-1)!;
    await user.click(logIn);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(logIn).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('TopNav compaction', () => {
  it('turns compact past 50 px of scroll and full again only under 10 px, on the home page only', () => {
    const { container } = renderNav('/');
    const header = container.querySelector('header')!;
    const scrollTo = (y: number) =>
      act(() => {
        window.scrollY = y;
        window.dispatchEvent(new Event('scroll'));
      });
    expect(header.dataset.compact).toBe('false');
    scrollTo(40);
    expect(header.dataset.compact).toBe('false');
    scrollTo(51);
    expect(header.dataset.compact).toBe('true');
    // between the two thresholds the state holds, whichever way the page moves
    for (const y of [35, 55, 12, 49]) {
      scrollTo(y);
      expect(header.dataset.compact, `at ${y} px`).toBe('true');
    }
    scrollTo(9);
    expect(header.dataset.compact).toBe('false');
    scrollTo(30);
    expect(header.dataset.compact).toBe('false');
  });
});
