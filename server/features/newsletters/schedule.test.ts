import { describe, expect, it } from 'vitest';
import { renderNewsletter } from '../../../core/newsletter/render';
import { Signer } from '../../mail/tokens';
import { nextFridayLunch } from './schedule';

describe('newsletter schedule', () => {
  it('is the coming Friday 12:30 London time, in winter (GMT) and summer (BST)', () => {
    expect(nextFridayLunch(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-11-27T12:30:00.000Z');
    expect(nextFridayLunch(new Date('2026-07-01T10:00:00Z')).toISOString()).toBe('2026-07-03T11:30:00.000Z');
    // Friday morning: today; Friday afternoon: next week.
    expect(nextFridayLunch(new Date('2026-11-27T09:00:00Z')).toISOString()).toBe('2026-11-27T12:30:00.000Z');
    expect(nextFridayLunch(new Date('2026-11-27T12:31:00Z')).toISOString()).toBe('2026-12-04T12:30:00.000Z');
  });
});

describe('recipient tokens', () => {
  const signer = new Signer(Buffer.from('a test secret of enough length'));
  const id = '3f2b8c1e-7a6d-4e5f-9b0a-1c2d3e4f5a6b';
  it('verify only for their purpose and their delivery', () => {
    const token = signer.sign('unsubscribe', id);
    expect(signer.verify('unsubscribe', token)).toBe(id);
    expect(signer.verify('click', token)).toBeNull();
    expect(signer.verify('unsubscribe', token.replace(id, id.replace('3f', '4f')))).toBeNull();
    expect(new Signer(Buffer.from('another secret entirely')).verify('unsubscribe', token)).toBeNull();
    expect(signer.verify('unsubscribe', 'nonsense')).toBeNull();
  });
});

describe('newsletter renderer', () => {
  it('escapes every value and keeps the preview limits', () => {
    const { html, text } = renderNewsletter(
      {
        title: '<script>alert(1)</script>',
        weekOf: '',
        preheader: '',
        moves: [{ title: '<img src=x onerror=alert(1)>', description: '', category: 'other', url: '' }],
        platformUpdates: [],
        trending: {
          searches: ['a', 'b', 'c', 'd'].map((name) => ({ name, category: 'Brand' })),
          portfolios: [],
          insights: ['one', 'two', 'three'],
        },
        quote: { text: 'Q', author: '' },
      },
      {
        links: {
          viewAll: 'https://x/search',
          terms: 'https://x/terms',
          privacy: 'https://x/privacy',
          unsubscribe: 'https://x/u',
        },
      },
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('>d <');
    expect(html).toContain('two');
    expect(html).not.toContain('three');
    expect(html).toContain('The Sponsorscope Intelligence Team');
    expect(text).toContain('Unsubscribe: https://x/u');
  });
});
