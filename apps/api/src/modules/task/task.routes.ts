// The staff task board's API (docs/product.md#tasks): task.read to look, task.write to change;
// placing or lifting a court block also needs dynamic_slot.write. GET /api/v1/tasks/stream pushes
// a `board` event whenever the organization's board changes, on whichever API process it changed.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dayBounds, localDate } from '@courtside/core/slots/time';
import {
  taskBlockBodySchema,
  taskBoardQuerySchema,
  taskBoardSchema,
  taskCommentBodySchema,
  taskCreateSchema,
  taskDetailSchema,
  taskMoveSchema,
  taskPatchSchema,
  taskSchema,
} from '@courtside/core/task-schemas';
import { settingsOf } from '../booking';
import { streamTopic, TopicHub } from '../live';
import type { TopicMessage } from '../live';
import { addComment, createTask, deleteTask, moveTask, updateTask } from './task.service';
import { blockCourt, liftBlock } from './task-blocks';
import { loadBoard, TASK_CHANNEL, taskDetail, taskSummary } from './task-board';
import { taskActor, taskStructureRoutes } from './task-structure.routes';

const tags = ['tasks'];
const idParams = z.object({ id: z.uuid('This is not a task id') });

export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new TopicHub<TopicMessage>(app, TASK_CHANNEL);
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of open) end();
    await hub.close();
  });

  const actorOf = (request: FastifyRequest) => taskActor(app, request);
  const read = app.requirePermission('task.read');
  const write = app.requirePermission('task.write');
  await app.register(taskStructureRoutes);

  app.get(
    '/api/v1/tasks/board',
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'The board: columns in order and the cards that match the filters',
        querystring: taskBoardQuerySchema,
        response: { 200: taskBoardSchema },
      },
    },
    async (request) => {
      const { organizationId, userId } = await actorOf(request);
      const q = request.query;
      return loadBoard(app.db, organizationId, {
        assigneeId: q.mine ? userId! : q.assigneeId,
        resourceId: q.resourceId,
        overdue: q.overdue,
      });
    },
  );

  app.get(
    '/api/v1/tasks/summary',
    {
      preHandler: read,
      schema: {
        tags,
        summary: "Open tasks past their due date, and the caller's tasks due today (dashboard home)",
        response: { 200: z.object({ overdue: z.array(taskSchema), today: z.array(taskSchema) }) },
      },
    },
    async (request) => {
      const { organizationId, userId } = await actorOf(request);
      const { timeZone } = await settingsOf(app.db, organizationId);
      const now = new Date();
      return taskSummary(app.db, organizationId, userId!, dayBounds(localDate(now, timeZone), timeZone), now);
    },
  );

  app.get(
    '/api/v1/tasks/stream',
    {
      preHandler: read,
      schema: { tags, summary: 'Server-sent events: `board` whenever a card or column of the board changes' },
    },
    async (request, reply) => {
      const { organizationId } = await actorOf(request);
      await streamTopic(hub, request, reply, {
        organizationId,
        open,
        toEvent: (m) => ({ event: 'board', data: { kind: m.kind, taskId: m.taskId, columnId: m.columnId } }),
      });
    },
  );

  app.post(
    '/api/v1/tasks',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Create a card (optionally blocking its court)',
        body: taskCreateSchema,
        response: { 201: taskSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createTask(app.db, await actorOf(request), request.body)),
  );

  app.get(
    '/api/v1/tasks/:id',
    {
      preHandler: read,
      schema: { tags, summary: 'One card with its comments', params: idParams, response: { 200: taskDetailSchema } },
    },
    async (request) => taskDetail(app.db, (await actorOf(request)).organizationId, request.params.id),
  );

  app.patch(
    '/api/v1/tasks/:id',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Change a card',
        params: idParams,
        body: taskPatchSchema,
        response: { 200: taskSchema },
      },
    },
    async (request) => updateTask(app.db, await actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v1/tasks/:id/move',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Move a card to an index of a column; a done column finishes it and frees its court',
        params: idParams,
        body: taskMoveSchema,
        response: { 200: taskSchema },
      },
    },
    async (request) => moveTask(app.db, await actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/tasks/:id',
    {
      preHandler: write,
      schema: { tags, summary: 'Delete a card (its future court block is lifted)', params: idParams },
    },
    async (request, reply) => {
      await deleteTask(app.db, await actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/v1/tasks/:id/comments',
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Comment on a card',
        params: idParams,
        body: taskCommentBodySchema,
        response: { 201: taskDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addComment(app.db, await actorOf(request), request.params.id, request.body.body)),
  );

  app.post(
    '/api/v1/tasks/:id/block',
    {
      preHandler: app.requirePermission('task.write'),
      schema: {
        tags,
        summary: "Block the card's court for a window (refused when the court is booked then)",
        params: idParams,
        body: taskBlockBodySchema,
        response: { 200: taskSchema },
      },
    },
    async (request) =>
      blockCourt(app.db, await actorOf(request), request.params.id, {
        start: new Date(request.body.start),
        end: new Date(request.body.end),
      }),
  );

  app.delete(
    '/api/v1/tasks/:id/block',
    {
      preHandler: write,
      schema: {
        tags,
        summary: "Lift the rest of the card's court block",
        params: idParams,
        response: { 200: taskSchema },
      },
    },
    async (request) => liftBlock(app.db, await actorOf(request), request.params.id),
  );
};
