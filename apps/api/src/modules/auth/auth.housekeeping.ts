// Deletes auth rows nobody needs any more, so the tables stay small. Plain idempotent deletes: safe
// when several API processes run the job at once.
import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Job } from '../../jobs/runner';
import { loginThrottles, oneTimeTokens, refreshTokens } from '../../db/schema/auth';

const DAY = 86_400_000;

export async function purgeStaleAuthRows(
  app: FastifyInstance,
  now = new Date(),
): Promise<{ refreshTokens: number; oneTimeTokens: number; throttles: number }> {
  const weekAgo = new Date(now.getTime() - 7 * DAY);
  const dayAgo = new Date(now.getTime() - DAY);
  // Used tokens stay until a week after they would have expired: reuse detection needs them to
  // recognise a stolen copy while their family may still be alive.
  const refresh = await app.db
    .delete(refreshTokens)
    .where(
      or(
        lt(refreshTokens.expiresAt, weekAgo),
        and(isNotNull(refreshTokens.revokedAt), lt(refreshTokens.revokedAt, weekAgo)),
      ),
    )
    .returning({ id: refreshTokens.id });
  const oneTime = await app.db
    .delete(oneTimeTokens)
    .where(lt(oneTimeTokens.expiresAt, dayAgo))
    .returning({ id: oneTimeTokens.id });
  const throttles = await app.db
    .delete(loginThrottles)
    .where(
      and(
        lt(loginThrottles.updatedAt, dayAgo),
        or(isNull(loginThrottles.lockedUntil), lt(loginThrottles.lockedUntil, now)),
      ),
    )
    .returning({ key: loginThrottles.key });
  return { refreshTokens: refresh.length, oneTimeTokens: oneTime.length, throttles: throttles.length };
}

export const authJobs: Job[] = [
  { name: 'auth-housekeeping', everyMs: 60 * 60_000, run: async (app) => void (await purgeStaleAuthRows(app)) },
];
