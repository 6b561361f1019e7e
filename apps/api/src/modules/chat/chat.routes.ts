// The chat API for both sides (docs/product/chat-tasks.md#support-chat). Customers are signed in
// or guests with a chat token (`X-Chat-Token`, after the e-mailed code); staff need chat.reply.
// A conversation that is neither the caller's own nor (for staff) their venue's answers 404.
// GET /api/v1/chat/stream pushes `message`, `typing`, `read` and `conversation` events on
// whichever API process the change happened.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatConversationListSchema,
  chatConversationSchema,
  chatGuestStartSchema,
  chatGuestVerifySchema,
  chatMessageSchema,
  chatMessagesAnswerSchema,
  chatMessagesQuerySchema,
  chatReadSchema,
  chatSendSchema,
  chatStartSchema,
} from '@courtside/core/chat-schemas';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { hasPermission } from '../../plugins/auth';
import { publicOrganizationId } from '../availability';
import { streamTopic, TopicHub } from '../live';
import { openMediaOriginal, uploadMedia } from '../media';
import { chatUser } from './chat.repository';
import { guestOfToken, startGuest, verifyGuest } from './chat-guest';
import { customerKeyOf, senderKeyOf } from './chat-dto';
import type { ChatIdentity } from './chat-dto';
import {
  CHAT_CHANNEL,
  conversationSide,
  customerConversations,
  findAttachment,
  listMessages,
  markRead,
  sendMessage,
  signalTyping,
  startConversation,
} from './chat.service';
import type { ChatEvent } from './chat.service';
import { chatStaffRoutes } from './chat-staff.routes';

const tags = ['chat'];
const idParams = z.object({ id: z.uuid('This is not a conversation id') });

