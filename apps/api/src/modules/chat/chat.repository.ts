// The chat module's database access (docs/product/chat-tasks.md#support-chat).
import { and, desc, eq, getTableColumns, gt, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chatConversations, chatGuests, chatMessages, chatQuickReplies, chatSettings, users } from '../../db/schema';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type GuestRow = typeof chatGuests.$inferSelect;
export type QuickReplyRow = typeof chatQuickReplies.$inferSelect;

export interface ConversationListRow extends ConversationRow {
  assigneeName: string | null;
  lastMessage: string;
  unreadStaff: number;
  unreadCustomer: number;
}

/** Who owns a conversation on the customer side. */
export type CustomerKey = { userId: string; guestId?: undefined } | { guestId: string; userId?: undefined };

const ownedBy = (key: CustomerKey): SQL =>
  key.userId ? eq(chatConversations.customerUserId, key.userId) : eq(chatConversations.guestId, key.guestId!);

const listColumns = {
  assigneeName: sql<
    string | null
  >`(select ${users.name} from ${users} where ${users.id} = chat_conversations.assignee_id)`,
  lastMessage: sql<string>`coalesce((select case when m.body = '' then coalesce(m.attachment->>'name', '') else m.body end from chat_messages m where m.conversation_id = chat_conversations.id order by m.seq desc limit 1), '')`,
  unreadStaff: sql<number>`(select count(*)::int from chat_messages m where m.conversation_id = chat_conversations.id and m.sender = 'customer' and m.seq > chat_conversations.staff_read_seq)`,
  unreadCustomer: sql<number>`(select count(*)::int from chat_messages m where m.conversation_id = chat_conversations.id and m.sender = 'staff' and m.seq > chat_conversations.customer_read_seq)`,
};

export interface InboxFilter {
  q?: string;
  status?: 'open' | 'waiting' | 'closed';
  assigneeId?: string;
  unread?: boolean;
  limit: number;
  offset: number;
}

