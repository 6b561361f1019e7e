import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationQuerySchema } from '@courtside/core/auth-schemas';
import { outboxStatuses } from '../../db/schema/auth';
import { notFound } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { requireAuth } from '../../plugins/auth';
import { mailRepository } from './mail.repository';
import type { OutboxRow } from './mail.repository';
import { REDACTED_TEXT, readableMailIds } from './outbox-visibility';
import { closeMailTransport } from './mail.sender';

const outboxRowSchema = z.object({
  id: z.string(),
  to: z.string(),
  locale: z.string(),
  template: z.string(),
  subject: z.string(),
  text: z.string(),
  /** True when the body holds a sign-in secret this caller may not read (text is replaced). */
  redacted: z.boolean(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});

function toOutboxRow(row: OutboxRow, readable: boolean) {
  return {
    id: row.id,
    to: row.to,
    locale: row.locale,
    template: row.template,
    subject: row.subject,
    text: readable ? row.text : REDACTED_TEXT,
    redacted: !readable,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    // base64 length → bytes; the content itself is only in the detail answer.
    attachments: row.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: Math.floor((a.content.length * 3) / 4),
    })),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onClose', async (instance) => closeMailTransport(instance));

  app.get(
    '/api/v1/mail/outbox',
    {
      preHandler: app.requirePermission('mail.read'),
      schema: {
        tags: ['mail'],
        summary: 'Outgoing mails of the organization, newest first (mail.read)',
        querystring: paginationQuerySchema.extend({
          status: z.enum(outboxStatuses).optional(),
          template: z.string().max(100).optional(),
          search: z.string().trim().max(100).optional(),
        }),
        response: { 200: z.object({ rows: z.array(outboxRowSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      const organizationId = await requestOrganizationId(app, request);
      const result = await mailRepository.list(app.db, {
        ...filter,
        organizationId,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      const readable = await readableMailIds(app, requireAuth(request), organizationId, result.rows);
      return { count: result.count, rows: result.rows.map((r) => toOutboxRow(r, readable.has(r.id))) };
    },
  );

  app.get(
    '/api/v1/mail/outbox/:id',
    {
      preHandler: app.requirePermission('mail.read'),
      schema: {
        tags: ['mail'],
        summary: 'One outgoing mail with its HTML and attachments (mail.read)',
        params: z.object({ id: z.string().uuid() }),
        response: {
          200: outboxRowSchema.extend({
            html: z.string(),
            attachments: z.array(
              z.object({ filename: z.string(), contentType: z.string(), size: z.number().int(), content: z.string() }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await mailRepository.findInOrganization(app.db, organizationId, request.params.id);
      if (!row) throw notFound('Mail');
      const readable = (await readableMailIds(app, requireAuth(request), organizationId, [row])).has(row.id);
      const base = toOutboxRow(row, readable);
      return {
        ...base,
        html: readable ? row.html : `<p>${REDACTED_TEXT}</p>`,
        attachments: row.attachments.map((a, i) => ({ ...base.attachments[i]!, content: a.content })),
      };
    },
  );
};
