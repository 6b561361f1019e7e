// A stray console.error fails the test that caused it (docs/ARCHITECTURE.md#conventions). Test files share a
// worker's module state (isolate: false in vitest.config.ts), so console.error is wrapped once per
// worker and every file's afterEach reads the same list.
import { afterEach, vi } from 'vitest';

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

afterEach(() => {
  if (errors.length) {
    const found = errors.splice(0);
    throw new Error(`console.error was called: ${found.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
  vi.restoreAllMocks();
});
