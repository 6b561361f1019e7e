// Rows to answers, and the identity a chat request acts as (docs/product/chat-tasks.md#support-chat).
import type { ChatConversationDto, ChatMessageDto } from '@courtside/core/chat-schemas';
import { AppError } from '../../lib/app-error';
import type { ConversationListRow, ConversationRow, CustomerKey, GuestRow, MessageRow } from './chat.repository';

export type ChatSide = 'customer' | 'staff';

/** Who calls: a signed-in user and/or a verified guest, and whether they may answer as staff. */
export interface ChatIdentity {
  organizationId: string;
  user?: { id: string; name: string; email: string; locale: string };
  guest?: GuestRow;
  /** Holds chat.reply in this organization. */
  canReply: boolean;
  ip?: string;
}

export function customerKeyOf(identity: ChatIdentity): CustomerKey {
  if (identity.user) return { userId: identity.user.id };
  if (identity.guest) return { guestId: identity.guest.id };
  throw new AppError('UNAUTHENTICATED', 'Sign in or verify your e-mail address to chat with the venue');
}

export const senderKeyOf = (key: CustomerKey) => (key.userId ? `user:${key.userId}` : `guest:${key.guestId}`);

export const conversationOwnerKey = (row: ConversationRow) =>
  row.customerUserId ? `user:${row.customerUserId}` : `guest:${row.guestId}`;

/**
 * The side a caller takes in a conversation: its customer, or staff with chat.reply. Anyone else
 * is told it does not exist (404), whether it belongs to another customer or another venue.
 */
export function sideIn(identity: ChatIdentity, row: ConversationRow | undefined): ChatSide {
  if (!row || row.organizationId !== identity.organizationId) throw new AppError('NOT_FOUND', 'Conversation not found');
  if (identity.user && row.customerUserId === identity.user.id) return 'customer';
  if (identity.guest && row.guestId === identity.guest.id) return 'customer';
  if (identity.canReply) return 'staff';
  throw new AppError('NOT_FOUND', 'Conversation not found');
}

export function toMessageDto(row: MessageRow): ChatMessageDto {
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    sender: row.sender,
    authorName: row.authorName,
    body: row.body,
    attachment: row.attachment ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toConversationDto(row: ConversationListRow, side: ChatSide): ChatConversationDto {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerLocale: row.customerLocale,
    isGuest: row.guestId !== null,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
    bookingId: row.bookingId,
    orderId: row.orderId,
    lastSeq: row.lastSeq,
    customerReadSeq: row.customerReadSeq,
    staffReadSeq: row.staffReadSeq,
    unread: side === 'staff' ? row.unreadStaff : row.unreadCustomer,
    lastMessage: row.lastMessage.slice(0, 140),
    lastMessageAt: row.lastMessageAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
