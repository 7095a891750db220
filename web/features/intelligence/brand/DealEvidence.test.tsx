// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DealEvidence } from './DealEvidence';

const page = (n: number) => ({
  url: `https://example.org/partners-${n}`,
  title: `Partners page ${n}`,
  seen: '2026-11-28',
});

describe('the pages that state a deal', () => {
  it('shows each page as a link with its title and the day it was seen, opening safely in a new tab', async () => {
    render(
      <dl>
        <DealEvidence deal={{ id: 'p1', evidence: [page(1), page(2)] }} />
      </dl>,
    );
    const list = screen.getByRole('list', { name: 'Pages that state this deal' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleName('Partners page 1 (opens in a new tab)');
    expect(links[0]).toHaveAttribute('href', 'https://example.org/partners-1');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Partners page 1 (opens in a new tab) · seen 28 Nov 2026',
    );
    await userEvent.tab();
    expect(links[0]).toHaveFocus();
    await userEvent.tab();
    expect(links[1]).toHaveFocus();
  });

  it('names a page whose title was not found by its host name, still an accessible link', () => {
    render(
      <dl>
        <DealEvidence
          deal={{
            id: 'p1',
            evidence: [
              { url: 'https://www.manutd.com/en/news/detail/partners', title: null, seen: '2026-11-28' },
              { ...page(2), url: 'https://reifenpresse.de/2025/06/25/x/' },
            ],
          }}
        />
      </dl>,
    );
    const links = within(screen.getByRole('list', { name: 'Pages that state this deal' })).getAllByRole(
      'link',
    );
    expect(links[0]).toHaveAccessibleName('manutd.com (opens in a new tab)');
    expect(links[0]).toHaveAttribute('href', 'https://www.manutd.com/en/news/detail/partners');
    expect(links[0]?.parentElement).toHaveTextContent('manutd.com (opens in a new tab) · seen 28 Nov 2026');
    expect(links[1]).toHaveAccessibleName('Partners page 2 (opens in a new tab)');
  });

  it('shows nothing for a deal with no page', () => {
    const { container } = render(
      <dl>
        <DealEvidence deal={{ id: 'p1' }} />
        <DealEvidence deal={{ id: 'p2', evidence: [] }} />
      </dl>,
    );
    expect(container.querySelector('dl')).toBeEmptyDOMElement();
  });
});
