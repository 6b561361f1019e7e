// A stray console.error fails the test that caused it (docs/ARCHITECTURE.md#conventions).
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  if (errors.length) {
    const found = errors.splice(0);
    throw new Error(`console.error was called: ${found.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
  vi.restoreAllMocks();
});
