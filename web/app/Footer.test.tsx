// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the agency logo, falling back to its name when the image fails', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const logo = screen.getByRole('img', { name: 'Ten Toes' });
    fireEvent.error(logo);
    expect(screen.queryByRole('img', { name: 'Ten Toes' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Ten Toes').length).toBeGreaterThan(0);
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Sponsorscope. All rights reserved.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See a Sample Report' })).toHaveAttribute(
      'href',
      '/sample-report',
    );
  });
});
