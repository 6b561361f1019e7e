// Sign-in throttling, counted in the database so every API process sees the same numbers. Unknown
// addresses are counted like real ones: the answers reveal nothing.
//
// Two counters per attempt: one per account AND source address, one per source address. An account
// is therefore locked only for the address that failed on it: an attacker hammering from elsewhere
// is refused, while the owner signing in from their own address with the right password is not
// kept out. The per-address counter stops one address from spraying many accounts. The address is
// request.ip, which is the real client only as far as TRUST_PROXY says (config/env.ts).
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authRepository } from './auth.repository';

export const throttlePolicy = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  accountLimit: 5,
  ipLimit: 30,
};

/** The prefix every counter of one account starts with (whatever the address). */
export function accountKeyPrefix(organizationId: string, email: string): string {
  return `account:${organizationId}:${email.toLowerCase()}|`;
}

export function throttleKeys(organizationId: string, email: string, ip: string) {
  return { account: `${accountKeyPrefix(organizationId, email)}${ip}`, ip: `ip:${ip}` };
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

/** After a successful sign-in: the counter of this account from this address starts over. */
export async function clearAccountThrottle(db: DbOrTx, keys: { account: string }): Promise<void> {
  await authRepository.clearThrottle(db, keys.account);
}

/** After a password reset (the mailbox was proven): every lock of the account is lifted. */
export async function clearAllAccountThrottles(db: DbOrTx, organizationId: string, email: string): Promise<void> {
  await authRepository.clearThrottlePrefix(db, accountKeyPrefix(organizationId, email));
}
