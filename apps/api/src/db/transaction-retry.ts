// Serialization failures (40001) and deadlocks (40P01) roll the whole transaction back; running it
// again is the documented cure. openDatabase wraps the Database's own `transaction` once with this,
// so every top-level transaction of the API retries (nested ones are savepoints on the transaction
// object and do not: a retry must start from the top). A callback may therefore run more than once:
// it must keep side effects outside the database out (mail goes through the outbox, payment
// providers are called outside transactions). docs/ARCHITECTURE.md "Lock order".
import { isRetryableTransactionError } from '../lib/pg-errors';

export interface RetryOptions {
  /** Runs in all, the first included. */
  attempts: number;
  /** The n-th retry waits a random time in [0, baseDelayMs · 2^n) (full jitter). */
  baseDelayMs: number;
  onRetry?: (error: unknown, attempt: number) => void;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export const defaultRetryOptions: RetryOptions = { attempts: 5, baseDelayMs: 15 };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `run` until it succeeds, fails with an error that is not retryable, or runs out of attempts. */
export async function retryTransaction<T>(
  run: () => Promise<T>,
  options: RetryOptions = defaultRetryOptions,
): Promise<T> {
  const sleep = options.sleep ?? wait;
  const random = options.random ?? Math.random;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= options.attempts || !isRetryableTransactionError(error)) throw error;
      options.onRetry?.(error, attempt);
      await sleep(Math.floor(random() * options.baseDelayMs * 2 ** attempt));
    }
  }
}

/** Makes `db.transaction(…)` retry; the transaction handles it passes on are left as they are. */
export function retryTopLevelTransactions<D extends { transaction: (...args: never[]) => Promise<unknown> }>(
  db: D,
  options: RetryOptions = defaultRetryOptions,
): D {
  const original = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  const wrapped = (...args: unknown[]) => retryTransaction(() => original(...args), options);
  Object.defineProperty(db, 'transaction', { value: wrapped, configurable: true, writable: true });
  return db;
}
