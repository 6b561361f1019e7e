// Support conversations (docs/product/chat-tasks.md#support-chat). Every message takes the next
// number of its conversation under the conversation's row lock, inside the transaction that
// announces it (pg_notify is delivered at commit), so a client that missed events asks for
// `after=<seq>` and the merge by number neither loses nor repeats a message.
import { and, eq, sql } from 'drizzle-orm';
import { CHAT_RATE_PER_MINUTE } from '@courtside/core/chat-schemas';
import type {
  ChatConversationDto,
  ChatMessagesAnswer,
  ChatStartInput,
  ChatSummaryDto,
} from '@courtside/core/chat-schemas';
import type { Database, DbOrTx } from '../../db/client';
import { bookings, orders } from '../../db/schema';
import type { ChatAttachment } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../audit';
import { publish } from '../live';
import { chatRepository } from './chat.repository';
import type { ConversationRow, InboxFilter } from './chat.repository';
import { conversationOwnerKey, customerKeyOf, senderKeyOf, sideIn, toConversationDto, toMessageDto } from './chat-dto';
import type { ChatIdentity, ChatSide } from './chat-dto';

export const CHAT_CHANNEL = 'courtside_chat';
/** Keeps a NOTIFY payload under PostgreSQL's 8000-byte limit; bigger messages are fetched. */
const INLINE_PAYLOAD_MAX = 7000;

export interface ChatEvent {
  organizationId: string;
  conversationId: string;
  /** `user:<id>` or `guest:<id>`: whose conversation it is (customer streams filter on it). */
  owner: string;
  kind: 'message' | 'typing' | 'read' | 'conversation';
  side?: ChatSide;
  seq?: number;
  message?: unknown;
  [key: string]: unknown;
}

async function announce(
  db: DbOrTx,
  row: ConversationRow,
  event: { kind: ChatEvent['kind']; side?: ChatSide; seq?: number; message?: unknown },
) {
  const full: ChatEvent = {
    organizationId: row.organizationId,
    conversationId: row.id,
    owner: conversationOwnerKey(row),
    ...event,
  };
  if (JSON.stringify(full).length > INLINE_PAYLOAD_MAX) delete full.message;
  await publish(db, CHAT_CHANNEL, full);
}

async function conversationDto(db: DbOrTx, id: string, side: ChatSide): Promise<ChatConversationDto> {
  return toConversationDto((await chatRepository.findListRow(db, id))!, side);
}

/** Adds a message under the conversation's lock; refuses a sender over their per-minute limit. */
async function appendMessage(
  tx: DbOrTx,
  loaded: ConversationRow,
  side: ChatSide,
  identity: ChatIdentity,
  content: { body: string; attachment?: ChatAttachment },
) {
  const senderKey = side === 'staff' ? `user:${identity.user!.id}` : senderKeyOf(customerKeyOf(identity));
  const now = new Date();
  const seq = await chatRepository.nextSeq(tx, loaded.id, now); // the row lock serialises the sender's writes
  const row = (await chatRepository.find(tx, loaded.organizationId, loaded.id))!;
  const sent = await chatRepository.sentSince(tx, row.organizationId, senderKey, new Date(now.getTime() - 60_000));
  if (sent >= CHAT_RATE_PER_MINUTE)
    throw new AppError('RATE_LIMITED', `At most ${CHAT_RATE_PER_MINUTE} messages a minute: please wait a moment`, {
      perMinute: CHAT_RATE_PER_MINUTE,
    });
  const message = await chatRepository.insertMessage(tx, {
    organizationId: row.organizationId,
    conversationId: row.id,
    seq,
    sender: side,
    senderKey,
    authorId: identity.user?.id ?? null,
    authorName: side === 'staff' ? identity.user!.name : row.customerName,
    body: content.body,
    attachment: content.attachment ?? null,
    createdAt: now,
  });
  // Writing counts as reading everything before; a customer's message reopens the conversation,
  // staff's answer leaves it waiting for the customer.
  const status = side === 'customer' ? 'open' : row.status === 'closed' ? 'closed' : 'waiting';
  await chatRepository.update(
    tx,
    row.id,
    side === 'customer'
      ? { customerReadSeq: seq, status, closedAt: null }
      : { staffReadSeq: seq, status, assigneeId: row.assigneeId ?? identity.user!.id },
  );
  if (side === 'staff' && !row.assigneeId)
    await audit(tx, {
      organizationId: row.organizationId,
      actorUserId: identity.user!.id,
      action: 'chat.assigned',
      entity: 'chat_conversation',
      entityId: row.id,
      data: { from: null, to: identity.user!.id, firstAnswer: true },
      ip: identity.ip ?? null,
    });
  await announce(tx, row, { kind: 'message', side, seq, message: toMessageDto(message) });
  return message;
}

async function loadFor(db: DbOrTx, identity: ChatIdentity, id: string) {
  const row = await chatRepository.find(db, identity.organizationId, id);
  return { row: row!, side: sideIn(identity, row) };
}

/** Which side the caller takes in a conversation (404 when it is not theirs to see). */
export async function conversationSide(db: DbOrTx, identity: ChatIdentity, id: string): Promise<ChatSide> {
  return (await loadFor(db, identity, id)).side;
}

