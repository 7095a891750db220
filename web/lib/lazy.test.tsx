import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { retryableLazy } from './lazy';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('retryableLazy', () => {
  it('renders a component whose chunk is in at once, without suspending (a page is taken over in one pass)', async () => {
    let imports = 0;
    const Lazy = retryableLazy(async () => {
      imports++;
      return { default: Greeting };
    });
    const page = () =>
      renderToString(
        <Suspense fallback={<p>Loading</p>}>
          <Lazy name="Ada" />
        </Suspense>,
      );
    // Not loaded yet: the first render can only show the fallback.
    expect(page()).toContain('Loading');
    await Lazy.preload();
    expect(page()).toContain('Hello <!-- -->Ada');
    expect(page()).not.toContain('Loading');
    // Loaded once: preloading again does not import again.
    const before = imports;
    await Lazy.preload();
    expect(imports).toBe(before);
  });

  it('a failed preload leaves the component to show its error where it renders, not at the preload', async () => {
    const Lazy = retryableLazy<{ default: typeof Greeting }>(() => Promise.reject(new Error('offline')));
    await expect(Lazy.preload()).resolves.toBeUndefined();
  });
});
