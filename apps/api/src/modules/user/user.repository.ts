import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Role } from '@courtside/core/enums';
import type { DbOrTx } from '../../db/client';
import { auditLog, oneTimeTokens, outboxMails, refreshTokens } from '../../db/schema/auth';
import { searchText, users } from '../../db/schema/users';
import { containing } from '../../db/like';

export type UserRow = typeof users.$inferSelect;

export interface UserFilter {
  organizationId: string;
  search?: string;
  role?: Role;
  limit: number;
  offset: number;
}

export const userRepository = {
  /**
   * A page by name. Without a search the page comes from users_org_name_idx and the count from its
   * own statement; a search reads the matching accounts once for both (count(*) over ()).
   */
  async list(db: DbOrTx, filter: UserFilter): Promise<{ rows: UserRow[]; count: number }> {
    const conditions: SQL[] = [eq(users.organizationId, filter.organizationId), isNull(users.deletedAt)];
    if (filter.role) conditions.push(eq(users.role, filter.role));
    if (filter.search) {
      const pattern = containing(filter.search);
      // One ILIKE over name, address and phone (users_search_trgm_idx, db/schema/users.ts searchText).
      conditions.push(sql`(${searchText(users)}) ilike ${pattern}`);
    }
    const where = and(...conditions);
    const page = (total?: SQL<number>) =>
      db
        .select({ user: users, ...(total ? { total } : {}) })
        .from(users)
        .where(where)
        .orderBy(asc(users.name), asc(users.id))
        .limit(filter.limit)
        .offset(filter.offset);
    const counted = async () => (await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0;
    if (!filter.search) {
      const [rows, n] = await Promise.all([page(), counted()]);
      return { rows: rows.map((r) => r.user), count: n };
    }
    const rows = (await page(sql<number>`count(*) over ()`.mapWith(Number))) as { user: UserRow; total: number }[];
    if (!rows.length && filter.offset > 0) return { rows: [], count: await counted() };
    return { rows: rows.map((r) => r.user), count: rows[0]?.total ?? 0 };
  },

  async findInOrganization(db: DbOrTx, organizationId: string, id: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.organizationId, organizationId), isNull(users.deletedAt)));
    return row;
  },

  async countAdmins(db: DbOrTx, organizationId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.role, 'admin'), isNull(users.deletedAt)));
    return row?.n ?? 0;
  },

  async update(db: DbOrTx, id: string, patch: Partial<typeof users.$inferInsert>): Promise<UserRow> {
    const [row] = await db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row!;
  },

  // For the GDPR export: what this module's tables hold about the person.
  async sessionsOf(db: DbOrTx, userId: string) {
    return db
      .select({
        createdAt: refreshTokens.createdAt,
        expiresAt: refreshTokens.expiresAt,
        revokedAt: refreshTokens.revokedAt,
        usedAt: refreshTokens.usedAt,
        userAgent: refreshTokens.userAgent,
        ip: refreshTokens.ip,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId))
      .orderBy(asc(refreshTokens.createdAt));
  },

  async auditOf(db: DbOrTx, userId: string) {
    return db
      .select({
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        ip: auditLog.ip,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(or(eq(auditLog.actorUserId, userId), and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId))))
      .orderBy(asc(auditLog.createdAt));
  },

  async mailsTo(db: DbOrTx, organizationId: string, email: string) {
    return db
      .select({
        subject: outboxMails.subject,
        template: outboxMails.template,
        status: outboxMails.status,
        createdAt: outboxMails.createdAt,
        sentAt: outboxMails.sentAt,
      })
      .from(outboxMails)
      .where(
        and(eq(outboxMails.organizationId, organizationId), sql`lower(${outboxMails.to}) = ${email.toLowerCase()}`),
      )
      .orderBy(asc(outboxMails.createdAt));
  },

  /** Erases what only identifies the person; the row stays for bookings and invoices (§147 AO). */
  async anonymise(db: DbOrTx, user: UserRow, at: Date): Promise<void> {
    await db
      .update(users)
      .set({
        email: `deleted-${user.id}@deleted.invalid`,
        name: 'Deleted user',
        phone: null,
        passwordHash: null,
        emailVerifiedAt: null,
        serviceFeeWaiver: false,
        deletedAt: at,
        updatedAt: at,
      })
      .where(eq(users.id, user.id));
    await db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
    await db.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    // Mails to the person: the bodies hold their name and address.
    await db
      .delete(outboxMails)
      .where(
        and(
          eq(outboxMails.organizationId, user.organizationId),
          sql`lower(${outboxMails.to}) = ${user.email.toLowerCase()}`,
        ),
      );
    await db.update(refreshTokens).set({ ip: null, userAgent: null }).where(eq(refreshTokens.userId, user.id));
    await db.update(auditLog).set({ ip: null }).where(eq(auditLog.actorUserId, user.id));
  },
};
