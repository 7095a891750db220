// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';

describe('Footer', () => {
  it('draws the agency logo in its markup (no image request that could fail)', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const logo = screen.getByRole('img', { name: 'Ten Toes' });
    expect(logo.tagName.toLowerCase()).toBe('svg');
    expect(logo).toHaveTextContent('Ten Toes');
    expect(document.querySelector('footer img')).toBeNull();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Sponsorscope. All rights reserved.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See a Sample Report' })).toHaveAttribute(
      'href',
      '/sample-report',
    );
  });
});
