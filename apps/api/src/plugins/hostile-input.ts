// Input PostgreSQL cannot store is refused at one depth, for every route, before any handler (and
// so any query) runs: a NUL byte or a lone UTF-16 surrogate anywhere in the path parameters, the
// query string, the headers, the cookies or the body is a 400 naming the field. Without this a NUL
// in a `tenantId` or an `:id` reached PostgreSQL ("invalid byte sequence for encoding UTF8: 0x00")
// and answered 500, and a lone surrogate would be stored silently as U+FFFD.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { isApiPath } from './error-handler';

/** Deeper bodies than this are refused as well (no route takes anything near it). */
const MAX_DEPTH = 64;

/** A UTF-16 surrogate without its partner: not a character, not encodable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL's text type cannot hold the string as given. */
export function isUnstorable(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/**
 * The first field (dotted path from `root`) holding an unstorable string, in a key or a value;
 * undefined when everything can be stored.
 */
export function findUnstorable(value: unknown, root: string): string | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (isUnstorable(item.value)) return item.path;
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_DEPTH) return item.path;
    if (Buffer.isBuffer(item.value)) continue;
    for (const [key, child] of Object.entries(item.value)) {
      const path = `${item.path}.${Array.from(key, (ch) => (isUnstorable(ch) ? '\uFFFD' : ch)).join('')}`;
      if (isUnstorable(key)) return path;
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return undefined;
}

/** Any character that could start a problem (NUL or any surrogate): the exact test only then. */
// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const SUSPECT = /[\u0000\uD800-\uDFFF]/;

/**
 * Whether `value` holds a string (key or value) that may be unstorable: one regular expression per
 * string and no allocation, so requests with clean input (nearly all) skip findUnstorable's paths.
 */
function mayBeUnstorable(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return SUSPECT.test(value);
  if (value === null || typeof value !== 'object') return false;
  if (depth >= MAX_DEPTH) return true;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (mayBeUnstorable(item, depth + 1)) return true;
    return false;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (SUSPECT.test(key) || mayBeUnstorable((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

function unstorableField(request: FastifyRequest): string | undefined {
  if (
    !mayBeUnstorable(request.params, 0) &&
    !mayBeUnstorable(request.query, 0) &&
    !mayBeUnstorable(request.headers, 0) &&
    !mayBeUnstorable(request.cookies, 0) &&
    !mayBeUnstorable(request.body, 0)
  )
    return undefined;
  return (
    findUnstorable(request.params, 'params') ??
    findUnstorable(request.query, 'query') ??
    findUnstorable(request.headers, 'headers') ??
    findUnstorable(request.cookies, 'cookies') ??
    findUnstorable(request.body, 'body')
  );
}

export function hostileInputError(field: string): AppError {
  const message = 'contains a character that cannot be stored (a NUL byte or invalid Unicode)';
  return new AppError('VALIDATION_FAILED', `${field}: ${message}`, [{ field, message }]);
}

/**
 * One root hook: preValidation runs after the body is parsed and before schema validation, the
 * route's preHandlers and its handler. The only earlier hook (plugins/auth.ts) reads nothing but
 * the signed token.
 */
export function registerHostileInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const field = unstorableField(request);
    if (!field) return;
    // A page address nobody could have linked to: the web app's 404 page, as for any unknown page.
    const page = app.sendNotFoundPage;
    if (page && !isApiPath(request.url) && (request.method === 'GET' || request.method === 'HEAD')) {
      request.log.info({ field }, 'unstorable input in a page address');
      return page(request, reply);
    }
    throw hostileInputError(field);
  });
}
