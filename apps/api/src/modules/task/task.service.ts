// The staff task board (docs/product.md#tasks). Every write to an organization's board takes the
// board's transaction advisory lock first, then rewrites the positions it shifts: two staff moving
// cards at once are applied one after the other and both see the same gap-free order. A court task
// may hold a maintenance block through the booking engine (a dynamic slot of kind 'block', so the
// exclusion constraint on bookings decides whether the court is free); finishing the task early
// releases the rest of the block.
import { and, eq } from 'drizzle-orm';
import { placeAt } from '@courtside/core/task-schemas';
import type { TaskCreateBody, TaskDetailDto, TaskDto, TaskMoveBody, TaskPatchBody } from '@courtside/core/task-schemas';
import type { DbOrTx } from '../../db/client';
import { bookings, dynamicSlots, events, resources, taskComments, tasks, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../audit';
import {
  announce,
  columnIn,
  columnsOf,
  ensureColumns,
  idsOf,
  lockBoard,
  lockedTask,
  oneTask,
  taskDetail,
  writeOrder,
} from './task-board';
import type { TaskActor } from './task-board';
import { placeBlock, releaseBlock } from './task-blocks';

/** Checks that linked records belong to the organization (a 404 otherwise, nothing revealed). */
export async function checkLinks(
  tx: DbOrTx,
  organizationId: string,
  links: { assigneeId?: string | null; resourceId?: string | null; bookingId?: string | null; eventId?: string | null },
): Promise<void> {
  const check = async (table: typeof users | typeof resources | typeof bookings | typeof events, id: string) => {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.organizationId, organizationId)));
    return Boolean(row);
  };
  if (links.assigneeId && !(await check(users, links.assigneeId)))
    throw new AppError('NOT_FOUND', 'Assignee not found');
  if (links.resourceId && !(await check(resources, links.resourceId)))
    throw new AppError('NOT_FOUND', 'Court not found');
  if (links.bookingId && !(await check(bookings, links.bookingId)))
    throw new AppError('NOT_FOUND', 'Booking not found');
  if (links.eventId && !(await check(events, links.eventId))) throw new AppError('NOT_FOUND', 'Event not found');
  if (links.assigneeId) {
    const [u] = await tx.select({ role: users.role }).from(users).where(eq(users.id, links.assigneeId));
    if (u?.role === 'customer') throw new AppError('VALIDATION_FAILED', 'Tasks are assigned to staff only');
  }
}

export interface CreateTaskExtras {
  recurrenceId?: string;
  occurrenceKey?: string;
}

export async function createTask(
  db: DbOrTx,
  actor: TaskActor,
  body: TaskCreateBody,
  now = new Date(),
  extras: CreateTaskExtras = {},
): Promise<TaskDto> {
  await ensureColumns(db, actor.organizationId);
  const id = await db.transaction(async (tx) => {
    await lockBoard(tx, actor.organizationId);
    const columns = await columnsOf(tx, actor.organizationId);
    const column = body.columnId ? await columnIn(tx, actor.organizationId, body.columnId) : columns[0]!;
    await checkLinks(tx, actor.organizationId, body);
    const position = (await idsOf(tx, column.id)).length;
    const [row] = await tx
      .insert(tasks)
      .values({
        organizationId: actor.organizationId,
        columnId: column.id,
        position,
        title: body.title,
        description: body.description,
        assigneeId: body.assigneeId ?? null,
        dueAt: body.dueAt ? new Date(body.dueAt) : null,
        priority: body.priority,
        labels: body.labels,
        checklist: body.checklist,
        resourceId: body.resourceId ?? null,
        bookingId: body.bookingId ?? null,
        eventId: body.eventId ?? null,
        recurrenceId: extras.recurrenceId ?? null,
        occurrenceKey: extras.occurrenceKey ?? null,
        doneAt: column.kind === 'done' ? now : null,
        createdBy: actor.userId,
      })
      .returning();
    if (body.block) {
      await placeBlock(tx, actor, row!, { start: new Date(body.block.start), end: new Date(body.block.end) }, now);
    }
    await audit(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'task.created',
      entity: 'task',
      entityId: row!.id,
      data: { title: row!.title, column: column.name, assigneeId: row!.assigneeId, blocked: Boolean(body.block) },
      ip: actor.ip ?? null,
    });
    await announce(tx, actor.organizationId, { kind: 'task', taskId: row!.id });
    return row!.id;
  });
  return oneTask(db, actor.organizationId, id, now);
}

