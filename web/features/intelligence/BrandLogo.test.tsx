// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { BrandLogo } from './BrandLogo';

const SRC = '/api/logos/Nike/logo.svg';

/** A cache that already holds Nike's logo address, as a view rendered on the server has it. */
function withLogo(children: ReactNode) {
  const client = createQueryClient();
  client.setQueryData(['logo', 'nike'], SRC);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('BrandLogo', () => {
  it('shows the logo, and the monogram instead when the image fails to load', () => {
    render(withLogo(<BrandLogo name="Nike" />));
    const img = screen.getByTestId('brand-logo');
    expect(img).toHaveAttribute('src', SRC);
    fireEvent.error(img);
    expect(screen.queryByTestId('brand-logo')).not.toBeInTheDocument();
    expect(screen.getByTestId('brand-logo-fallback')).toHaveTextContent('N');
  });

  it('shows the monogram when the server-drawn image failed before the page came alive', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(withLogo(<BrandLogo name="Nike" />));
    document.body.append(container);
    const img = container.querySelector('img')!;
    // The browser finished with the image and could not show it; its error event went unheard.
    Object.defineProperty(img, 'complete', { value: true });
    img.decode = () =>
      Promise.reject(new DOMException('The source image cannot be decoded.', 'EncodingError'));
    fireEvent.error(img);

    await act(async () => {
      hydrateRoot(container, withLogo(<BrandLogo name="Nike" />));
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-testid="brand-logo-fallback"]')).toHaveTextContent('N');
  });

  it('keeps a server-drawn logo that loaded', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(withLogo(<BrandLogo name="Nike" />));
    document.body.append(container);
    const img = container.querySelector('img')!;
    Object.defineProperty(img, 'complete', { value: true });
    img.decode = () => Promise.resolve();

    await act(async () => {
      hydrateRoot(container, withLogo(<BrandLogo name="Nike" />));
    });
    expect(container.querySelector('img')).toHaveAttribute('src', SRC);
  });
});
