// The dashboard's editing of news posts (content.write): list, write, change, delete, history and
// revert (docs/product.md#content).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidSchema } from '@courtside/core/booking-schemas';
import { contentStatuses } from '../../db/schema/content';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { auditActor } from '../audit';
import { managedPostDto, postInput, toManaged } from './post.dto';
import { postRepository } from './post.repository';
import { createPost, deletePost, updatePost } from './post.service';

export const postManageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/posts/manage',
    {
      preHandler: app.requirePermission('content.write'),
      schema: {
        tags: ['posts'],
        summary: 'Every post of the venue (staff), last changed first',
        querystring: z.object({
          status: z.enum(contentStatuses).optional(),
          search: z.string().trim().max(100).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: z.object({ rows: z.array(managedPostDto), count: z.number().int() }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const { rows, count } = await postRepository.listManaged(app.db, { organizationId, ...request.query });
      return { rows: rows.map(toManaged), count };
    },
  );

  app.post(
    '/api/v1/posts/manage',
    {
      preHandler: app.requirePermission('content.write'),
      schema: {
        tags: ['posts'],
        summary: 'Write a post (its body is sanitized; links http(s)/mailto only)',
        body: postInput,
        response: { 201: managedPostDto },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await createPost(app.db, { organizationId, ...auditActor(request) }, request.body);
      return reply.status(201).send(toManaged(row));
    },
  );

  app.get(
    '/api/v1/posts/manage/:id',
    {
      preHandler: app.requirePermission('content.write'),
      schema: {
        tags: ['posts'],
        summary: 'One post for editing',
        params: z.object({ id: uuidSchema }),
        response: { 200: managedPostDto },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await postRepository.find(app.db, organizationId, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'Post not found');
      return toManaged(row);
    },
  );

  app.patch(
    '/api/v1/posts/manage/:id',
    {
      preHandler: app.requirePermission('content.write'),
      schema: {
        tags: ['posts'],
        summary: 'Change a post (a new slug keeps the old one as a redirect)',
        params: z.object({ id: uuidSchema }),
        body: postInput,
        response: { 200: managedPostDto },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const row = await updatePost(app.db, { organizationId, ...auditActor(request) }, request.params.id, request.body);
      return toManaged(row);
    },
  );

  app.delete(
    '/api/v1/posts/manage/:id',
    {
      preHandler: app.requirePermission('content.write'),
      schema: { tags: ['posts'], summary: 'Delete a post', params: z.object({ id: uuidSchema }) },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      await deletePost(app.db, { organizationId, ...auditActor(request) }, request.params.id);
      return reply.status(204).send();
    },
  );
};
