import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // The files share one jsdom per worker (setting one up per file was 45 of the project's 46 s);
    // src/test/setup.ts resets what a test leaves behind.
    isolate: false,
    // Rendering MUI screens in jsdom takes seconds on a busy 2-core machine (CI runs builds and
    // two API passes next to it): a generous timeout keeps slow from meaning failed.
    testTimeout: 30_000,
  },
});
