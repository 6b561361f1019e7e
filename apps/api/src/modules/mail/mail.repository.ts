import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { outboxMails } from '../../db/schema/auth';
import type { OutboxStatus } from '../../db/schema/auth';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { containing } from '../../db/like';

export type OutboxRow = typeof outboxMails.$inferSelect;

export interface OutboxFilter {
  organizationId: string;
  status?: OutboxStatus;
  template?: string;
  search?: string;
  limit: number;
  offset: number;
}

// The confirmation of every checkout is rendered after its commit (db/built-once.ts).
const unrenderedOfOrder = builtOnce('courtside_outbox_unrendered_of_order', (db) =>
  db
    .select()
    .from(outboxMails)
    .where(
      and(
        isNotNull(outboxMails.pendingRender),
        sql`${outboxMails.invoiceId} in (select id from invoices where order_id = ${sql.placeholder('order')}::uuid)`,
      ),
    )
    .orderBy(asc(outboxMails.createdAt))
    .limit(sql.placeholder('limit')),
);

export const mailRepository = {
  async organizationName(db: DbOrTx, organizationId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    return row?.name;
  },

  /** Role facts of the accounts behind these addresses (for who may read their sign-in mails). */
  async accountsByEmail(
    db: DbOrTx,
    organizationId: string,
    emails: string[],
  ): Promise<{ id: string; email: string; role: string; isSuperadmin: boolean }[]> {
    if (emails.length === 0) return [];
    const lower = [...new Set(emails.map((e) => e.toLowerCase()))];
    return db
      .select({
        id: users.id,
        email: sql<string>`lower(${users.email})`,
        role: users.role,
        isSuperadmin: users.isSuperadmin,
      })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), sql`lower(${users.email}) in ${lower}`));
  },

  async insert(db: DbOrTx, row: typeof outboxMails.$inferInsert): Promise<OutboxRow> {
    const [inserted] = await db.insert(outboxMails).values(row).returning();
    return inserted!;
  },

  async list(db: DbOrTx, filter: OutboxFilter): Promise<{ rows: OutboxRow[]; count: number }> {
    const conditions: SQL[] = [eq(outboxMails.organizationId, filter.organizationId)];
    if (filter.status) conditions.push(eq(outboxMails.status, filter.status));
    if (filter.template) conditions.push(eq(outboxMails.template, filter.template));
    if (filter.search) {
      const pattern = containing(filter.search);
      conditions.push(or(ilike(outboxMails.to, pattern), ilike(outboxMails.subject, pattern))!);
    }
    const where = and(...conditions);
    const rows = await db
      .select()
      .from(outboxMails)
      .where(where)
      .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const [total] = await db.select({ n: count() }).from(outboxMails).where(where);
    return { rows, count: total?.n ?? 0 };
  },

  async findInOrganization(db: DbOrTx, organizationId: string, id: string): Promise<OutboxRow | undefined> {
    const [row] = await db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.id, id), eq(outboxMails.organizationId, organizationId)));
    return row;
  },

  /**
   * Takes up to `limit` due mails for this process: FOR UPDATE SKIP LOCKED lets several API
   * processes share the queue, and the lease (locked_until) returns mails of a process that died
   * mid-send to the queue.
   */
  async claimDue(db: DbOrTx, now: Date, limit: number, leaseMs: number): Promise<OutboxRow[]> {
    const leaseUntil = new Date(now.getTime() + leaseMs);
    // JavaScript clocks have milliseconds, the database microseconds: a mail queued in the same
    // millisecond as `now` (default next_attempt_at = now()) is due, hence the ceiling.
    const at = now.toISOString();
    return db
      .update(outboxMails)
      .set({ status: 'sending', lockedUntil: leaseUntil, attempts: sql`${outboxMails.attempts} + 1` })
      .where(
        sql`${outboxMails.id} in (select id from ${outboxMails} where (status = 'pending' and pending_render is null and next_attempt_at < ${at}::timestamptz + interval '1 millisecond') or (status = 'sending' and locked_until < ${at}::timestamptz) order by next_attempt_at limit ${limit} for update skip locked)`,
      )
      .returning();
  },

  async markSent(db: DbOrTx, id: string, at: Date): Promise<void> {
    await db
      .update(outboxMails)
      .set({ status: 'sent', sentAt: at, lockedUntil: null, lastError: null })
      .where(eq(outboxMails.id, id));
  },

  async markFailedAttempt(db: DbOrTx, id: string, error: string, nextAttemptAt: Date | null): Promise<void> {
    await db
      .update(outboxMails)
      .set(
        nextAttemptAt
          ? { status: 'pending', nextAttemptAt, lockedUntil: null, lastError: error }
          : { status: 'failed', lockedUntil: null, lastError: error },
      )
      .where(eq(outboxMails.id, id));
  },

  /** Without SMTP, pending mails are kept in the outbox only. */
  async storePending(db: DbOrTx): Promise<{ id: string; to: string; subject: string; text: string }[]> {
    return db
      .update(outboxMails)
      .set({ status: 'stored' })
      .where(and(eq(outboxMails.status, 'pending'), isNull(outboxMails.pendingRender)))
      .returning({ id: outboxMails.id, to: outboxMails.to, subject: outboxMails.subject, text: outboxMails.text });
  },

  /** Mails waiting to be rendered (of one order's invoices when given), oldest first. */
  async unrendered(db: DbOrTx, limit: number, orderId?: string): Promise<OutboxRow[]> {
    if (orderId) return unrenderedOfOrder(db, { order: orderId, limit });
    return db
      .select()
      .from(outboxMails)
      .where(
        and(
          isNotNull(outboxMails.pendingRender),
          orderId
            ? sql`${outboxMails.invoiceId} in (select id from invoices where order_id = ${orderId}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(outboxMails.createdAt))
      .limit(limit);
  },

  /** Writes a rendered mail unless another renderer did first; answers whether this call wrote it. */
  async completeRender(db: DbOrTx, id: string, patch: Partial<typeof outboxMails.$inferInsert>): Promise<boolean> {
    const rows = await db
      .update(outboxMails)
      .set({ ...patch, pendingRender: null })
      .where(and(eq(outboxMails.id, id), isNotNull(outboxMails.pendingRender)))
      .returning({ id: outboxMails.id });
    return rows.length > 0;
  },
};
