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

  it('keeps --vh at one hundredth of the viewport height on resize and orientation change', () => {
    const remove = installGlobalBehaviours(window);
    const html = document.documentElement;
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    window.dispatchEvent(new Event('resize'));
    expect(html.style.getPropertyValue('--vh')).toBe('8px');
    Object.defineProperty(window, 'innerHeight', { value: 500, configurable: true });
    window.dispatchEvent(new Event('orientationchange'));
    expect(html.style.getPropertyValue('--vh')).toBe('5px');
    remove();
    Object.defineProperty(window, 'innerHeight', { value: 300, configurable: true });
    window.dispatchEvent(new Event('resize'));
    expect(html.style.getPropertyValue('--vh')).toBe('5px');
  });
});