export const chatRepository = {
  async insertConversation(db: DbOrTx, row: typeof chatConversations.$inferInsert): Promise<ConversationRow> {
    const [created] = await db.insert(chatConversations).values(row).returning();
    return created!;
  },

  async find(db: DbOrTx, organizationId: string, id: string): Promise<ConversationRow | undefined> {
    const [row] = await db
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.organizationId, organizationId), eq(chatConversations.id, id)));
    return row;
  },

  async findListRow(db: DbOrTx, id: string): Promise<ConversationListRow | undefined> {
    const [row] = await db
      .select({ ...conversationColumns(), ...listColumns })
      .from(chatConversations)
      .where(eq(chatConversations.id, id));
    return row;
  },

  /** Takes the conversation's row lock and hands out its next sequence number. */
  async nextSeq(db: DbOrTx, id: string, at: Date): Promise<number> {
    const [row] = await db
      .update(chatConversations)
      .set({ lastSeq: sql`${chatConversations.lastSeq} + 1`, lastMessageAt: at })
      .where(eq(chatConversations.id, id))
      .returning({ seq: chatConversations.lastSeq });
    return row!.seq;
  },

  async insertMessage(db: DbOrTx, row: typeof chatMessages.$inferInsert): Promise<MessageRow> {
    const [created] = await db.insert(chatMessages).values(row).returning();
    return created!;
  },

  async sentSince(db: DbOrTx, organizationId: string, senderKey: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.organizationId, organizationId),
          eq(chatMessages.senderKey, senderKey),
          gt(chatMessages.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  },

  messagesAfter(db: DbOrTx, conversationId: string, after: number, limit: number): Promise<MessageRow[]> {
    return db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, after)))
      .orderBy(chatMessages.seq)
      .limit(limit);
  },

  async findMessage(db: DbOrTx, conversationId: string, id: string): Promise<MessageRow | undefined> {
    const [row] = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.id, id)));
    return row;
  },

  async update(db: DbOrTx, id: string, patch: Partial<typeof chatConversations.$inferInsert>): Promise<void> {
    await db.update(chatConversations).set(patch).where(eq(chatConversations.id, id));
  },

  /** Raises a side's read mark, never lowers it, never past the last message. */
  async markRead(db: DbOrTx, id: string, side: 'customer' | 'staff', seq: number): Promise<number | null> {
    const column = side === 'customer' ? chatConversations.customerReadSeq : chatConversations.staffReadSeq;
    const [row] = await db
      .update(chatConversations)
      .set(
        side === 'customer'
          ? { customerReadSeq: sql`least(${seq}, ${chatConversations.lastSeq})` }
          : { staffReadSeq: sql`least(${seq}, ${chatConversations.lastSeq})` },
      )
      .where(and(eq(chatConversations.id, id), sql`${column} < least(${seq}, ${chatConversations.lastSeq})`))
      .returning({ seq: column });
    return row?.seq ?? null;
  },

  listForCustomer(db: DbOrTx, organizationId: string, key: CustomerKey): Promise<ConversationListRow[]> {
    return db
      .select({ ...conversationColumns(), ...listColumns })
      .from(chatConversations)
      .where(and(eq(chatConversations.organizationId, organizationId), ownedBy(key)))
      .orderBy(desc(chatConversations.lastMessageAt))
      .limit(50);
  },

  async inbox(
    db: DbOrTx,
    organizationId: string,
    f: InboxFilter,
  ): Promise<{ rows: ConversationListRow[]; count: number }> {
    const where: SQL[] = [eq(chatConversations.organizationId, organizationId)];
    if (f.status) where.push(eq(chatConversations.status, f.status));
    if (f.assigneeId) where.push(eq(chatConversations.assigneeId, f.assigneeId));
    if (f.unread) where.push(sql`${listColumns.unreadStaff} > 0`);
    if (f.q) {
      const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(
        or(
          ilike(chatConversations.subject, like),
          ilike(chatConversations.customerName, like),
          ilike(chatConversations.customerEmail, like),
          sql`exists (select 1 from chat_messages m where m.conversation_id = chat_conversations.id and m.body ilike ${like})`,
        )!,
      );
    }
    const [rows, [total]] = await Promise.all([
      db
        .select({ ...conversationColumns(), ...listColumns })
        .from(chatConversations)
        .where(and(...where))
        .orderBy(desc(chatConversations.lastMessageAt))
        .limit(f.limit)
        .offset(f.offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(chatConversations)
        .where(and(...where)),
    ]);
    return { rows, count: total?.n ?? 0 };
  },

  customerOf(db: DbOrTx, key: CustomerKey): Promise<ConversationRow[]> {
    return db.select().from(chatConversations).where(ownedBy(key));
  },

  // Guests
  async insertGuest(db: DbOrTx, row: typeof chatGuests.$inferInsert): Promise<GuestRow> {
    const [created] = await db.insert(chatGuests).values(row).returning();
    return created!;
  },
  async lockGuest(db: DbOrTx, organizationId: string, id: string): Promise<GuestRow | undefined> {
    const [row] = await db
      .select()
      .from(chatGuests)
      .where(and(eq(chatGuests.organizationId, organizationId), eq(chatGuests.id, id)))
      .for('update');
    return row;
  },
  async guestByToken(db: DbOrTx, tokenHash: string): Promise<GuestRow | undefined> {
    const [row] = await db.select().from(chatGuests).where(eq(chatGuests.tokenHash, tokenHash));
    return row;
  },
  async codesSince(db: DbOrTx, organizationId: string, email: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(chatGuests)
      .where(
        and(
          eq(chatGuests.organizationId, organizationId),
          sql`lower(${chatGuests.email}) = lower(${email})`,
          gt(chatGuests.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  },
  async updateGuest(db: DbOrTx, id: string, patch: Partial<typeof chatGuests.$inferInsert>): Promise<void> {
    await db.update(chatGuests).set(patch).where(eq(chatGuests.id, id));
  },

  // Quick replies and settings
  quickReplies(db: DbOrTx, organizationId: string): Promise<QuickReplyRow[]> {
    return db
      .select()
      .from(chatQuickReplies)
      .where(eq(chatQuickReplies.organizationId, organizationId))
      .orderBy(chatQuickReplies.locale, chatQuickReplies.title);
  },
  async insertQuickReply(db: DbOrTx, row: typeof chatQuickReplies.$inferInsert): Promise<QuickReplyRow> {
    const [created] = await db.insert(chatQuickReplies).values(row).returning();
    return created!;
  },
  async deleteQuickReply(db: DbOrTx, organizationId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(chatQuickReplies)
      .where(and(eq(chatQuickReplies.organizationId, organizationId), eq(chatQuickReplies.id, id)))
      .returning({ id: chatQuickReplies.id });
    return rows.length > 0;
  },
  async retentionDays(db: DbOrTx, organizationId: string): Promise<number> {
    const [row] = await db.select().from(chatSettings).where(eq(chatSettings.organizationId, organizationId));
    return row?.retentionDays ?? 365;
  },
  async setRetentionDays(db: DbOrTx, organizationId: string, days: number): Promise<void> {
    await db
      .insert(chatSettings)
      .values({ organizationId, retentionDays: days })
      .onConflictDoUpdate({ target: chatSettings.organizationId, set: { retentionDays: days, updatedAt: new Date() } });
  },
};

const conversationColumns = () => getTableColumns(chatConversations);

export async function chatUser(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
