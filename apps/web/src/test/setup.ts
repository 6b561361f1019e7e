// A stray console.error fails the test that caused it (test/console-errors.ts); each file starts
// from a clean jsdom, storage and language.
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { failOnConsoleErrors } from '../../../../test/console-errors';

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The next file starts left to right in English, whatever this one switched to.
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  if (i18next.isInitialized && i18next.language !== 'en') await i18next.changeLanguage('en');
  failOnConsoleErrors();
  vi.restoreAllMocks();
});
