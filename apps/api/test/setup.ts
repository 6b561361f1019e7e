// A stray console.error fails the test that caused it (test/console-errors.ts).
import { afterEach, vi } from 'vitest';
import { failOnConsoleErrors } from '../../../test/console-errors';

afterEach(() => {
  failOnConsoleErrors();
  vi.restoreAllMocks();
});
