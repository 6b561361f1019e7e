import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidSchema } from '@courtside/core/booking-schemas';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { contactMessageStatuses } from '../../db/schema/public-site';
import { contactRepository } from './contact.repository';
import type { ContactMessageRow } from './contact.repository';
import { submitContactMessage } from './contact.service';
import { storedSecret } from '../auth';
import { publicBaseUrl } from '../sitemap';
import { jobTitles } from '../job';

export const contactBodySchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(120),
  email: z.email('Please enter a valid email address').max(200),
  phone: z.string().trim().max(50).optional(),
  subject: z.string().trim().min(1, 'Please enter a subject').max(200),
  message: z.string().trim().min(10, 'Please write at least 10 characters').max(5000),
  locale: z.string().max(10).optional(),
  /** Honeypot: a hidden field people never fill in. */
  website: z.string().max(200).optional(),
  challengeToken: z.string().max(4096).optional(),
});

const messageDto = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  locale: z.string(),
  status: z.enum(contactMessageStatuses),
  /** An application: the job (its title in the venue's language) and whether a CV came with it. */
  job: z.object({ id: z.string(), title: z.string() }).nullable(),
  hasCv: z.boolean(),
  createdAt: z.string(),
});

const toDto = (row: ContactMessageRow, jobs: Map<string, string> = new Map()) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  locale: row.locale,
  status: row.status,
  job: row.jobId ? { id: row.jobId, title: jobs.get(row.jobId) ?? '' } : null,
  hasCv: row.cvMediaId !== null,
  createdAt: row.createdAt.toISOString(),
});

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  // The web form asks whether it must show the bot challenge (and with which public site key).
  app.get(
    '/api/v1/contact-us/config',
    {
      schema: {
        tags: ['contact'],
        summary: 'Whether the contact form needs a bot challenge',
        response: {
          200: z.object({
            botChallenge: z.object({ provider: z.literal('turnstile'), siteKey: z.string() }).nullable(),
          }),
        },
      },
    },
    async () => ({
      botChallenge: app.config.botChallenge
        ? { provider: 'turnstile' as const, siteKey: app.config.botChallenge.siteKey }
        : null,
    }),
  );

  app.post(
    '/api/v1/contact-us',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the venue (stored and mailed to staff)',
        body: contactBodySchema,
        response: { 201: z.object({ id: z.string(), status: z.literal('received') }) },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await submitContactMessage(app.db, {
        organizationId,
        ...request.body,
        remoteIp: request.ip,
        salt: await storedSecret(app.db, 'contact-sender-salt'),
        botChallenge: app.config.botChallenge,
        dashboardUrl: `${publicBaseUrl(app, request)}/dashboard/mail`,
      });
      return reply.status(201).send({ id: row.id, status: 'received' as const });
    },
  );

  app.get(
    '/api/v1/contact-us',
    {
      preHandler: app.requirePermission('mail.read'),
      schema: {
        tags: ['contact'],
        summary: 'Contact-form messages of the venue (staff)',
        querystring: z.object({
          status: z.enum(contactMessageStatuses).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: z.object({ rows: z.array(messageDto), count: z.number().int() }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const { rows, count } = await contactRepository.list(app.db, { organizationId, ...request.query });
      const jobs = await jobTitles(
        app.db,
        organizationId,
        rows.flatMap((r) => (r.jobId ? [r.jobId] : [])),
      );
      return { rows: rows.map((r) => toDto(r, jobs)), count };
    },
  );

  app.patch(
    '/api/v1/contact-us/:id',
    {
      preHandler: app.requirePermission('mail.read'),
      schema: {
        tags: ['contact'],
        summary: 'Mark a message read or answered (staff)',
        params: z.object({ id: uuidSchema }),
        body: z.object({ status: z.enum(contactMessageStatuses) }),
        response: { 200: messageDto },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await contactRepository.setStatus(app.db, organizationId, request.params.id, request.body.status);
      if (!row) throw new AppError('NOT_FOUND', 'Message not found');
      return toDto(row, await jobTitles(app.db, organizationId, row.jobId ? [row.jobId] : []));
    },
  );
};
