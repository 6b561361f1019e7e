import { errorStatus } from '@courtside/core/errors';
import type { ErrorCode } from '@courtside/core/errors';

/** A failure the client should see: a code from the shared table, a message, optional details. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    // A refusal (4xx) is an answer, logged by its code without a stack (plugins/error-handler.ts):
    // capturing one cost a few per cent of a busy hold endpoint, most of whose answers are 409s
    // (docs/decisions/029-lighter-hot-answers.md). Server errors keep theirs.
    const status = errorStatus[code];
    const limit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
