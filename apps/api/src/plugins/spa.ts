// Serves the built web app: hashed assets cached as immutable, index.html never cached, and every
// client-side route falls back to index.html. API paths keep their JSON 404.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendRouteNotFound } from './error-handler';

export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web build not found: serving the API only');
    return false;
  }
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

  // '/' is the dist directory itself: with index: false @fastify/static answers it with 403, so the
  // home page gets the SPA shell explicitly.
  app.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html'));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url.startsWith('/api/') || url === '/api';
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(url);
    if (isApi || looksLikeFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendRouteNotFound(request, reply);
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });
  return true;
}
