// Job openings over HTTP (docs/product/content.md#jobs): content staff (content.write) list, write,
// change and delete them; anyone reads the published ones in their language. Applications are sent
// through the contact module (POST /api/v1/contact-us/jobs/:slug).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidSchema } from '@courtside/core/booking-schemas';
import { jobInputSchema, jobListQuerySchema, managedJobSchema, publicJobSchema } from '@courtside/core/job-schemas';
import { pickTranslation } from '@courtside/core/translated';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { auditActor } from '../audit';
import { jobRepository } from './job.repository';
import type { JobRow } from './job.repository';
import { createJob, deleteJob, toManaged, updateJob } from './job.service';

const lang = z.string().regex(/^[a-z]{2}$/);
const tags = ['jobs'];

const toPublic = (row: JobRow, wanted: string, fallback: string) => {
  const title = pickTranslation(row.title, wanted, fallback);
  const description = pickTranslation(row.description, title.lang, fallback);
  return {
    id: row.id,
    slug: row.slug,
    lang: title.lang,
    title: title.text,
    descriptionLang: description.lang,
    description: description.text,
    type: row.type,
    startDate: row.startDate,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
};

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = { preHandler: app.requirePermission('content.write') };

  app.get(
    '/api/v1/jobs/manage',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Every job opening of the venue (staff), last changed first',
        querystring: jobListQuerySchema,
        response: { 200: z.object({ rows: z.array(managedJobSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const { rows, count } = await jobRepository.listManaged(app.db, { organizationId, ...request.query });
      const applications = await jobRepository.applicationCounts(
        app.db,
        organizationId,
        rows.map((r) => r.id),
      );
      return { rows: rows.map((r) => toManaged(r, applications.get(r.id))), count };
    },
  );

  app.post(
    '/api/v1/jobs/manage',
    {
      ...manage,
      schema: { tags, summary: 'Write a job opening', body: jobInputSchema, response: { 201: managedJobSchema } },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await createJob(app.db, { organizationId, ...auditActor(request) }, request.body);
      return reply.status(201).send(toManaged(row));
    },
  );

  app.get(
    '/api/v1/jobs/manage/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'One job opening for editing',
        params: z.object({ id: uuidSchema }),
        response: { 200: managedJobSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await jobRepository.find(app.db, organizationId, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'Job not found');
      const applications = await jobRepository.applicationCounts(app.db, organizationId, [row.id]);
      return toManaged(row, applications.get(row.id));
    },
  );

  app.patch(
    '/api/v1/jobs/manage/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Change, publish or close a job opening',
        params: z.object({ id: uuidSchema }),
        body: jobInputSchema,
        response: { 200: managedJobSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await updateJob(app.db, { organizationId, ...auditActor(request) }, request.params.id, request.body);
      const applications = await jobRepository.applicationCounts(app.db, organizationId, [row.id]);
      return toManaged(row, applications.get(row.id));
    },
  );

  app.delete(
    '/api/v1/jobs/manage/:id',
    {
      ...manage,
      schema: { tags, summary: 'Delete a job opening (its applications stay)', params: z.object({ id: uuidSchema }) },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      await deleteJob(app.db, { organizationId, ...auditActor(request) }, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/v1/jobs',
    {
      schema: {
        tags,
        summary: 'Published job openings, newest first, in the asked language (falling back to the venue’s)',
        querystring: z.object({ lang: lang.optional() }),
        response: { 200: z.object({ rows: z.array(publicJobSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const fallback = await jobRepository.organizationLocale(app.db, organizationId);
      const rows = await jobRepository.listPublished(app.db, organizationId);
      return { rows: rows.map((r) => toPublic(r, request.query.lang ?? fallback, fallback)), count: rows.length };
    },
  );

  app.get(
    '/api/v1/jobs/:slug',
    {
      schema: {
        tags,
        summary: 'One published job opening',
        params: z.object({ slug: z.string().max(120) }),
        querystring: z.object({ lang: lang.optional() }),
        response: { 200: publicJobSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const fallback = await jobRepository.organizationLocale(app.db, organizationId);
      const row = await jobRepository.findPublishedBySlug(app.db, organizationId, request.params.slug);
      if (!row) throw new AppError('NOT_FOUND', 'Job not found');
      return toPublic(row, request.query.lang ?? fallback, fallback);
    },
  );
};
