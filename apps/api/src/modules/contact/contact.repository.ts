// The only code of the contact module that touches Drizzle (docs/ARCHITECTURE.md#conventions).
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { contactMessages } from '../../db/schema/public-site';
import type { ContactMessageStatus } from '../../db/schema/public-site';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

export const contactRepository = {
  async insert(db: DbOrTx, row: NewContactMessage): Promise<ContactMessageRow> {
    const [inserted] = await db.insert(contactMessages).values(row).returning();
    return inserted!;
  },

  async countFromSenderSince(db: DbOrTx, senderHash: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(contactMessages)
      .where(and(eq(contactMessages.senderHash, senderHash), gt(contactMessages.createdAt, since)));
    return row?.n ?? 0;
  },

  async list(
    db: DbOrTx,
    filter: { organizationId: string; status?: ContactMessageStatus; limit: number; offset: number },
  ): Promise<{ rows: ContactMessageRow[]; count: number }> {
    const where = and(
      eq(contactMessages.organizationId, filter.organizationId),
      filter.status ? eq(contactMessages.status, filter.status) : undefined,
    );
    const rows = await db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
    return { rows, count: total?.n ?? 0 };
  },

  async find(db: DbOrTx, organizationId: string, id: string): Promise<ContactMessageRow | undefined> {
    const [row] = await db
      .select()
      .from(contactMessages)
      .where(and(eq(contactMessages.organizationId, organizationId), eq(contactMessages.id, id)));
    return row;
  },

  async setStatus(
    db: DbOrTx,
    organizationId: string,
    id: string,
    status: ContactMessageStatus,
  ): Promise<ContactMessageRow | undefined> {
    const [row] = await db
      .update(contactMessages)
      .set({ status })
      .where(and(eq(contactMessages.organizationId, organizationId), eq(contactMessages.id, id)))
      .returning();
    return row;
  },

  async staffInbox(
    db: DbOrTx,
    organizationId: string,
  ): Promise<{ email: string | undefined; locale: string } | undefined> {
    const [row] = await db
      .select({ legal: organizations.legal, locale: organizations.locale })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    if (!row) return undefined;
    const legal = row.legal as { email?: unknown } | null;
    return { email: typeof legal?.email === 'string' ? legal.email : undefined, locale: row.locale };
  },
};
