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

/** Any character that could start a problem (NUL or any surrogate): the exact test only then. */
// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const SUSPECT = /[\u0000\uD800-\uDFFF]/;

/** True when PostgreSQL's text type cannot hold the string as given. */
export function isUnstorable(value: string): boolean {
  return SUSPECT.test(value) && (value.includes('\u0000') || LONE_SURROGATE.test(value));
}

/**
 * The first field (dotted path from `root`) holding an unstorable string, in a key or a value;
 * undefined when everything can be stored. Clean input (nearly every request) costs one regular
 * expression per key and string and no allocation: the path is written only for a find.
 */
export function findUnstorable(value: unknown, root: string): string | undefined {
  const keys = unstorableKeys(value, 0);
  if (!keys) return undefined;
  // A key that is itself unstorable is named with U+FFFD in place of its bad characters.
  return [root, ...keys.map((key) => Array.from(key, (ch) => (isUnstorable(ch) ? '\uFFFD' : ch)).join(''))].join('.');
}

/** The keys down to the first unstorable key or string (empty: `value` itself), or undefined. */
function unstorableKeys(value: unknown, depth: number): string[] | undefined {
  if (typeof value === 'string') return isUnstorable(value) ? [] : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  if (depth >= MAX_DEPTH) return [];
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (isUnstorable(key)) return [key];
    const below = unstorableKeys((value as Record<string, unknown>)[key], depth + 1);
    if (below) return [key, ...below];
  }
  return undefined;
}

function unstorableField(request: FastifyRequest): string | undefined {
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
