// The server's first paint of the public pages (ADR 004): the web build's server entry
// (apps/web/src/entry-server.tsx, built to apps/web/dist-server) renders the page's HTML from the
// public API answers, which travel along in the page for the browser app to start from. Anything
// that goes wrong — no server build, an error, a slow render — serves the plain shell instead.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_DISPLAY, DISPLAY_COOKIE, parseDisplayCookie } from '@courtside/core/display-cookie';

interface FirstPaint {
  html: string;
  data: unknown;
  lang: string;
  dir: 'ltr' | 'rtl';
}

export interface FirstPaintModule {
  FIRST_PAINT_PATHS: string[];
  pickLanguage: (stored: string | undefined, acceptLanguage: string | undefined) => string;
  renderFirstPaint: (request: {
    url: string;
    language: string;
    mobile?: boolean;
    consentCookie?: string;
    fetch: typeof fetch;
  }) => Promise<FirstPaint | null>;
}

/** How long a page may take to render before the plain shell goes out instead. */
const RENDER_BUDGET_MS = 1500;

export async function loadFirstPaint(app: FastifyInstance, distDir: string): Promise<FirstPaintModule | null> {
  const file = process.env.WEB_SSR_ENTRY ?? path.join(distDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as FirstPaintModule;
    return typeof module.renderFirstPaint === 'function' ? module : null;
  } catch (error) {
    app.log.warn({ err: error, file }, 'server rendering unavailable: serving the plain shell');
    return null;
  }
}

/** GET requests to the API, answered in-process without the visitor's cookies or headers. */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url =
      typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    if ((init?.method ?? 'GET') !== 'GET' || !url.startsWith('/api/'))
      throw new Error(`first paint: only GET /api/… (${url})`);
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** A stylesheet of the web build, as route-preloads.json and index.html name it. */
export const STYLE_URL = /^\/assets\/[\w.-]+\.css$/;

const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The display settings of the cookie cs-display as <html> attributes; anything unexpected: none. */
export function displayAttributes(cookie: string | undefined): string {
  const { colorScheme, contrast, primaryColor, fontFamily } = parseDisplayCookie(cookie) ?? DEFAULT_DISPLAY;
  return ` style="color-scheme: ${colorScheme}" data-color-scheme="${colorScheme}" data-contrast="${escapeAttr(contrast)}" data-primary="${escapeAttr(primaryColor)}" data-font="${escapeAttr(fontFamily)}"`;
}

/** The shell with the rendered page in #root (inert until the app has taken it over) and its data. */
export function fillShell(
  shell: { html: string; styles: string[] },
  page: FirstPaint,
  readStyle: (href: string) => string | null = () => null,
  display = '',
): string | null {
  let body = page.html;
  const head: string[] = [];
  for (let match = HOISTED.exec(body); match; match = HOISTED.exec(body)) {
    head.push(match[0]);
    body = body.slice(match[0].length);
  }
  const root = /<div id="root">[\s\S]*?<\/div>\s*<\/body>/.exec(shell.html);
  if (!root || !shell.html.includes('</head>')) return null;
  // The stylesheets inline: no request stands between the HTML and its first paint. Each is named
  // by a disabled <link> too (never fetched nor applied): the app's chunk loader (Vite's preload
  // helper) skips a stylesheet the page has a link for, instead of loading it a second time and
  // re-cascading the page — layout shifts where its rules land after the page's own.
  const link = (href: string) => {
    const css = readStyle(href);
    const url = escapeAttr(href);
    return css === null
      ? `<link rel="stylesheet" crossorigin href="${url}">`
      : `<style data-href="${url}">${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" crossorigin href="${url}" disabled>`;
  };
  const styles = shell.styles.map(link).join('');
  // JSON in a script element: '<' escaped, so no '</script>' can end it early.
  const data = JSON.stringify(page.data).replace(/</g, '\\u003c');
  return shell.html
    .replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_tag, href: string) => link(href))
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${escapeAttr(page.lang)}" dir="${page.dir}"${display}>`)
    .replace('</head>', `${head.join('')}${styles}</head>`)
    .replace(
      root[0],
      `<div id="root" inert>${body}</div><script type="application/json" id="cs-first-paint">${data}</script></body>`,
    );
}

/** Whether `pathname` is one of `paths`; a path ending in `/*` matches one more (non-empty) segment. */
export function rendersOnServer(paths: string[], pathname: string): boolean {
  if (paths.includes(`!${pathname}`)) return false;
  return paths.some((path) => {
    if (path.startsWith('!')) return false;
    if (!path.endsWith('/*')) return path === pathname;
    const prefix = path.slice(0, -1);
    const rest = pathname.slice(prefix.length);
    return pathname.startsWith(prefix) && rest.length > 0 && !rest.includes('/');
  });
}

/** The page rendered into its shell, or null when it is not one the server renders (or failed). */
export async function renderPage(
  app: FastifyInstance,
  module: FirstPaintModule,
  request: FastifyRequest,
  pathname: string,
  shell: { html: string; styles: string[] },
  readStyle: (href: string) => string | null,
): Promise<string | null> {
  if (!rendersOnServer(module.FIRST_PAINT_PATHS, pathname)) return null;
  const cookies = (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies;
  const language = module.pickLanguage(cookies?.i18nextLng, request.headers['accept-language']);
  let timer: NodeJS.Timeout | undefined;
  try {
    const page = await Promise.race([
      module.renderFirstPaint({
        url: request.url,
        language,
        mobile: /\bMobile\b/.test(String(request.headers['user-agent'] ?? '')),
        consentCookie: cookies?.cookieConsents,
        fetch: inProcessFetch(app),
      }),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), RENDER_BUDGET_MS);
      }),
    ]);
    return page ? fillShell(shell, page, readStyle, displayAttributes(cookies?.[DISPLAY_COOKIE])) : null;
  } catch (error) {
    request.log.warn({ err: error }, 'first paint failed: serving the plain shell');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export function sendRendered(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding, Accept-Language, Cookie, User-Agent')
    .type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted))
    return reply
      .header('Content-Encoding', 'br')
      .send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  return reply.send(html);
}

/** The build's stylesheets by URL (read once; null for anything that is not one). */
export function styleReader(distDir: string): (href: string) => string | null {
  const styles = new Map<string, string | null>();
  return (href) => {
    if (!STYLE_URL.test(href)) return null;
    if (!styles.has(href)) {
      const file = path.join(distDir, href);
      styles.set(href, existsSync(file) ? readFileSync(file, 'utf8') : null);
    }
    return styles.get(href) ?? null;
  };
}
