// A stray console.error fails the test that caused it (docs/ARCHITECTURE.md#conventions).
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';

// The test files share a worker's jsdom and modules (isolate: false in vitest.config.ts): console.error
// is wrapped once per worker, and every file's afterEach reads the same list.
const holder = globalThis as { __courtsideConsoleErrors?: unknown[][] };
const errors = (holder.__courtsideConsoleErrors ??= (() => {
  const found: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    found.push(args);
    original(...args);
  };
  return found;
})());

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The next file starts left to right in English, whatever this one switched to.
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  if (i18next.isInitialized && i18next.language !== 'en') await i18next.changeLanguage('en');
  if (errors.length) {
    const found = errors.splice(0);
    throw new Error(`console.error was called: ${found.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
  vi.restoreAllMocks();
});
