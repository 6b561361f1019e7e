// The media library's HTTP surface: staff upload, list, edit and delete files (media.write); anyone
// fetches public renditions under /media/<organization>/<id>/<file>, streamed from the storage with
// long cache headers (the files under one id never change). A file is only served on its own
// organization's site: another venue's id is a 404 there.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidSchema } from '@courtside/core/booking-schemas';
import { mediaKinds, mediaVisibilities } from '../../db/schema/content';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { hasPermission } from '../../plugins/auth';
import { auditActor } from '../audit';
import { mediaRepository } from './media.repository';
import type { MediaRow, MediaUsageRow } from './media.repository';
import { deleteMedia, mediaStorageFor, mediaUrl, normalizeTags, storageKey, uploadMedia } from './media.service';
import type { UploadedFile } from './media.service';

const variantDto = z.object({
  file: z.string(),
  url: z.string(),
  mimeType: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const mediaDto = z.object({
  id: z.string(),
  kind: z.enum(mediaKinds),
  visibility: z.enum(mediaVisibilities),
  name: z.string(),
  mimeType: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The cleaned original. */
  url: z.string(),
  variants: z.array(variantDto),
  alt: z.record(z.string(), z.string()),
  tags: z.array(z.string()),
  usages: z.array(z.object({ entity: z.string(), entityId: z.string(), label: z.string() })),
  createdAt: z.string(),
});

const toDto = (row: MediaRow, usages: MediaUsageRow[] = []) => ({
  id: row.id,
  kind: row.kind,
  visibility: row.visibility,
  name: row.name,
  mimeType: row.mimeType,
  bytes: Number(row.bytes),
  width: row.width,
  height: row.height,
  url: mediaUrl(row.organizationId, row.id, row.originalFile),
  variants: row.variants.map((v) => ({ ...v, url: mediaUrl(row.organizationId, row.id, v.file) })),
  alt: row.alt,
  tags: row.tags,
  usages: usages
    .filter((u) => u.mediaId === row.id)
    .map((u) => ({ entity: u.entity, entityId: u.entityId, label: u.label })),
  createdAt: row.createdAt.toISOString(),
});

const altSchema = z.record(z.string().regex(/^[a-z]{2}$/), z.string().trim().max(300));

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxFileBytes = app.config.media.maxFileBytes;
  await app.register(multipart, {
    // One byte over the limit is enough to know a file is too large; the rest is never read.
    limits: { fileSize: maxFileBytes + 1, files: 20, fields: 10, fieldSize: 2000 },
  });

  app.post(
    '/api/v1/media',
    {
      preHandler: app.requirePermission('media.write'),
      bodyLimit: 20 * (maxFileBytes + 1) + 100_000,
      schema: {
        tags: ['media'],
        summary: 'Upload files (multipart/form-data, field "file", several allowed; optional "tags")',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ rows: z.array(mediaDto) }) },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the files as multipart/form-data');
      const files: UploadedFile[] = [];
      let tags: string[] = [];
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const body = await part.toBuffer().catch((error: unknown) => {
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
              throw new AppError('FILE_TOO_LARGE', `${part.filename} is larger than the limit`, {
                file: part.filename,
                maxFileBytes,
              });
            throw error;
          });
          if (body.length > maxFileBytes)
            throw new AppError('FILE_TOO_LARGE', `${part.filename} is larger than the limit`, {
              file: part.filename,
              maxFileBytes,
            });
          files.push({ name: part.filename || 'file', body });
        } else if (part.fieldname === 'tags' && typeof part.value === 'string') {
          tags = part.value.split(',');
        }
      }
      if (files.length === 0) throw new AppError('VALIDATION_FAILED', 'Choose at least one file');
      const rows = await uploadMedia(app.db, app.config, {
        organizationId,
        ...auditActor(request),
        files,
        tags,
      });
      return reply.status(201).send({ rows: rows.map((r) => toDto(r)) });
    },
  );

  app.get(
    '/api/v1/media',
    {
      preHandler: app.requirePermission('media.write'),
      schema: {
        tags: ['media'],
        summary: 'Files of the media library, newest first (search in names, alt texts and tags)',
        querystring: z.object({
          search: z.string().trim().max(100).optional(),
          tag: z.string().trim().max(50).optional(),
          kind: z.enum(mediaKinds).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(60),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: z.object({ rows: z.array(mediaDto), count: z.number().int() }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const { rows, count } = await mediaRepository.list(app.db, { organizationId, ...request.query });
      const usages = await mediaRepository.usagesOf(
        app.db,
        organizationId,
        rows.map((r) => r.id),
      );
      return { rows: rows.map((r) => toDto(r, usages)), count };
    },
  );

  app.get(
    '/api/v1/media/overview',
    {
      preHandler: app.requirePermission('media.write'),
      schema: {
        tags: ['media'],
        summary: 'Storage used and left, the size limit per file and the tags in use',
        response: {
          200: z.object({
            usedBytes: z.number().int(),
            limitBytes: z.number().int(),
            leftBytes: z.number().int(),
            maxFileBytes: z.number().int(),
            files: z.number().int(),
            tags: z.array(z.string()),
            storage: z.enum(['disk', 's3']),
          }),
        },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const storage = await mediaRepository.storage(app.db, organizationId);
      const limitBytes = storage.limitBytes ?? app.config.media.quotaBytes;
      const { count } = await mediaRepository.list(app.db, { organizationId, limit: 1, offset: 0 });
      return {
        usedBytes: storage.usedBytes,
        limitBytes,
        leftBytes: Math.max(0, limitBytes - storage.usedBytes),
        maxFileBytes,
        files: count,
        tags: await mediaRepository.tags(app.db, organizationId),
        storage: mediaStorageFor(app.config).kind,
      };
    },
  );

  app.get(
    '/api/v1/media/:id',
    {
      preHandler: app.requirePermission('media.write'),
      schema: {
        tags: ['media'],
        summary: 'One file with where it is used',
        params: z.object({ id: uuidSchema }),
        response: { 200: mediaDto },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await mediaRepository.find(app.db, organizationId, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'File not found');
      return toDto(row, await mediaRepository.usagesOf(app.db, organizationId, [row.id]));
    },
  );

  app.patch(
    '/api/v1/media/:id',
    {
      preHandler: app.requirePermission('media.write'),
      schema: {
        tags: ['media'],
        summary: 'Rename a file, set its alt texts (per language) and tags',
        params: z.object({ id: uuidSchema }),
        body: z.object({
          name: z.string().trim().min(1).max(200).optional(),
          alt: altSchema.optional(),
          tags: z.array(z.string().max(50)).max(20).optional(),
        }),
        response: { 200: mediaDto },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const { name, alt, tags } = request.body;
      const cleanAlt = alt ? Object.fromEntries(Object.entries(alt).filter(([, text]) => text !== '')) : undefined;
      const row = await mediaRepository.update(app.db, organizationId, request.params.id, {
        ...(name === undefined ? {} : { name }),
        ...(cleanAlt === undefined ? {} : { alt: cleanAlt }),
        ...(tags === undefined ? {} : { tags: normalizeTags(tags) }),
      });
      if (!row) throw new AppError('NOT_FOUND', 'File not found');
      return toDto(row, await mediaRepository.usagesOf(app.db, organizationId, [row.id]));
    },
  );

  app.delete(
    '/api/v1/media/:id',
    {
      preHandler: app.requirePermission('media.write'),
      schema: {
        tags: ['media'],
        summary: 'Delete a file nothing uses (409 IN_USE names where it is used)',
        params: z.object({ id: uuidSchema }),
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      await deleteMedia(app.db, app.config, { organizationId, id: request.params.id, ...auditActor(request) });
      return reply.status(204).send();
    },
  );

  app.get(
    '/media/:organizationId/:id/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A stored rendition of a file (streamed; cached for a year)',
        params: z.object({
          organizationId: uuidSchema,
          id: uuidSchema,
          file: z.string().regex(/^[a-z0-9]+\.[a-z0-9]+$/),
        }),
      },
    },
    async (request, reply) => {
      const { organizationId, id, file } = request.params;
      const site = await requestOrganizationId(app, request).catch(() => null);
      const row = site === organizationId ? await mediaRepository.find(app.db, organizationId, id) : undefined;
      const variant = row?.variants.find((v) => v.file === file);
      if (!row || !variant) throw new AppError('NOT_FOUND', 'File not found');
      if (row.visibility === 'private' && !hasPermission(request.auth, 'media.write', 'mail.read'))
        throw new AppError('NOT_FOUND', 'File not found');
      const stored = await mediaStorageFor(app.config).get(storageKey(organizationId, id, file));
      if (!stored) throw new AppError('NOT_FOUND', 'File not found');
      reply
        .header('content-type', variant.mimeType)
        .header('content-length', String(stored.bytes))
        .header('x-content-type-options', 'nosniff')
        .header(
          'cache-control',
          row.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
        );
      if (row.kind === 'document')
        reply.header('content-disposition', `attachment; filename="${row.name.replace(/[^\w.-]+/g, '_')}"`);
      return reply.send(stored.stream);
    },
  );
};
