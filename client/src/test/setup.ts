import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

// Most client files share their worker's jsdom (vitest.config.ts): each starts, as in a fresh one,
// from an empty document and empty storage, whatever the file before it left there. A few files
// run in Node's environment, without a document.
beforeAll(() => {
  if (typeof document === 'undefined') return;
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});