export async function updateTask(
  db: DbOrTx,
  actor: TaskActor,
  id: string,
  patch: TaskPatchBody,
  now = new Date(),
): Promise<TaskDto> {
  await db.transaction(async (tx) => {
    await lockBoard(tx, actor.organizationId);
    const task = await lockedTask(tx, actor.organizationId, id);
    await checkLinks(tx, actor.organizationId, patch);
    if (patch.resourceId !== undefined && patch.resourceId !== task.resourceId && task.blockSlotId) {
      const [slot] = await tx.select().from(dynamicSlots).where(eq(dynamicSlots.id, task.blockSlotId));
      if (slot?.status === 'active')
        throw new AppError('CONFLICT', 'Lift the court block before linking the task to another court');
    }
    const set: Partial<typeof tasks.$inferInsert> = { updatedAt: now };
    if (patch.title !== undefined) set.title = patch.title;
    if (patch.description !== undefined) set.description = patch.description;
    if (patch.assigneeId !== undefined) set.assigneeId = patch.assigneeId;
    if (patch.dueAt !== undefined) set.dueAt = patch.dueAt ? new Date(patch.dueAt) : null;
    if (patch.priority !== undefined) set.priority = patch.priority;
    if (patch.labels !== undefined) set.labels = patch.labels;
    if (patch.checklist !== undefined) set.checklist = patch.checklist;
    if (patch.resourceId !== undefined) set.resourceId = patch.resourceId;
    if (patch.bookingId !== undefined) set.bookingId = patch.bookingId;
    if (patch.eventId !== undefined) set.eventId = patch.eventId;
    await tx.update(tasks).set(set).where(eq(tasks.id, id));
    if (patch.assigneeId !== undefined && patch.assigneeId !== task.assigneeId) {
      await audit(tx, {
        organizationId: actor.organizationId,
        actorUserId: actor.userId,
        action: 'task.assigned',
        entity: 'task',
        entityId: id,
        data: { from: task.assigneeId, to: patch.assigneeId },
        ip: actor.ip ?? null,
      });
    }
    await announce(tx, actor.organizationId, { kind: 'task', taskId: id });
  });
  return oneTask(db, actor.organizationId, id, now);
}

/** Moves a card to an index of a column; entering a done column finishes it (and frees its court). */
export async function moveTask(
  db: DbOrTx,
  actor: TaskActor,
  id: string,
  move: TaskMoveBody,
  now = new Date(),
): Promise<TaskDto> {
  await db.transaction(async (tx) => {
    await lockBoard(tx, actor.organizationId);
    const task = await lockedTask(tx, actor.organizationId, id);
    const from = await columnIn(tx, actor.organizationId, task.columnId);
    const to = from.id === move.columnId ? from : await columnIn(tx, actor.organizationId, move.columnId);
    const target = placeAt(await idsOf(tx, to.id), id, move.position);
    if (from.id !== to.id) {
      await writeOrder(
        tx,
        from.id,
        (await idsOf(tx, from.id)).filter((x) => x !== id),
      );
    }
    await writeOrder(tx, to.id, target);
    if (from.kind !== to.kind) {
      const done = to.kind === 'done';
      await tx
        .update(tasks)
        .set({ doneAt: done ? now : null, updatedAt: now })
        .where(eq(tasks.id, id));
      const released = done ? await releaseBlock(tx, task, actor, now) : false;
      await audit(tx, {
        organizationId: actor.organizationId,
        actorUserId: actor.userId,
        action: done ? 'task.completed' : 'task.reopened',
        entity: 'task',
        entityId: id,
        data: { from: from.name, to: to.name, blockReleased: released },
        ip: actor.ip ?? null,
      });
    } else if (from.id !== to.id) {
      await audit(tx, {
        organizationId: actor.organizationId,
        actorUserId: actor.userId,
        action: 'task.status_changed',
        entity: 'task',
        entityId: id,
        data: { from: from.name, to: to.name },
        ip: actor.ip ?? null,
      });
    }
    await announce(tx, actor.organizationId, { kind: 'task', taskId: id });
  });
  return oneTask(db, actor.organizationId, id, now);
}

export async function deleteTask(db: DbOrTx, actor: TaskActor, id: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBoard(tx, actor.organizationId);
    const task = await lockedTask(tx, actor.organizationId, id);
    if (task.blockSlotId) {
      const [slot] = await tx.select().from(dynamicSlots).where(eq(dynamicSlots.id, task.blockSlotId));
      if (slot?.status === 'active' && slot.endsAt > now) {
        if (!actor.canBlock)
          throw new AppError('FORBIDDEN', 'You need the permission dynamic_slot.write to lift this court block');
        await releaseBlock(tx, task, actor, now);
      }
    }
    await tx.delete(tasks).where(eq(tasks.id, id));
    await writeOrder(tx, task.columnId, await idsOf(tx, task.columnId));
    await audit(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'task.deleted',
      entity: 'task',
      entityId: id,
      data: { title: task.title },
      ip: actor.ip ?? null,
    });
    await announce(tx, actor.organizationId, { kind: 'task', taskId: id });
  });
}

export async function addComment(
  db: DbOrTx,
  actor: TaskActor,
  id: string,
  body: string,
  now = new Date(),
): Promise<TaskDetailDto> {
  await db.transaction(async (tx) => {
    await lockedTask(tx, actor.organizationId, id);
    await tx
      .insert(taskComments)
      .values({ organizationId: actor.organizationId, taskId: id, authorId: actor.userId, body });
    await announce(tx, actor.organizationId, { kind: 'task', taskId: id });
  });
  return taskDetail(db, actor.organizationId, id, now);
}
