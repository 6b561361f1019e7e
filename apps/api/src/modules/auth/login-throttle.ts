// Sign-in throttling per account and per IP, counted in the database so every API process sees the
// same numbers. Unknown addresses are counted like real ones: the answers reveal nothing.
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authRepository } from './auth.repository';

export const throttlePolicy = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  accountLimit: 5,
  ipLimit: 30,
};

export function throttleKeys(organizationId: string, email: string, ip: string) {
  return { account: `account:${organizationId}:${email.toLowerCase()}`, ip: `ip:${ip}` };
}

function lockedError(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError(
    'ACCOUNT_LOCKED',
    `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`,
    {
      retryAfterSeconds: Math.ceil((until.getTime() - now.getTime()) / 1000),
    },
  );
}

/** Throws ACCOUNT_LOCKED (429) while the account or the IP is locked. */
export async function assertNotLocked(db: DbOrTx, keys: { account: string; ip: string }, now: Date): Promise<void> {
  const rows = await authRepository.findThrottles(db, [keys.account, keys.ip]);
  const until = rows
    .map((r) => r.lockedUntil)
    .filter((d): d is Date => d !== null && d > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (until) throw lockedError(until, now);
}

/** Counts a failed attempt; answers the lock error when this attempt reached a limit. */
export async function recordFailedLogin(
  db: DbOrTx,
  keys: { account: string; ip: string },
  now: Date,
): Promise<AppError | undefined> {
  const { windowMs, lockMs, accountLimit, ipLimit } = throttlePolicy;
  const account = await authRepository.recordFailure(db, keys.account, now, windowMs, accountLimit, lockMs);
  const ip = await authRepository.recordFailure(db, keys.ip, now, windowMs, ipLimit, lockMs);
  const until = [account.lockedUntil, ip.lockedUntil].filter((d): d is Date => d !== null && d > now)[0];
  return until ? lockedError(until, now) : undefined;
}

export async function clearAccountThrottle(db: DbOrTx, keys: { account: string }): Promise<void> {
  await authRepository.clearThrottle(db, keys.account);
}