export async function chatIdentity(
  app: Parameters<FastifyPluginAsyncZod>[0],
  request: FastifyRequest,
): Promise<ChatIdentity> {
  if (request.auth) {
    const user = await chatUser(app.db, request.auth.userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in');
    return {
      organizationId: await requestOrganizationId(app, request),
      user,
      canReply: hasPermission(request.auth, 'chat.reply'),
      ip: request.ip,
    };
  }
  const header = request.headers['x-chat-token'];
  const guest = await guestOfToken(app.db, typeof header === 'string' ? header : undefined);
  if (!guest) throw new AppError('UNAUTHENTICATED', 'Sign in or verify your e-mail address to chat with the venue');
  return { organizationId: guest.organizationId, guest, canReply: false, ip: request.ip };
}

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxFileBytes = app.config.media.maxFileBytes;
  await app.register(multipart, { limits: { fileSize: maxFileBytes + 1, files: 1, fields: 2, fieldSize: 2000 } });
  const hub = new TopicHub<ChatEvent>(app, CHAT_CHANNEL);
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of open) end();
    await hub.close();
  });
  const identity = (request: FastifyRequest) => chatIdentity(app, request);

  app.post(
    '/api/v1/chat/guest',
    {
      schema: {
        tags,
        summary: 'A guest asks for a one-time code to chat (mailed; at most 3 an hour per address)',
        body: chatGuestStartSchema,
        response: { 201: z.object({ guestId: z.uuid(), expiresInMinutes: z.number().int() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startGuest(app.db, await publicOrganizationId(app, request), request.body)),
  );

  app.post(
    '/api/v1/chat/guest/verify',
    {
      schema: {
        tags,
        summary: 'Trade the mailed code for a chat token (5 tries per code)',
        body: chatGuestVerifySchema,
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (request) => verifyGuest(app.db, await publicOrganizationId(app, request), request.body),
  );

  app.get(
    '/api/v1/chat/conversations',
    { schema: { tags, summary: "The caller's own conversations", response: { 200: chatConversationListSchema } } },
    async (request) => customerConversations(app.db, await identity(request)),
  );

  app.post(
    '/api/v1/chat/conversations',
    {
      schema: {
        tags,
        summary: 'Open a conversation with its first message (optionally about one of your bookings or orders)',
        body: chatStartSchema,
        response: { 201: chatConversationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startConversation(app.db, await identity(request), request.body)),
  );

  app.get(
    '/api/v1/chat/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Messages after a sequence number (a reconnecting client asks for what it missed)',
        params: idParams,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagesAnswerSchema },
      },
    },
    async (request) =>
      listMessages(app.db, await identity(request), request.params.id, request.query.after, request.query.limit),
  );

  app.post(
    '/api/v1/chat/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Write a message (plain text; 12 a minute per sender, then 429 RATE_LIMITED)',
        params: idParams,
        body: chatSendSchema,
        response: { 201: chatMessageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendMessage(app.db, await identity(request), request.params.id, request.body)),
  );

  app.post(
    '/api/v1/chat/conversations/:id/attachments',
    {
      bodyLimit: maxFileBytes + 100_000,
      schema: {
        tags,
        summary: 'Send an image (JPEG, PNG, WebP, AVIF) or a PDF (multipart field "file"), checked by its bytes',
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 201: chatMessageSchema },
      },
    },
    async (request, reply) => {
      const who = await identity(request);
      // Access first: a stranger's upload never reaches the media library.
      await conversationSide(app.db, who, request.params.id);
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data');
      const part = await request.file();
      if (!part) throw new AppError('VALIDATION_FAILED', 'Choose a file');
      const body = await part.toBuffer().catch(() => {
        throw new AppError('FILE_TOO_LARGE', `${part.filename} is larger than the limit`, { maxFileBytes });
      });
      const [media] = await uploadMedia(app.db, app.config, {
        organizationId: who.organizationId,
        actorUserId: who.user?.id ?? null,
        ip: request.ip,
        files: [{ name: part.filename || 'file', body }],
        tags: ['chat'],
        visibility: 'private',
      });
      const message = await sendMessage(app.db, who, request.params.id, {
        body: '',
        attachment: { mediaId: media!.id, name: media!.name, mimeType: media!.mimeType, bytes: Number(media!.bytes) },
      });
      return reply.status(201).send(message);
    },
  );

  app.get(
    '/api/v1/chat/conversations/:id/attachments/:messageId',
    {
      schema: {
        tags,
        summary: "A message's attachment (only the conversation's customer and the venue's staff)",
        params: idParams.extend({ messageId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const who = await identity(request);
      const attachment = await findAttachment(app.db, who, request.params.id, request.params.messageId);
      const file = await openMediaOriginal(app.db, app.config, who.organizationId, attachment.mediaId);
      if (!file) throw new AppError('NOT_FOUND', 'Attachment not found');
      return reply
        .header('content-type', file.mimeType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `${file.mimeType === 'application/pdf' ? 'attachment' : 'inline'}; filename="${encodeURIComponent(file.name)}"`,
        )
        .send(file.stream);
    },
  );

  app.post(
    '/api/v1/chat/conversations/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark messages up to a sequence number read (read receipts and unread counts)',
        params: idParams,
        body: chatReadSchema,
        response: { 200: z.object({ seq: z.number().int() }) },
      },
    },
    async (request) => ({ seq: await markRead(app.db, await identity(request), request.params.id, request.body.seq) }),
  );

  app.post(
    '/api/v1/chat/conversations/:id/typing',
    { schema: { tags, summary: 'Tell the other side you are typing (not stored)', params: idParams } },
    async (request, reply) => {
      await signalTyping(app.db, await identity(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/v1/chat/stream',
    {
      schema: {
        tags,
        summary:
          'Server-sent events of your conversations (staff with chat.reply: all of the venue): message, typing, read, conversation',
      },
    },
    async (request, reply) => {
      const who = await identity(request);
      const owner = who.user || who.guest ? senderKeyOf(customerKeyOf(who)) : '';
      await streamTopic(hub, request, reply, {
        organizationId: who.organizationId,
        open,
        accepts: (m) => who.canReply || m.owner === owner,
        toEvent: (m) => ({
          event: m.kind,
          data: { conversationId: m.conversationId, side: m.side, seq: m.seq, message: m.message },
        }),
      });
    },
  );

  await app.register(chatStaffRoutes);
};
