// Serves the built web app: hashed assets cached as immutable, index.html never cached, and every
// client-side route falls back to index.html (for the main public pages with their route chunks
// preloaded). API paths keep their JSON 404.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isSpaRoute } from '@courtside/core/spa-routes';
import { sendRouteNotFound } from './error-handler';
import { loadFirstPaint, renderPage, sendRendered, STYLE_URL, styleReader } from './first-paint';

interface Shell {
  /** The HTML as text, for the server's first paint to fill in. */
  html: string;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The route's stylesheets (named in the HTML only when the server renders the page). */
  styles: string[];
}

const ASSET_URL = /^\/assets\/[\w.-]+\.js$/;

/**
 * index.html variants for the public pages the web build lists in route-preloads.json (apps/web/
 * vite.config.ts): the same shell plus modulepreload links for that page's route chunks, so the
 * browser fetches them next to the entry instead of after it has run. Built once, compressed once.
 */
export function routeShells(distDir: string): Map<string, Shell> {
  const shells = new Map<string, Shell>();
  const listFile = path.join(distDir, 'route-preloads.json');
  if (!existsSync(listFile)) return shells;
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  if (!html.includes('</head>')) return shells;
  let routes: unknown;
  try {
    routes = JSON.parse(readFileSync(listFile, 'utf8'));
  } catch {
    return shells;
  }
  if (!routes || typeof routes !== 'object') return shells;
  for (const [route, files] of Object.entries(routes as Record<string, unknown>)) {
    if (!Array.isArray(files)) continue;
    const links = files
      .filter((file): file is string => typeof file === 'string' && ASSET_URL.test(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
      .join('');
    const withLinks = html.replace('</head>', `${links}</head>`);
    const plain = Buffer.from(withLinks);
    shells.set(route, {
      html: withLinks,
      styles: files.filter((file): file is string => typeof file === 'string' && STYLE_URL.test(file)),
      plain,
      br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      gzip: gzipSync(plain, { level: constants.Z_BEST_COMPRESSION }),
    });
  }
  return shells;
}

/** The shell of a path, or of its pattern with `/*` for the last segment (`/post/*` for a post). */
function shellFor(shells: Map<string, Shell>, pathname: string): Shell | undefined {
  const exact = shells.get(pathname);
  if (exact) return exact;
  const cut = pathname.lastIndexOf('/');
  return cut > 0 && cut < pathname.length - 1 ? shells.get(`${pathname.slice(0, cut)}/*`) : undefined;
}

function sendShell(request: FastifyRequest, reply: FastifyReply, shells: Map<string, Shell>) {
  reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
  const pathname = pathOf(request.url);
  const shell = shellFor(shells, pathname);
  if (!shell) return reply.sendFile('index.html');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(shell.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(shell.gzip);
  return reply.send(shell.plain);
}

const pathOf = (url: string) => (url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');

export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web build not found: serving the API only');
    return false;
  }
  const shells = routeShells(distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: false,
    cacheControl: false,
    // The web build writes file.br and file.gz next to its text files (apps/web/vite.config.ts):
    // served by Accept-Encoding with Vary, the plain file otherwise.
    preCompressed: true,
    // @fastify/static 10 hands setHeaders the Fastify reply.
    setHeaders(reply: { header: (name: string, value: string) => unknown }, filePath: string) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // Paths the web app has no page for: the shell (the browser app shows its 404 page) with status
  // 404, so search engines and monitors see what people see.
  const indexHtml = readFileSync(indexFile);
  const notFoundPage = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  app.decorate('sendNotFoundPage', notFoundPage);

  // The server renderer (a bundle of the web app) loads once the server listens, not before it:
  // start-up waits for nothing it does not need (docs/decisions/016-start-up-time.md). A page asked
  // for earlier waits for it.
  let firstPaintLoad: ReturnType<typeof loadFirstPaint> | undefined;
  const firstPaintModule = () => (firstPaintLoad ??= loadFirstPaint(app, distDir));
  app.addHook('onListen', async () => {
    void firstPaintModule();
  });
  const readStyle = styleReader(distDir);
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathOf(request.url);
    const shell = shellFor(shells, pathname);
    // The pages the web build lists (route-preloads.json) are pages by definition.
    if (!shell && !isSpaRoute(pathname)) return notFoundPage(request, reply);
    const firstPaint = shell && request.method === 'GET' ? await firstPaintModule() : null;
    if (firstPaint && shell) {
      const html = await renderPage(app, firstPaint, request, pathname, shell, readStyle);
      if (html) return sendRendered(request, reply, html);
    }
    return sendShell(request, reply, shells);
  };

  // '/' is the dist directory itself: with index: false @fastify/static answers it with 403, so the
  // home page gets the SPA shell explicitly.
  app.get('/', page);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url.startsWith('/api/') || url === '/api';
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(url);
    if (isApi || looksLikeFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendRouteNotFound(request, reply);
    }
    return page(request, reply);
  });
  return true;
}
