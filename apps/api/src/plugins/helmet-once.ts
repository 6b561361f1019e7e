// Helmet's headers depend on its configuration only (no CSP nonces here), but @fastify/helmet
// rebuilds them from the options on every request (it parses the CSP directives each time: a few
// per cent of a cache-missing availability answer, bench/README.md "Availability"). Registered with
// `global: false`, helmet does nothing by itself; this hook lets it write its headers once, on the
// first request, keeps them, and sets the same headers on every later request, together with the
// headers of `extra` (docs/decisions/026-hot-path-requests.md: one synchronous hook instead of
// two asynchronous ones on every request).
//
// JSON answers of the API carry the short set an API needs instead (docs/decisions/
// 029-lighter-hot-answers.md): a browser never renders them as a page, so the page policies
// (script sources, Permissions-Policy, opener and referrer policies…) say nothing there and cost
// every answer about a kilobyte. API answers that a browser may show — a PDF, a calendar file,
// an image, a spreadsheet — get the page set again when their type is known (onSend).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What an API answer needs: nothing may load from it, nothing may frame it, no sniffing, same-origin reads. */
export const API_HEADERS: readonly (readonly [string, string])[] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['cross-origin-resource-policy', 'same-origin'],
];

/**
 * The API's own answers. Narrower than error-handler.ts's isApiPath: the API docs under /api/docs are
 * a page whose UI sets its own Content-Security-Policy, which the page set must not overwrite.
 */
export const isApiAnswer = (url: string) => url.startsWith('/api/v1/');

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

export function applyHelmetOnce(
  app: FastifyInstance,
  extra: (request: FastifyRequest, reply: FastifyReply) => void = () => {},
  api: (request: FastifyRequest, reply: FastifyReply) => void = () => {},
): void {
  let names: string[] | undefined;
  let values: (string | number | string[])[] = [];
  const pageHeaders = (request: FastifyRequest, reply: FastifyReply) => {
    // Set on the raw response: answers that write their own head (hijacked streams) keep them too.
    const raw = reply.raw;
    for (let i = 0; i < names!.length; i++) raw.setHeader(names![i]!, values[i]!);
    extra(request, reply);
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (!names) {
      // helmet's middleware sets its headers synchronously (helmet-once.test.ts checks the first answer).
      const before = new Set(reply.raw.getHeaderNames());
      void reply.helmet();
      names = reply.raw.getHeaderNames().filter((name) => !before.has(name));
      values = names.map((name) => reply.raw.getHeader(name)!);
      for (const name of names) reply.raw.removeHeader(name);
    }
    if (isApiAnswer(request.url)) {
      const raw = reply.raw;
      for (const [name, value] of API_HEADERS) raw.setHeader(name, value);
      api(request, reply);
    } else pageHeaders(request, reply);
    done();
  });
  // An API answer that is not JSON (or an empty one) may be shown by the browser: the page set.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      isApiAnswer(request.url) &&
      payload !== undefined &&
      payload !== null &&
      !isJson(reply.getHeader('content-type'))
    )
      pageHeaders(request, reply);
    done(null, payload);
  });
}
