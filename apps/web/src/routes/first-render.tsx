// What the app needs before its first render over a page the server rendered (entry-server.tsx):
// the server's public answers in the query cache, the page's texts, and the code of the matched
// routes (their screens would otherwise suspend while their modules load, lazy-screen.tsx).
import { useEffect } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { firstScreenNamespaces, i18next, i18nReady } from '../locales/i18n';
import { routes } from './sections';
import { preloadScreens } from './sections/lazy-screen';

export async function prepareFirstRender(state: DehydratedState): Promise<void> {
  // The server's answers, as fresh as when it fetched them (setQueryData rather than TanStack's
  // hydrate(): the same for successful queries, and no extra module in the start-up).
  for (const { queryKey, state: query } of state.queries) {
    if (query.status === 'success') queryClient.setQueryData(queryKey, query.data, { updatedAt: query.dataUpdatedAt });
  }
  await Promise.all([
    warmIntl(),
    i18nReady.then(() => i18next.loadNamespaces(firstScreenNamespaces(window.location.pathname))),
    preloadScreens(routes, window.location),
  ]);
}

/**
 * The first use of Intl loads ICU's data: about 50 ms on a slow phone (measured in Chromium at 4×
 * CPU throttling; later formatters take 1–8 ms). Done here in a task of its own, that time is not
 * added to the hydration step of the first component that formats a date or a price.
 */
function warmIntl(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(() => {
      new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', timeZoneName: 'longOffset' }).format(0);
      resolve();
    }, 0);
  });
}

/**
 * Makes the server-rendered page usable once React has taken it over. Rendered inside the app's
 * Suspense boundary (AppProviders), not around it: React commits the root first and hydrates the
 * boundary's content in a later pass, and a tap on content not yet hydrated is dropped, so the
 * page stays inert until the effects of that content run (measured: lifted at the root's commit,
 * the phone menu lost 5 of 8 first taps; every button still lacked its React handler).
 */
export function FirstPaintDone({ container }: { container: HTMLElement }) {
  useEffect(() => container.removeAttribute('inert'), [container]);
  return null;
}
