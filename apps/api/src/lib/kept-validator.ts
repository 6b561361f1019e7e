// The validator of a hot route's querystring, with its answers kept per query (docs/decisions/
// 026-hot-path-requests.md): grids ask for the same few days again and again, and checking the same
// query with zod on every request was a few per cent of an availability answer. The validated value
// is a pure function of the query's fields, so it is shared (frozen) between requests that send the
// same fields in the same order; anything else is validated as before.
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** At most this many queries per route are kept (all forgotten when full). */
const KEPT = 500;

type Result = { value: unknown } | { error: Error | FastifySchemaValidationError[] };

/** A route's `validatorCompiler`: zod's (the app's own), its answers kept per query. */
export function keptValidatorCompiler<S>(route: Parameters<FastifySchemaCompiler<S>>[0]): (data: unknown) => Result {
  const validate = validatorCompiler(route as unknown as Parameters<FastifySchemaCompiler<ZodType>>[0]) as (
    data: unknown,
  ) => Result;
  const kept = new Map<string, Result>();
  return (data) => {
    // Querystrings are flat objects of strings (arrays for repeated keys): the text names them exactly.
    const key = data !== null && typeof data === 'object' ? JSON.stringify(data) : undefined;
    const hit = key === undefined ? undefined : kept.get(key);
    if (hit) return hit;
    const result = validate(data);
    if (key === undefined || !('value' in result)) return result;
    if (kept.size >= KEPT) kept.clear();
    const value = { value: Object.freeze(result.value) };
    kept.set(key, value);
    return value;
  };
}
