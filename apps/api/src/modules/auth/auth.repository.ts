// Drizzle for accounts, refresh tokens, one-time tokens and sign-in throttles.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginThrottles, oneTimeTokens, refreshTokens } from '../../db/schema/auth';
import type { OneTimeTokenPurpose } from '../../db/schema/auth';
import { users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
export type ThrottleRow = typeof loginThrottles.$inferSelect;

export const authRepository = {
  async findUserByEmail(db: DbOrTx, organizationId: string, email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.organizationId, organizationId),
          sql`lower(${users.email}) = ${email.toLowerCase()}`,
          isNull(users.deletedAt),
        ),
      );
    return row;
  },

  /** Live accounts with this address in any organization (sign-in without a chosen venue). */
  async findUsersByEmailAnywhere(db: DbOrTx, email: string): Promise<UserRow[]> {
    return db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
      .limit(2);
  },

  async findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)));
    return row;
  },

  async insertUser(db: DbOrTx, row: typeof users.$inferInsert): Promise<UserRow> {
    const [inserted] = await db.insert(users).values(row).returning();
    return inserted!;
  },

  async updateUser(db: DbOrTx, id: string, patch: Partial<typeof users.$inferInsert>): Promise<UserRow> {
    const [row] = await db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row!;
  },

  // Refresh tokens
  async insertRefreshToken(db: DbOrTx, row: typeof refreshTokens.$inferInsert): Promise<void> {
    await db.insert(refreshTokens).values(row);
  },

  async findRefreshToken(db: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  },

  /** Marks the token used; false when another request used it first (a race is a reuse). */
  async markRefreshTokenUsed(db: DbOrTx, id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(refreshTokens)
      .set({ usedAt: at })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  },

  async revokeFamily(db: DbOrTx, familyId: string, at: Date): Promise<number> {
    const rows = await db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length;
  },

  /** True while the user's session (token family) has not been revoked: one indexed lookup. */
  async isSessionLive(db: DbOrTx, userId: string, familyId: string): Promise<boolean> {
    const rows = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)),
      )
      .limit(1);
    return rows.length === 1;
  },

  async revokeAllForUser(db: DbOrTx, userId: string, at: Date): Promise<number> {
    const rows = await db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length;
  },

  // One-time tokens (verification codes, reset links)
  async insertOneTimeToken(db: DbOrTx, row: typeof oneTimeTokens.$inferInsert): Promise<void> {
    await db.insert(oneTimeTokens).values(row);
  },

  /** A new code or link makes the older ones of the same purpose useless. */
  async expireOneTimeTokens(db: DbOrTx, userId: string, purpose: OneTimeTokenPurpose, at: Date): Promise<void> {
    await db
      .update(oneTimeTokens)
      .set({ usedAt: at })
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
  },

  async findLiveOneTimeToken(
    db: DbOrTx,
    userId: string,
    purpose: OneTimeTokenPurpose,
    now: Date,
  ): Promise<OneTimeTokenRow | undefined> {
    const [row] = await db
      .select()
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, now),
        ),
      )
      .orderBy(sql`${oneTimeTokens.createdAt} desc`)
      .limit(1);
    return row;
  },

  async findOneTimeTokenByHash(
    db: DbOrTx,
    purpose: OneTimeTokenPurpose,
    tokenHash: string,
  ): Promise<OneTimeTokenRow | undefined> {
    const [row] = await db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.purpose, purpose), eq(oneTimeTokens.tokenHash, tokenHash)));
    return row;
  },

  async countOneTimeTokenAttempt(db: DbOrTx, id: string): Promise<void> {
    await db
      .update(oneTimeTokens)
      .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
      .where(eq(oneTimeTokens.id, id));
  },

  /** Uses the token; false when it was used (or raced) already. */
  async useOneTimeToken(db: DbOrTx, id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(oneTimeTokens)
      .set({ usedAt: at })
      .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    return rows.length === 1;
  },

  // Throttles
  async findThrottles(db: DbOrTx, keys: string[]): Promise<ThrottleRow[]> {
    if (keys.length === 0) return [];
    return db
      .select()
      .from(loginThrottles)
      .where(sql`${loginThrottles.key} in ${keys}`);
  },

  /**
   * Counts one failure atomically: a window older than windowMs starts over; reaching `limit`
   * failures locks the key until now + lockMs. Returns the row after the update.
   */
  async recordFailure(
    db: DbOrTx,
    key: string,
    now: Date,
    windowMs: number,
    limit: number,
    lockMs: number,
  ): Promise<ThrottleRow> {
    const at = now.toISOString();
    const windowStart = new Date(now.getTime() - windowMs).toISOString();
    const lockUntil = new Date(now.getTime() + lockMs).toISOString();
    const [row] = await db
      .insert(loginThrottles)
      .values({
        key,
        failures: 1,
        windowStartedAt: now,
        updatedAt: now,
        lockedUntil: limit <= 1 ? new Date(lockUntil) : null,
      })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          failures: sql`case when ${loginThrottles.windowStartedAt} < ${windowStart}::timestamptz then 1 else ${loginThrottles.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginThrottles.windowStartedAt} < ${windowStart}::timestamptz then ${at}::timestamptz else ${loginThrottles.windowStartedAt} end`,
          lockedUntil: sql`case when (case when ${loginThrottles.windowStartedAt} < ${windowStart}::timestamptz then 1 else ${loginThrottles.failures} + 1 end) >= ${limit} then ${lockUntil}::timestamptz else ${loginThrottles.lockedUntil} end`,
          updatedAt: sql`${at}::timestamptz`,
        },
      })
      .returning();
    return row!;
  },

  async clearThrottle(db: DbOrTx, key: string): Promise<void> {
    await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
  },

  /** Deletes every counter whose key starts with the prefix (compared literally, not as a pattern). */
  async clearThrottlePrefix(db: DbOrTx, prefix: string): Promise<void> {
    await db.delete(loginThrottles).where(sql`left(${loginThrottles.key}, ${prefix.length}::int) = ${prefix}`);
  },
};
