// Helmet's headers depend on its configuration only (no CSP nonces here), but @fastify/helmet
// rebuilds them from the options on every request (it parses the CSP directives each time: a few
// per cent of a cache-missing availability answer, bench/README.md "Availability"). Registered with
// `global: false`, helmet does nothing by itself; this hook lets it write its headers once, on the
// first request, keeps them, and sets the same headers on every later request.
import type { FastifyInstance } from 'fastify';

export function applyHelmetOnce(app: FastifyInstance): void {
  let headers: [string, string | number | string[]][] | undefined;
  app.addHook('onRequest', async (_request, reply) => {
    if (headers) {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      return;
    }
    const before = new Set(reply.raw.getHeaderNames());
    await reply.helmet();
    headers = reply.raw
      .getHeaderNames()
      .filter((name) => !before.has(name))
      .map((name) => [name, reply.raw.getHeader(name)!]);
  });
}
