// Helmet's headers depend on its configuration only (no CSP nonces here), but @fastify/helmet
// rebuilds them from the options on every request (it parses the CSP directives each time: a few
// per cent of a cache-missing availability answer, bench/README.md "Availability"). Registered with
// `global: false`, helmet does nothing by itself; this hook lets it write its headers once, on the
// first request, keeps them, and sets the same headers on every later request, together with the
// headers of `extra` (docs/decisions/026-hot-path-requests.md: one synchronous hook instead of
// two asynchronous ones on every request).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export function applyHelmetOnce(
  app: FastifyInstance,
  extra: (request: FastifyRequest, reply: FastifyReply) => void = () => {},
): void {
  let names: string[] | undefined;
  let values: (string | number | string[])[] = [];
  app.addHook('onRequest', (request, reply, done) => {
    if (names) {
      // Set on the raw response: answers that write their own head (hijacked streams) keep them too.
      const raw = reply.raw;
      for (let i = 0; i < names.length; i++) raw.setHeader(names[i]!, values[i]!);
      extra(request, reply);
      done();
      return;
    }
    // helmet's middleware sets its headers synchronously (helmet-once.test.ts checks the first answer).
    const before = new Set(reply.raw.getHeaderNames());
    void reply.helmet();
    names = reply.raw.getHeaderNames().filter((name) => !before.has(name));
    values = names.map((name) => reply.raw.getHeader(name)!);
    extra(request, reply);
    done();
  });
}
