import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Test files share one jsdom per worker (vitest.config.ts, isolate: false): each leaves it as it found it.
afterEach(cleanup);
afterAll(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});
