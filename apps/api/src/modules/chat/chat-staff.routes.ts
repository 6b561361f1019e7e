// The staff side of the chat (docs/product/chat-tasks.md#support-chat): the inbox with search and
// filters, assignment and status (audited), the dashboard home's unread list, quick replies per
// language, and the venue's retention period.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatConversationListSchema,
  chatConversationSchema,
  chatInboxQuerySchema,
  chatPatchSchema,
  chatQuickReplyBodySchema,
  chatQuickReplySchema,
  chatSettingsSchema,
  chatSummarySchema,
} from '@courtside/core/chat-schemas';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { requireAuth } from '../../plugins/auth';
import { chatRepository } from './chat.repository';
import { chatSummary, inbox, updateConversation } from './chat.service';
import { chatIdentity } from './chat.routes';

const tags = ['chat'];

export const chatStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const reply = app.requirePermission('chat.reply');
  const org = (request: Parameters<typeof requestOrganizationId>[1]) => requestOrganizationId(app, request);

  app.get(
    '/api/v1/chat/inbox',
    {
      preHandler: reply,
      schema: {
        tags,
        summary: "The venue's conversations, newest first: search, status, mine, unread",
        querystring: chatInboxQuerySchema,
        response: { 200: chatConversationListSchema },
      },
    },
    async (request) => {
      const q = request.query;
      return inbox(app.db, await org(request), {
        q: q.q,
        status: q.status,
        assigneeId: q.mine ? requireAuth(request).userId : undefined,
        unread: q.unread,
        limit: q.limit,
        offset: q.offset,
      });
    },
  );

  app.get(
    '/api/v1/chat/summary',
    {
      preHandler: reply,
      schema: {
        tags,
        summary: 'Conversations with unread messages (dashboard home)',
        response: { 200: chatSummarySchema },
      },
    },
    async (request) => chatSummary(app.db, await org(request), requireAuth(request).userId),
  );

  app.patch(
    '/api/v1/chat/conversations/:id',
    {
      preHandler: reply,
      schema: {
        tags,
        summary: 'Assign a conversation or change its status (open / waiting / closed)',
        params: z.object({ id: z.uuid('This is not a conversation id') }),
        body: chatPatchSchema,
        response: { 200: chatConversationSchema },
      },
    },
    async (request) => updateConversation(app.db, await chatIdentity(app, request), request.params.id, request.body),
  );

  app.get(
    '/api/v1/chat/quick-replies',
    {
      preHandler: reply,
      schema: {
        tags,
        summary: 'Canned answers, per language',
        response: { 200: z.object({ rows: z.array(chatQuickReplySchema) }) },
      },
    },
    async (request) => ({
      rows: (await chatRepository.quickReplies(app.db, await org(request))).map(({ id, locale, title, body }) => ({
        id,
        locale,
        title,
        body,
      })),
    }),
  );

  app.post(
    '/api/v1/chat/quick-replies',
    {
      preHandler: reply,
      schema: {
        tags,
        summary: 'Add a canned answer',
        body: chatQuickReplyBodySchema,
        response: { 201: chatQuickReplySchema },
      },
    },
    async (request, res) => {
      const row = await chatRepository.insertQuickReply(app.db, {
        organizationId: await org(request),
        ...request.body,
      });
      return res.status(201).send({ id: row.id, locale: row.locale, title: row.title, body: row.body });
    },
  );

  app.delete(
    '/api/v1/chat/quick-replies/:id',
    {
      preHandler: reply,
      schema: { tags, summary: 'Delete a canned answer', params: z.object({ id: z.uuid() }) },
    },
    async (request, res) => {
      if (!(await chatRepository.deleteQuickReply(app.db, await org(request), request.params.id)))
        throw new AppError('NOT_FOUND', 'Quick reply not found');
      return res.status(204).send();
    },
  );

  app.get(
    '/api/v1/chat/settings',
    {
      preHandler: reply,
      schema: { tags, summary: 'How long closed conversations are kept (days)', response: { 200: chatSettingsSchema } },
    },
    async (request) => ({ retentionDays: await chatRepository.retentionDays(app.db, await org(request)) }),
  );

  app.put(
    '/api/v1/chat/settings',
    {
      preHandler: app.requirePermission('settings.manage'),
      schema: {
        tags,
        summary: 'Set how long closed conversations are kept (7–3650 days)',
        body: chatSettingsSchema,
        response: { 200: chatSettingsSchema },
      },
    },
    async (request) => {
      await chatRepository.setRetentionDays(app.db, await org(request), request.body.retentionDays);
      return request.body;
    },
  );
};
