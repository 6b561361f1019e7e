// The task board's structure (docs/product.md#tasks): its columns and the recurring tasks that make
// cards by themselves; task.read to look, task.write to change. Registered by task.routes.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  taskColumnCreateSchema,
  taskColumnPatchSchema,
  taskColumnSchema,
  taskRecurrenceBodySchema,
  taskRecurrenceSchema,
} from '@courtside/core/task-schemas';
import { requestOrganizationId } from '../../lib/tenant';
import { hasPermission, requireAuth } from '../../plugins/auth';
import type { TaskActor } from './task-board';
import { createColumn, deleteColumn, updateColumn } from './task-columns';
import { createRecurrence, listRecurrences, stopRecurrence } from './task-recurrence';

const tags = ['tasks'];
const idParams = z.object({ id: z.uuid('This is not a task id') });
const columnParams = z.object({ id: z.uuid('This is not a column id') });

/** Who acts on the board; placing or lifting a court block also needs dynamic_slot.write. */
export async function taskActor(app: FastifyInstance, request: FastifyRequest): Promise<TaskActor> {
  return {
    organizationId: await requestOrganizationId(app, request),
    userId: requireAuth(request).userId,
    ip: request.ip,
    canBlock: hasPermission(request.auth, 'dynamic_slot.write'),
  };
}

export const taskStructureRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (request: FastifyRequest) => taskActor(app, request);
  const read = app.requirePermission('task.read');
  const write = app.requirePermission('task.write');

  app.post(
    '/api/v1/tasks/columns',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Add a column at the end',
        body: taskColumnCreateSchema,
        response: { 201: taskColumnSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createColumn(app.db, await actorOf(request), request.body)),
  );

  app.patch(
    '/api/v1/tasks/columns/:id',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Rename a column or move it to another index',
        params: columnParams,
        body: taskColumnPatchSchema,
        response: { 200: z.array(taskColumnSchema) },
      },
    },
    async (request) => updateColumn(app.db, await actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/tasks/columns/:id',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Delete an empty column',
        params: columnParams,
        response: { 200: z.array(taskColumnSchema) },
      },
    },
    async (request) => deleteColumn(app.db, await actorOf(request), request.params.id),
  );

  app.get(
    '/api/v1/tasks/recurrences',
    {
      preHandler: read,
      schema: { tags, summary: 'Active recurring tasks', response: { 200: z.array(taskRecurrenceSchema) } },
    },
    async (request) => listRecurrences(app.db, (await actorOf(request)).organizationId),
  );

  app.post(
    '/api/v1/tasks/recurrences',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Create a recurring task; its first cards (and court blocks) are made at once',
        body: taskRecurrenceBodySchema,
        response: { 201: z.object({ recurrence: taskRecurrenceSchema, created: z.number().int() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRecurrence(app.db, await actorOf(request), request.body)),
  );

  app.delete(
    '/api/v1/tasks/recurrences/:id',
    {
      preHandler: write,
      schema: { tags, summary: 'Stop a recurring task (cards already made stay)', params: idParams },
    },
    async (request, reply) => {
      await stopRecurrence(app.db, (await actorOf(request)).organizationId, request.params.id);
      return reply.status(204).send();
    },
  );
};
