// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { installGlobalBehaviours } from './global-behaviours';

describe('global behaviours', () => {
  it('marks keyboard use on Tab and clears it on a mouse press', () => {
    const remove = installGlobalBehaviours(window);
    const html = document.documentElement;
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(html.dataset.input).toBeUndefined();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(html.dataset.input).toBe('keyboard');
    window.dispatchEvent(new MouseEvent('mousedown'));
    expect(html.dataset.input).toBe('mouse');
    remove();
  });
});