export async function startConversation(
  db: Database,
  identity: ChatIdentity,
  input: ChatStartInput & { body: string },
) {
  const key = customerKeyOf(identity);
  const who = identity.user ?? identity.guest!;
  return db.transaction(async (tx) => {
    if (input.bookingId) {
      const [b] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.id, input.bookingId),
            eq(bookings.organizationId, identity.organizationId),
            key.userId ? eq(bookings.userId, key.userId) : sql`false`,
          ),
        );
      if (!b) throw new AppError('NOT_FOUND', 'Booking not found');
    }
    if (input.orderId) {
      const [o] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.id, input.orderId),
            eq(orders.organizationId, identity.organizationId),
            key.userId ? eq(orders.userId, key.userId) : sql`false`,
          ),
        );
      if (!o) throw new AppError('NOT_FOUND', 'Order not found');
    }
    const row = await chatRepository.insertConversation(tx, {
      organizationId: identity.organizationId,
      customerUserId: key.userId ?? null,
      guestId: key.guestId ?? null,
      customerName: who.name,
      customerEmail: who.email,
      customerLocale: who.locale,
      subject: input.subject ?? '',
      bookingId: input.bookingId ?? null,
      orderId: input.orderId ?? null,
    });
    await appendMessage(tx, row, 'customer', identity, { body: input.body });
    await announce(tx, row, { kind: 'conversation' });
    return conversationDto(tx, row.id, 'customer');
  });
}

export async function sendMessage(
  db: Database,
  identity: ChatIdentity,
  id: string,
  content: { body: string; attachment?: ChatAttachment },
) {
  if (!content.body && !content.attachment) throw new AppError('VALIDATION_FAILED', 'Write a message');
  const { row, side } = await loadFor(db, identity, id);
  return toMessageDto(await db.transaction(async (tx) => appendMessage(tx, row, side, identity, content)));
}

export async function listMessages(
  db: Database,
  identity: ChatIdentity,
  id: string,
  after: number,
  limit: number,
): Promise<ChatMessagesAnswer> {
  const { side } = await loadFor(db, identity, id);
  const rows = await chatRepository.messagesAfter(db, id, after, limit);
  return { conversation: await conversationDto(db, id, side), rows: rows.map(toMessageDto) };
}

export async function markRead(db: Database, identity: ChatIdentity, id: string, seq: number): Promise<number> {
  const { row, side } = await loadFor(db, identity, id);
  return db.transaction(async (tx) => {
    const raised = await chatRepository.markRead(tx, id, side, seq);
    if (raised !== null) await announce(tx, row, { kind: 'read', side, seq: raised });
    return raised ?? (side === 'customer' ? row.customerReadSeq : row.staffReadSeq);
  });
}

export async function signalTyping(db: Database, identity: ChatIdentity, id: string): Promise<void> {
  const { row, side } = await loadFor(db, identity, id);
  await announce(db, row, { kind: 'typing', side });
}

export async function findAttachment(db: Database, identity: ChatIdentity, id: string, messageId: string) {
  await loadFor(db, identity, id);
  const message = await chatRepository.findMessage(db, id, messageId);
  if (!message?.attachment) throw new AppError('NOT_FOUND', 'Attachment not found');
  return message.attachment;
}

export async function customerConversations(db: Database, identity: ChatIdentity) {
  const rows = await chatRepository.listForCustomer(db, identity.organizationId, customerKeyOf(identity));
  return { rows: rows.map((r) => toConversationDto(r, 'customer')), count: rows.length };
}

export async function inbox(db: Database, organizationId: string, filter: InboxFilter) {
  const { rows, count } = await chatRepository.inbox(db, organizationId, filter);
  return { rows: rows.map((r) => toConversationDto(r, 'staff')), count };
}

/** The dashboard home: conversations with unread customer messages, the caller's first. */
export async function chatSummary(db: Database, organizationId: string, userId: string): Promise<ChatSummaryDto> {
  const { rows, count } = await chatRepository.inbox(db, organizationId, { unread: true, limit: 50, offset: 0 });
  const sorted = [...rows].sort((a, b) => Number(b.assigneeId === userId) - Number(a.assigneeId === userId));
  return { unreadConversations: count, rows: sorted.slice(0, 8).map((r) => toConversationDto(r, 'staff')) };
}

export async function updateConversation(
  db: Database,
  identity: ChatIdentity,
  id: string,
  patch: { status?: 'open' | 'waiting' | 'closed'; assigneeId?: string | null },
): Promise<ChatConversationDto> {
  const { row, side } = await loadFor(db, identity, id);
  if (side !== 'staff') throw new AppError('FORBIDDEN', 'Only staff change a conversation');
  return db.transaction(async (tx) => {
    if (patch.assigneeId) {
      const ok = await tx.execute(
        sql`select 1 from users where id = ${patch.assigneeId} and organization_id = ${row.organizationId} and role <> 'customer' and deleted_at is null`,
      );
      if ((ok as unknown as { rows: unknown[] }).rows.length === 0)
        throw new AppError('VALIDATION_FAILED', 'Assign the conversation to a staff member of this venue');
    }
    const changes: Parameters<typeof chatRepository.update>[2] = {};
    const base = {
      organizationId: row.organizationId,
      actorUserId: identity.user?.id ?? null,
      entity: 'chat_conversation',
      entityId: id,
      ip: identity.ip ?? null,
    };
    if (patch.status !== undefined && patch.status !== row.status) {
      changes.status = patch.status;
      changes.closedAt = patch.status === 'closed' ? new Date() : null;
      await audit(tx, { ...base, action: 'chat.status_changed', data: { from: row.status, to: patch.status } });
    }
    if (patch.assigneeId !== undefined && patch.assigneeId !== row.assigneeId) {
      changes.assigneeId = patch.assigneeId;
      await audit(tx, { ...base, action: 'chat.assigned', data: { from: row.assigneeId, to: patch.assigneeId } });
    }
    if (Object.keys(changes).length > 0) {
      await chatRepository.update(tx, id, changes);
      await announce(tx, row, { kind: 'conversation' });
    }
    return conversationDto(tx, id, 'staff');
  });
}
