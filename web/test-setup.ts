import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens and dialogs are lazy-loaded; on a busy two-core CI machine the first import in a file
// can take well over Testing Library's default 1 s, so findBy*/waitFor wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
