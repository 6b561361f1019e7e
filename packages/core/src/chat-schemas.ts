// Live support chat (docs/product/chat-tasks.md): shapes shared by the API, the chat widget and the
// staff inbox, and the pure rules both sides apply (message text, links, merging by sequence).
import { z } from 'zod';

const instant = z.iso.datetime({ offset: true });

export const chatStatuses = ['open', 'waiting', 'closed'] as const;
export type ChatStatus = (typeof chatStatuses)[number];
export const chatSenders = ['customer', 'staff'] as const;
export type ChatSender = (typeof chatSenders)[number];

export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_SUBJECT_MAX = 120;
/** Messages one sender may write per minute, across their conversations. */
export const CHAT_RATE_PER_MINUTE = 12;
/** The other side is mailed when a message stays unread this long. */
export const CHAT_NOTIFY_AFTER_MS = 5 * 60_000;
export const CHAT_GUEST_CODE_MINUTES = 15;
export const CHAT_GUEST_CODE_ATTEMPTS = 5;

// Control characters other than line breaks and tabs never reach the database.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/** Plain text: control and bidi-override characters removed, line ends unified, trimmed. */
export function cleanChatText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
}

export const chatBodySchema = z
  .string()
  .max(CHAT_MESSAGE_MAX * 2)
  .transform(cleanChatText)
  .pipe(z.string().max(CHAT_MESSAGE_MAX, `A message has at most ${CHAT_MESSAGE_MAX} characters`));

export type ChatTextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const LINK = /\bhttps?:\/\/[^\s<>"']+/gi;

/** Splits plain text into text and http(s) links; the screens render both as text nodes. */
export function chatTextParts(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    let href = match[0];
    // A sentence's closing punctuation is not part of the link.
    const trailing = /[.,;:!?)\]]+$/.exec(href)?.[0] ?? '';
    href = href.slice(0, href.length - trailing.length);
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

export const chatAttachmentSchema = z.object({
  mediaId: z.uuid(),
  name: z.string(),
  mimeType: z.string(),
  bytes: z.number().int(),
});

export const chatMessageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  seq: z.number().int(),
  sender: z.enum(chatSenders),
  authorName: z.string(),
  body: z.string(),
  attachment: chatAttachmentSchema.nullable(),
  createdAt: instant,
});
export type ChatMessageDto = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  status: z.enum(chatStatuses),
  customerName: z.string(),
  customerEmail: z.string(),
  customerLocale: z.string(),
  isGuest: z.boolean(),
  assigneeId: z.uuid().nullable(),
  assigneeName: z.string().nullable(),
  bookingId: z.uuid().nullable(),
  orderId: z.uuid().nullable(),
  lastSeq: z.number().int(),
  customerReadSeq: z.number().int(),
  staffReadSeq: z.number().int(),
  /** Messages of the other side the caller has not read. */
  unread: z.number().int(),
  lastMessage: z.string(),
  lastMessageAt: instant,
  createdAt: instant,
});
export type ChatConversationDto = z.infer<typeof chatConversationSchema>;

export const chatConversationListSchema = z.object({
  rows: z.array(chatConversationSchema),
  count: z.number().int(),
});

export const chatStartSchema = z.object({
  subject: z.string().trim().max(CHAT_SUBJECT_MAX).default(''),
  body: chatBodySchema.pipe(z.string().min(1, 'Write a message')),
  bookingId: z.uuid().optional(),
  orderId: z.uuid().optional(),
});
export type ChatStartInput = z.input<typeof chatStartSchema>;

export const chatSendSchema = z.object({ body: chatBodySchema.pipe(z.string().min(1, 'Write a message')) });

export const chatMessagesQuerySchema = z.object({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const chatMessagesAnswerSchema = z.object({
  conversation: chatConversationSchema,
  rows: z.array(chatMessageSchema),
});
export type ChatMessagesAnswer = z.infer<typeof chatMessagesAnswerSchema>;

export const chatReadSchema = z.object({ seq: z.number().int().min(0) });

export const chatInboxQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(chatStatuses).optional(),
  mine: z.stringbool().optional(),
  unread: z.stringbool().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const chatPatchSchema = z
  .object({ status: z.enum(chatStatuses).optional(), assigneeId: z.uuid().nullable().optional() })
  .refine((p) => p.status !== undefined || p.assigneeId !== undefined, 'Change the status or the assignee');

export const chatGuestStartSchema = z.object({
  email: z.email('Enter a valid e-mail address').max(200),
  name: z.string().trim().min(1).max(100),
  locale: z.string().max(10).default('en'),
});
export const chatGuestVerifySchema = z.object({
  guestId: z.uuid(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code has six digits'),
});

export const chatQuickReplySchema = z.object({
  id: z.uuid(),
  locale: z.string(),
  title: z.string(),
  body: z.string(),
});
export type ChatQuickReplyDto = z.infer<typeof chatQuickReplySchema>;
export const chatQuickReplyBodySchema = z.object({
  locale: z.string().regex(/^[a-z]{2}$/),
  title: z.string().trim().min(1).max(60),
  body: chatBodySchema.pipe(z.string().min(1)),
});

export const chatSettingsSchema = z.object({ retentionDays: z.number().int().min(7).max(3650) });

export const chatSummarySchema = z.object({
  unreadConversations: z.number().int(),
  rows: z.array(chatConversationSchema),
});
export type ChatSummaryDto = z.infer<typeof chatSummarySchema>;

/** Merges fetched or pushed messages into a list kept in sequence order, each sequence once. */
export function mergeChatMessages<M extends { seq: number }>(current: readonly M[], incoming: readonly M[]): M[] {
  if (incoming.length === 0) return current as M[];
  const bySeq = new Map<number, M>();
  for (const m of current) bySeq.set(m.seq, m);
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The highest sequence such that every message 1..n is present (what to ask `after=` for). */
export function contiguousSeq(messages: readonly { seq: number }[]): number {
  let n = 0;
  for (const m of messages) {
    if (m.seq === n + 1) n = m.seq;
    else if (m.seq > n + 1) break;
  }
  return n;
}
