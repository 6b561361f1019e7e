// A refusal (4xx) is built without a stack trace, a server error with one, and the process's stack
// trace limit is left as it was (app-error.ts).
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';

const frames = (error: Error) => (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));

describe('AppError', () => {
  it('a refusal has no stack frames, a server error has them; the limit is restored', () => {
    const limit = Error.stackTraceLimit;
    const refusal = new AppError('SLOT_TAKEN', 'This slot is already booked');
    expect(refusal.status).toBe(409);
    expect(refusal.message).toBe('This slot is already booked');
    expect(frames(refusal)).toEqual([]);
    const failure = new AppError('INTERNAL', 'Something broke');
    expect(failure.status).toBe(500);
    expect(frames(failure).length).toBeGreaterThan(0);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(frames(new Error('plain')).length).toBeGreaterThan(0);
  });
});
