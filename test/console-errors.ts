// A stray console.error fails the test that caused it (docs/ARCHITECTURE.md#conventions): the web and
// API test setups both import this. Test files share a worker's modules (isolate: false in the
// vitest configs), so console.error is wrapped once per worker and every file's afterEach reads the
// same list.
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

/** Throws when console.error was called since the last call (run it in afterEach). */
export function failOnConsoleErrors(): void {
  if (!errors.length) return;
  const found = errors.splice(0);
  throw new Error(`console.error was called: ${found.map((a) => a.map(String).join(' ')).join('\n')}`);
}
