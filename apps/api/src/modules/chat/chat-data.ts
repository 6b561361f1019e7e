// A customer's conversations go into their data export and are deleted with their account
// (docs/product/chat-tasks.md#support-chat, docs/product.md#roles).
import { eq, inArray } from 'drizzle-orm';
import { chatConversations, chatMessages } from '../../db/schema';
import type { UserDataSection } from '../user';

/** Declared in chat.module.ts; app.ts registers it with the user module (docs/adding-a-module.md). */
export const chatUserData: UserDataSection = {
  name: 'chatConversations',
  export: async (db, user) => {
    const conversations = await db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.customerUserId, user.id));
    if (conversations.length === 0) return [];
    const messages = await db
      .select()
      .from(chatMessages)
      .where(
        inArray(
          chatMessages.conversationId,
          conversations.map((c) => c.id),
        ),
      )
      .orderBy(chatMessages.seq);
    return conversations.map((c) => ({
      id: c.id,
      subject: c.subject,
      status: c.status,
      bookingId: c.bookingId,
      orderId: c.orderId,
      createdAt: c.createdAt.toISOString(),
      messages: messages
        .filter((m) => m.conversationId === c.id)
        .map((m) => ({
          seq: m.seq,
          from: m.sender,
          author: m.authorName,
          text: m.body,
          attachment: m.attachment?.name ?? null,
          at: m.createdAt.toISOString(),
        })),
    }));
  },
  anonymise: async (tx, user) => {
    await tx.delete(chatConversations).where(eq(chatConversations.customerUserId, user.id));
  },
};
