// Every error answer has the shape { status, message, code, details? } (docs/ARCHITECTURE.md#conventions).
// Bad input is a 4xx naming the field; 5xx details are logged, never sent.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@courtside/core/errors';
import { AppError } from '../lib/app-error';
import { isConnectionError, isRetryableTransactionError, pgCodes, pgErrorCode } from '../lib/pg-errors';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toErrorBody(error);
    // A feature this server was not configured for is an answer, not a failure (warned once at start).
    const expected = error instanceof AppError && error.code === 'NOT_CONFIGURED';
    if (body.code === 'DATABASE_UNAVAILABLE') {
      // One line per request, no stack: the database module logs the outage itself.
      request.log.warn({ code: body.code, reason: error.message }, 'request failed: database unavailable');
      request.server.dbHandle?.status.markDown(error);
      void reply.header('retry-after', '5');
    } else if (body.status >= 500 && !expected) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, message: body.message }, 'request rejected');
    void reply.status(body.status).send(body);
  });
}

/** The JSON 404 for unknown routes (the SPA plugin uses it for API paths). */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorBody = {
    status: 404,
    code: 'NOT_FOUND',
    message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
  };
  return reply.status(404).send(body);
}

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Fastify's errors before routing (its `frameworkErrors` option): a malformed URL such as
 * `/events/%E0%A4%A` (FST_ERR_BAD_URL) is the app's 400 for the API and the web app's 404 page for
 * pages; anything else gets the app's error shape.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const url = request.raw.url ?? '/';
  if (error.code === 'FST_ERR_BAD_URL') {
    const page = request.server.sendNotFoundPage;
    const method = request.raw.method;
    if (page && !isApiPath(url) && (method === 'GET' || method === 'HEAD')) return page(request, reply);
    request.log.info({ code: error.code }, 'malformed URL rejected');
    const body: ErrorBody = {
      status: 400,
      code: 'BAD_REQUEST',
      message: 'The URL is malformed (an invalid percent-encoding)',
    };
    return reply.status(400).send(body);
  }
  const body = toErrorBody(error);
  if (body.status >= 500) request.log.error({ err: error }, 'request failed');
  return reply.status(body.status).send(body);
}

function toErrorBody(error: FastifyError): ErrorBody {
  if (error instanceof AppError) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.details !== undefined ? { details: error.details } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      field: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
      message: v.message ?? 'is invalid',
    }));
    const first = issues[0];
    return {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: first ? `${first.field}: ${first.message}` : 'Invalid input',
      details: issues,
    };
  }
  if (isResponseSerializationError(error)) {
    return { status: 500, code: 'INTERNAL', message: 'Internal server error' };
  }
  if (isConnectionError(error)) {
    return {
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database is not reachable at the moment. Please try again in a few seconds.',
    };
  }
  if (isRetryableTransactionError(error)) {
    // Still failing after the transaction helper's retries (src/db/transaction-retry.ts).
    return {
      status: 409,
      code: 'CONFLICT',
      message: 'Other requests changed the same data at the same moment. Please try again.',
    };
  }
  const pg = pgErrorCode(error);
  if (pg === pgCodes.lockNotAvailable) {
    return { status: 409, code: 'CONFLICT', message: 'This record is busy. Please try again.' };
  }
  if (pg === pgCodes.queryCanceled) {
    return { status: 503, code: 'UNAVAILABLE', message: 'The request took too long. Please try again.' };
  }
  if (pg === pgCodes.exclusionViolation) {
    return { status: 409, code: 'SLOT_TAKEN', message: 'This slot has just been taken' };
  }
  if (pg === pgCodes.uniqueViolation) {
    return { status: 409, code: 'ALREADY_EXISTS', message: 'This record already exists' };
  }
  if (pg === pgCodes.foreignKeyViolation) {
    return { status: 409, code: 'CONFLICT', message: 'A referenced record does not exist or is still in use' };
  }
  if (pg === pgCodes.invalidTextRepresentation) {
    return { status: 400, code: 'VALIDATION_FAILED', message: 'A value has the wrong format' };
  }
  // Fastify's own 4xx errors (malformed JSON, body too large, unsupported media type, rate limit).
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code =
      status === 429
        ? 'RATE_LIMITED'
        : status === 404
          ? 'NOT_FOUND'
          : status === 401
            ? 'UNAUTHENTICATED'
            : status === 403
              ? 'FORBIDDEN'
              : 'BAD_REQUEST';
    return { status, code, message: error.message };
  }
  return { status: 500, code: 'INTERNAL', message: 'Internal server error' };
}
