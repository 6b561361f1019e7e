// The staff task board (docs/product.md#tasks). Every write to an organization's board takes the
// board's transaction advisory lock first, then rewrites the positions it shifts: two staff moving
// cards at once are applied one after the other and both see the same gap-free order. A court task
// may hold a maintenance block through the booking engine (a dynamic slot of kind 'block', so the
// exclusion constraint on bookings decides whether the court is free); finishing the task early
// releases the rest of the block.
import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { isOverdue, placeAt } from '@courtside/core/task-schemas';
import type {
  TaskBoardDto,
  TaskColumnDto,
  TaskCreateBody,
  TaskDetailDto,
  TaskDto,
  TaskMoveBody,
  TaskPatchBody,
} from '@courtside/core/task-schemas';
import type { DbOrTx, Tx } from '../../db/client';
import { bookings, dynamicSlots, events, resources, taskColumns, taskComments, tasks, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../audit';
import { cancelDynamicSlot } from '../booking';
import { createDynamicSlot } from '../dynamic-slot';
import { notifySlotChanges } from '../booking';
import { publish } from '../live';

export const TASK_CHANNEL = 'courtside_task_changes';

export type TaskRow = typeof tasks.$inferSelect;
type ColumnRow = typeof taskColumns.$inferSelect;

export interface TaskActor {
  organizationId: string;
  userId: string | null;
  ip?: string | null;
  /** May place and lift court blocks (dynamic_slot.write). */
  canBlock: boolean;
}

export const DEFAULT_COLUMNS: { name: string; kind: 'open' | 'done' }[] = [
  { name: 'To do', kind: 'open' },
  { name: 'Doing', kind: 'open' },
  { name: 'Done', kind: 'done' },
];

/** Serialises every write to one organization's board (released at commit or rollback). */
export async function lockBoard(tx: DbOrTx, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`courtside.task_board:${organizationId}`}, 0))`);
}

async function announce(tx: DbOrTx, organizationId: string, change: Record<string, unknown>): Promise<void> {
  await publish(tx, TASK_CHANNEL, { organizationId, ...change });
}

async function columnsOf(db: DbOrTx, organizationId: string): Promise<ColumnRow[]> {
  return db
    .select()
    .from(taskColumns)
    .where(eq(taskColumns.organizationId, organizationId))
    .orderBy(asc(taskColumns.position));
}

/** The board's columns, made (to do / doing / done) the first time anyone opens it. */
export async function ensureColumns(db: DbOrTx, organizationId: string): Promise<ColumnRow[]> {
  const existing = await columnsOf(db, organizationId);
  if (existing.length) return existing;
  return db.transaction(async (tx) => {
    await lockBoard(tx, organizationId);
    const again = await columnsOf(tx, organizationId);
    if (again.length) return again;
    return tx
      .insert(taskColumns)
      .values(DEFAULT_COLUMNS.map((c, position) => ({ organizationId, name: c.name, kind: c.kind, position })))
      .returning();
  });
}

function columnDto(c: ColumnRow): TaskColumnDto {
  return { id: c.id, name: c.name, kind: c.kind, position: c.position };
}

export interface BoardFilter {
  assigneeId?: string;
  resourceId?: string;
  overdue?: boolean;
}

async function taskDtos(db: DbOrTx, where: SQL | undefined, now: Date): Promise<TaskDto[]> {
  const rows = await db
    .select({
      task: tasks,
      assigneeName: users.name,
      resourceName: resources.name,
      slotStart: dynamicSlots.startsAt,
      slotEnd: dynamicSlots.endsAt,
      slotStatus: dynamicSlots.status,
      comments: sql<number>`(select count(*)::int from task_comments c where c.task_id = ${tasks.id})`,
    })
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .leftJoin(resources, eq(resources.id, tasks.resourceId))
    .leftJoin(dynamicSlots, eq(dynamicSlots.id, tasks.blockSlotId))
    .where(where)
    .orderBy(asc(tasks.columnId), asc(tasks.position));
  return rows.map(({ task: t, ...r }) => ({
    id: t.id,
    columnId: t.columnId,
    position: t.position,
    title: t.title,
    description: t.description,
    assigneeId: t.assigneeId,
    assigneeName: r.assigneeName,
    dueAt: t.dueAt?.toISOString() ?? null,
    priority: t.priority,
    labels: t.labels,
    checklist: t.checklist,
    resourceId: t.resourceId,
    resourceName: r.resourceName,
    bookingId: t.bookingId,
    eventId: t.eventId,
    block:
      t.blockSlotId && r.slotStart && r.slotEnd
        ? {
            slotId: t.blockSlotId,
            start: r.slotStart.toISOString(),
            end: r.slotEnd.toISOString(),
            status: r.slotStatus ?? 'active',
          }
        : null,
    recurrenceId: t.recurrenceId,
    doneAt: t.doneAt?.toISOString() ?? null,
    overdue: isOverdue(t, now),
    commentCount: Number(r.comments),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  }));
}

export async function loadBoard(
  db: DbOrTx,
  organizationId: string,
  filter: BoardFilter,
  now = new Date(),
): Promise<TaskBoardDto> {
  const columns = await ensureColumns(db, organizationId);
  const conditions: SQL[] = [eq(tasks.organizationId, organizationId)];
  if (filter.assigneeId) conditions.push(eq(tasks.assigneeId, filter.assigneeId));
  if (filter.resourceId) conditions.push(eq(tasks.resourceId, filter.resourceId));
  if (filter.overdue) conditions.push(isNull(tasks.doneAt), lt(tasks.dueAt, now));
  return { columns: columns.map(columnDto), tasks: await taskDtos(db, and(...conditions), now) };
}

async function oneTask(db: DbOrTx, organizationId: string, id: string, now: Date): Promise<TaskDto> {
  const [dto] = await taskDtos(db, and(eq(tasks.organizationId, organizationId), eq(tasks.id, id)), now);
  if (!dto) throw new AppError('NOT_FOUND', 'Task not found');
  return dto;
}

export async function taskDetail(
  db: DbOrTx,
  organizationId: string,
  id: string,
  now = new Date(),
): Promise<TaskDetailDto> {
  const dto = await oneTask(db, organizationId, id, now);
  const comments = await db
    .select({ c: taskComments, authorName: users.name })
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .where(eq(taskComments.taskId, id))
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id));
  return {
    ...dto,
    comments: comments.map(({ c, authorName }) => ({
      id: c.id,
      authorId: c.authorId,
      authorName,
      body: c.body,
      createdAt: c.createdAt.toISOString(),
    })),
  };
}

async function lockedTask(tx: DbOrTx, organizationId: string, id: string): Promise<TaskRow> {
  const [row] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.organizationId, organizationId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Task not found');
  return row;
}

async function columnIn(tx: DbOrTx, organizationId: string, id: string): Promise<ColumnRow> {
  const [row] = await tx
    .select()
    .from(taskColumns)
    .where(and(eq(taskColumns.id, id), eq(taskColumns.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', 'Column not found');
  return row;
}

/** The ids of a column's cards in order (call under the board lock). */
async function idsOf(tx: DbOrTx, columnId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(eq(tasks.columnId, columnId))
    .orderBy(asc(tasks.position));
  return rows.map((r) => r.id);
}

/** Writes positions 0..n-1 for the given order, touching only rows whose position changes. */
async function writeOrder(tx: DbOrTx, columnId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const current = await tx
    .select({ id: tasks.id, position: tasks.position, columnId: tasks.columnId })
    .from(tasks)
    .where(inArray(tasks.id, ids));
  const byId = new Map(current.map((r) => [r.id, r]));
  for (const [position, id] of ids.entries()) {
    const row = byId.get(id);
    if (row && row.position === position && row.columnId === columnId) continue;
    await tx.update(tasks).set({ columnId, position }).where(eq(tasks.id, id));
  }
}

/** Checks that linked records belong to the organization (a 404 otherwise, nothing revealed). */
async function checkLinks(
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

/** Places a maintenance block on the task's court through the booking engine. */
async function placeBlock(
  tx: Tx,
  actor: TaskActor,
  task: Pick<TaskRow, 'id' | 'title' | 'resourceId'>,
  window: { start: Date; end: Date },
  now: Date,
): Promise<string> {
  if (!actor.canBlock) throw new AppError('FORBIDDEN', 'You need the permission dynamic_slot.write to block a court');
  if (!task.resourceId) throw new AppError('VALIDATION_FAILED', 'Link the task to a court before blocking it');
  const slot = await createDynamicSlot(tx, {
    organizationId: actor.organizationId,
    resourceId: task.resourceId,
    kind: 'block',
    start: window.start,
    end: window.end,
    title: task.title,
    note: `task:${task.id}`,
    createdBy: actor.userId ?? (await anyAdmin(tx, actor.organizationId)),
    now,
  });
  await tx.update(tasks).set({ blockSlotId: slot.id }).where(eq(tasks.id, task.id));
  return slot.id;
}

/** Blocks made by the recurrence job name the organization's first admin as their maker. */
async function anyAdmin(tx: DbOrTx, organizationId: string): Promise<string> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.role, ['admin', 'manager'])))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!row) throw new AppError('CONFLICT', 'No staff account to record the block under');
  return row.id;
}

/** Lifts what is left of the task's block: the whole block before it starts, else from now on. */
async function releaseBlock(tx: Tx, task: TaskRow, actor: TaskActor, now: Date): Promise<boolean> {
  if (!task.blockSlotId) return false;
  const [slot] = await tx.select().from(dynamicSlots).where(eq(dynamicSlots.id, task.blockSlotId));
  if (!slot || slot.status !== 'active' || slot.endsAt <= now) return false;
  if (slot.startsAt >= now) {
    await cancelDynamicSlot(tx, slot.id, { byUserId: actor.userId, reason: 'task done', now });
    return true;
  }
  // Work already under way: the block ends now, the court is free for the rest of its window.
  await tx.update(dynamicSlots).set({ endsAt: now }).where(eq(dynamicSlots.id, slot.id));
  await tx.execute(
    sql`update bookings set ends_at = ${now}
        where dynamic_slot_id = ${slot.id} and status in ('reserved', 'pending', 'upcoming')`,
  );
  await notifySlotChanges(tx, [
    { organizationId: slot.organizationId, resourceId: slot.resourceId, start: now, end: slot.endsAt },
  ]);
  return true;
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

export async function blockCourt(
  db: DbOrTx,
  actor: TaskActor,
  id: string,
  window: { start: Date; end: Date },
  now = new Date(),
): Promise<TaskDto> {
  await db.transaction(async (tx) => {
    await lockBoard(tx, actor.organizationId);
    const task = await lockedTask(tx, actor.organizationId, id);
    if (task.blockSlotId) {
      const [slot] = await tx.select().from(dynamicSlots).where(eq(dynamicSlots.id, task.blockSlotId));
      if (slot?.status === 'active' && slot.endsAt > now)
        throw new AppError('CONFLICT', 'This task already blocks its court; lift that block first');
    }
    await placeBlock(tx, actor, task, window, now);
    await announce(tx, actor.organizationId, { kind: 'task', taskId: id });
  });
  return oneTask(db, actor.organizationId, id, now);
}

export async function liftBlock(db: DbOrTx, actor: TaskActor, id: string, now = new Date()): Promise<TaskDto> {
  if (!actor.canBlock) throw new AppError('FORBIDDEN', 'You need the permission dynamic_slot.write to lift a block');
  await db.transaction(async (tx) => {
    await lockBoard(tx, actor.organizationId);
    const task = await lockedTask(tx, actor.organizationId, id);
    if (!(await releaseBlock(tx, task, actor, now)))
      throw new AppError('INVALID_TRANSITION', 'This task holds no current court block');
    await announce(tx, actor.organizationId, { kind: 'task', taskId: id });
  });
  return oneTask(db, actor.organizationId, id, now);
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

export async function createColumn(
  db: DbOrTx,
  actor: TaskActor,
  input: { name: string; kind: 'open' | 'done' },
): Promise<TaskColumnDto> {
  await ensureColumns(db, actor.organizationId);
  return db.transaction(async (tx) => {
    await lockBoard(tx, actor.organizationId);
    const n = (await columnsOf(tx, actor.organizationId)).length;
    if (n >= 20) throw new AppError('VALIDATION_FAILED', 'A board has at most 20 columns');
    const [row] = await tx
      .insert(taskColumns)
      .values({ organizationId: actor.organizationId, name: input.name, kind: input.kind, position: n })
      .returning();
    await announce(tx, actor.organizationId, { kind: 'column', columnId: row!.id });
    return columnDto(row!);
  });
}

/** Renames a column and/or moves it to another index; positions stay 0..n-1. */
export async function updateColumn(
  db: DbOrTx,
  actor: TaskActor,
  id: string,
  patch: { name?: string; position?: number },
): Promise<TaskColumnDto[]> {
  return db.transaction(async (tx) => {
    await lockBoard(tx, actor.organizationId);
    const column = await columnIn(tx, actor.organizationId, id);
    if (patch.name !== undefined) await tx.update(taskColumns).set({ name: patch.name }).where(eq(taskColumns.id, id));
    if (patch.position !== undefined) {
      const order = placeAt(
        (await columnsOf(tx, actor.organizationId)).map((c) => c.id),
        column.id,
        patch.position,
      );
      for (const [position, columnId] of order.entries()) {
        await tx.update(taskColumns).set({ position }).where(eq(taskColumns.id, columnId));
      }
    }
    await announce(tx, actor.organizationId, { kind: 'column', columnId: id });
    return (await columnsOf(tx, actor.organizationId)).map(columnDto);
  });
}

/** Deletes an empty column; the board keeps at least one open and one done column. */
export async function deleteColumn(db: DbOrTx, actor: TaskActor, id: string): Promise<TaskColumnDto[]> {
  return db.transaction(async (tx) => {
    await lockBoard(tx, actor.organizationId);
    const column = await columnIn(tx, actor.organizationId, id);
    const [{ n }] = (await tx.select({ n: count() }).from(tasks).where(eq(tasks.columnId, id))) as [{ n: number }];
    if (Number(n) > 0) throw new AppError('CONFLICT', 'Move the cards out of this column first');
    const all = await columnsOf(tx, actor.organizationId);
    if (all.filter((c) => c.kind === column.kind).length < 2)
      throw new AppError('CONFLICT', `The board needs at least one ${column.kind} column`);
    await tx.delete(taskColumns).where(eq(taskColumns.id, id));
    const rest = all.filter((c) => c.id !== id);
    for (const [position, c] of rest.entries()) {
      if (c.position !== position) await tx.update(taskColumns).set({ position }).where(eq(taskColumns.id, c.id));
    }
    await announce(tx, actor.organizationId, { kind: 'column', columnId: id });
    return (await columnsOf(tx, actor.organizationId)).map(columnDto);
  });
}

/** Open tasks past their due date (dashboard alerts) and the caller's tasks due today. */
export async function taskSummary(
  db: DbOrTx,
  organizationId: string,
  userId: string,
  day: { start: Date; end: Date },
  now = new Date(),
): Promise<{ overdue: TaskDto[]; today: TaskDto[] }> {
  const overdue = await taskDtos(
    db,
    and(eq(tasks.organizationId, organizationId), isNull(tasks.doneAt), lt(tasks.dueAt, now)),
    now,
  );
  const today = await taskDtos(
    db,
    and(
      eq(tasks.organizationId, organizationId),
      eq(tasks.assigneeId, userId),
      isNull(tasks.doneAt),
      sql`${tasks.dueAt} >= ${day.start} and ${tasks.dueAt} < ${day.end}`,
    ),
    now,
  );
  return { overdue: overdue.slice(0, 20), today };
}
