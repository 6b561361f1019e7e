// The server's first paint of a public page (docs/product.md#public-site, ADR 004): the API server renders the
// page's HTML with this module, so a phone shows the venue, the events or the booking page while the
// app's JavaScript still downloads; the browser app then hydrates it from the same data, which
// travels in the HTML (main.tsx, routes/first-render.tsx).
// Only public data is rendered: no cookie or token reaches these API calls, so carts, holds and
// accounts stay with the browser app.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { AppProviders } from './app';
import type { Query } from '@tanstack/react-query';
import { setApiFetch } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { i18next } from './locales/i18n';
import { chooseLanguage, directionOf, isSupportedLanguage, FALLBACK_LANGUAGE } from './locales/languages';
import type { LanguageCode } from './locales/languages';
import { AppRoutes, routes } from './routes/sections';
import { preloadScreens } from './routes/sections/lazy-screen';
import { currentOrganizationQuery } from './sections/organization/api/get-current-organization';
import { isPublicQuery, setServerCompact } from './lib/first-paint';
import type { FirstPaintData } from './lib/first-paint';
import { setServerCookies } from './lib/cookie';

const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });
for (const [file, module] of Object.entries(bundles)) {
  const match = /\.\/locales\/([\w-]+)\/([\w-]+)\.json$/.exec(file);
  if (match) i18next.addResourceBundle(match[1]!, match[2]!, module.default, true, true);
}

/**
 * The visitor's language as the browser app will pick it (locales/languages.ts chooseLanguage): the
 * stored choice (the app keeps it in the cookie i18nextLng as well), then Accept-Language.
 */
export function pickLanguage(stored: string | undefined, acceptLanguage: string | undefined): LanguageCode {
  return chooseLanguage(
    stored,
    (acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]),
  );
}

export interface FirstPaint {
  html: string;
  /** What the browser app starts from (lib/first-paint.ts). */
  data: FirstPaintData;
  lang: LanguageCode;
  dir: 'ltr' | 'rtl';
}

export interface FirstPaintRequest {
  /** Path and query of the page. */
  url: string;
  /** The visitor's language (stored choice, else Accept-Language), see pickLanguage. */
  language: string;
  /** The visitor's consent cookie (the banner shows only when there is none). */
  consentCookie?: string;
  /** Whether the visitor's user agent is a phone's (for the few layouts chosen in JavaScript). */
  mobile?: boolean;
  /** Answers GET /api/v1/… in-process (the server's own routes, without the visitor's cookies). */
  fetch: typeof fetch;
}

/** The same tree as the browser's App (app.tsx), at `url`. */
function page(url: string, queryClient: ReturnType<typeof createQueryClient>) {
  return (
    <AppProviders client={queryClient}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
}

/** The whole page, its lazy parts loaded (the browser hydrates what the server sends). */
async function prerenderPage(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/**
 * Renders the page twice: the first pass tells which queries it asks for; their public answers are
 * fetched, and the second pass renders with them. Null when the venue is in maintenance mode — the
 * browser app then starts from the plain shell.
 */
export function renderFirstPaint(request: FirstPaintRequest): Promise<FirstPaint | null> {
  // One page at a time: the language and the API's fetch are module state of the app.
  const result = queue.then(() => render(request));
  queue = result.then(
    () => undefined,
    () => undefined,
  );
  return result;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The pages rendered on the server: the public pages built on the light layer (no MUI styles). A
 * trailing `/*` stands for one more path segment (a post's or a product's page); a leading `!` leaves
 * a path out (the shop's checkout shows the visitor's cart, which never travels in the HTML).
 */
export const FIRST_PAINT_PATHS = [
  '/',
  '/booking',
  '/events',
  '/post',
  '/post/*',
  '/product',
  '/product/*',
  '!/product/checkout',
];

async function render(request: FirstPaintRequest): Promise<FirstPaint | null> {
  const lang = isSupportedLanguage(request.language) ? request.language : FALLBACK_LANGUAGE;
  setApiFetch(request.fetch);
  // The page's screens, loaded before the first pass (renderToString does not wait for them).
  await preloadScreens(routes, new URL(request.url, 'http://localhost').pathname);
  const queryClient = createQueryClient();
  // Module state for this page; the queue (renderFirstPaint) keeps other pages out until it is done.
  await i18next.changeLanguage(lang);
  setServerCompact(Boolean(request.mobile));
  setServerCookies(request.consentCookie ? `cookieConsents=${request.consentCookie}` : '');
  renderToString(page(request.url, queryClient));
  const wanted = queryClient
    .getQueryCache()
    .getAll()
    .filter((query: Query) => isPublicQuery(query.queryKey));
  await Promise.all(
    wanted.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false })),
  );
  // In maintenance mode the public pages show the MUI maintenance notice, whose styles (emotion)
  // are not rendered on the server: the browser app draws it.
  const organization = queryClient.getQueryData<{ settings?: Record<string, unknown> }>(
    currentOrganizationQuery().queryKey,
  );
  if (organization?.settings?.maintenanceMode === true) return null;
  const html = await prerenderPage(page(request.url, queryClient));
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && isPublicQuery(query.queryKey),
  });
  return { html, data: { state, compact: Boolean(request.mobile) }, lang, dir: directionOf(lang) };
}
