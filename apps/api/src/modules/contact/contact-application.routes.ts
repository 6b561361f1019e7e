// Applications to job openings (docs/product/content.md#jobs): the public form sends its fields and an
// optional CV as multipart/form-data; the message lands in the contact inbox like any other, the CV
// (PDF only, checked by its first bytes, at most CV_MAX_BYTES) as a private media file that only
// staff with mail.read fetch, through this module.
import multipart from '@fastify/multipart';
import type { Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidSchema } from '@courtside/core/booking-schemas';
import { CV_MAX_BYTES, jobApplicationSchema } from '@courtside/core/job-schemas';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { storedSecret } from '../auth';
import { publishedJob } from '../job';
import { deleteMediaFiles, openMediaOriginal, uploadMedia } from '../media';
import { publicBaseUrl } from '../sitemap';
import { contactRepository } from './contact.repository';
import { submitContactMessage } from './contact.service';

const PDF_SIGNATURE = Buffer.from('%PDF-');
const MB = 1024 * 1024;

/** The application's text fields and CV, read from the multipart body. */
async function readApplication(parts: AsyncIterable<Multipart>) {
  const fields: Record<string, string> = {};
  let cv: { name: string; body: Buffer } | undefined;
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'cv' || cv) {
        await part.toBuffer().catch(() => undefined);
        throw new AppError('VALIDATION_FAILED', 'Send one CV in the field "cv"');
      }
      const body = await part.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return null;
        throw error;
      });
      if (!body || body.length > CV_MAX_BYTES)
        throw new AppError('FILE_TOO_LARGE', `The CV is larger than ${CV_MAX_BYTES / MB} MB`, {
          field: 'cv',
          maxFileBytes: CV_MAX_BYTES,
        });
      if (body.length > 0) cv = { name: part.filename || 'cv.pdf', body };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, cv };
}

export const contactApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // One byte over the limit is enough to refuse a file; the rest is never read.
    limits: { fileSize: CV_MAX_BYTES + 1, files: 1, fields: 12, fieldSize: 10_000 },
  });

  app.post(
    '/api/v1/contact-us/jobs/:slug',
    {
      bodyLimit: CV_MAX_BYTES + 200_000,
      schema: {
        tags: ['contact'],
        summary:
          'Apply for a published job (multipart/form-data: name, email, phone, message, locale; optional "cv": a PDF up to 5 MB)',
        params: z.object({ slug: z.string().max(120) }),
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ id: z.string(), status: z.literal('received') }) },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const job = await publishedJob(app.db, organizationId, request.params.slug);
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the application as multipart/form-data');
      const { fields, cv } = await readApplication(request.parts());
      const parsed = jobApplicationSchema.safeParse(fields);
      if (!parsed.success)
        throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Check the form', {
          issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        });
      // The type is read from the file's first bytes, never from its name or the browser's claim.
      if (cv && !cv.body.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE))
        throw new AppError('UNSUPPORTED_FILE_TYPE', 'The CV must be a PDF file', { field: 'cv' });
      let stored: string | undefined;
      try {
        const row = await submitContactMessage(app.db, {
          organizationId,
          ...parsed.data,
          subject: `Application: ${job.title}`.slice(0, 200),
          remoteIp: request.ip,
          salt: await storedSecret(app.db, 'contact-sender-salt'),
          botChallenge: app.config.botChallenge,
          dashboardUrl: `${publicBaseUrl(app, request)}/dashboard/mail`,
          jobId: job.id,
          notifyEmail: job.contactEmail,
          storeCv: cv
            ? async () => {
                const [media] = await uploadMedia(app.db, app.config, {
                  organizationId,
                  actorUserId: null,
                  ip: request.ip,
                  files: [cv],
                  tags: ['application'],
                  visibility: 'private',
                });
                stored = media!.id;
                return media!.id;
              }
            : undefined,
        });
        return await reply.status(201).send({ id: row.id, status: 'received' as const });
      } catch (error) {
        if (stored) await deleteMediaFiles(app.db, app.config, organizationId, [stored]).catch(() => undefined);
        throw error;
      }
    },
  );

  app.get(
    '/api/v1/contact-us/:id/cv',
    {
      preHandler: app.requirePermission('mail.read'),
      schema: {
        tags: ['contact'],
        summary: "An application's CV (staff with mail.read only)",
        params: z.object({ id: uuidSchema }),
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const message = await contactRepository.find(app.db, organizationId, request.params.id);
      const file = message?.cvMediaId
        ? await openMediaOriginal(app.db, app.config, organizationId, message.cvMediaId)
        : null;
      if (!file) throw new AppError('NOT_FOUND', 'No CV with this message');
      return reply
        .header('content-type', file.mimeType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${encodeURIComponent(file.name)}"`)
        .send(file.stream);
    },
  );
};
