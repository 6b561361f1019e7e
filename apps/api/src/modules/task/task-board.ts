// The board's reading side and its ordering rules (docs/product.md#tasks): the advisory lock every
// write takes first, the gap-free positions, the board and card answers, and the dashboard summary.
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { isOverdue } from '@courtside/core/task-schemas';
import type { TaskBoardDto, TaskColumnDto, TaskDetailDto, TaskDto } from '@courtside/core/task-schemas';
import type { DbOrTx } from '../../db/client';
import { dynamicSlots, resources, taskColumns, taskComments, tasks, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { publish } from '../live';

export const TASK_CHANNEL = 'courtside_task_changes';

export type TaskRow = typeof tasks.$inferSelect;
export type ColumnRow = typeof taskColumns.$inferSelect;

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

export async function announce(tx: DbOrTx, organizationId: string, change: Record<string, unknown>): Promise<void> {
  await publish(tx, TASK_CHANNEL, { organizationId, ...change });
}

export async function columnsOf(db: DbOrTx, organizationId: string): Promise<ColumnRow[]> {
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

export function columnDto(c: ColumnRow): TaskColumnDto {
  return { id: c.id, name: c.name, kind: c.kind, position: c.position };
}

export interface BoardFilter {
  assigneeId?: string;
  resourceId?: string;
  overdue?: boolean;
}

export async function taskDtos(db: DbOrTx, where: SQL | undefined, now: Date): Promise<TaskDto[]> {
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

export async function oneTask(db: DbOrTx, organizationId: string, id: string, now: Date): Promise<TaskDto> {
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

export async function lockedTask(tx: DbOrTx, organizationId: string, id: string): Promise<TaskRow> {
  const [row] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.organizationId, organizationId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Task not found');
  return row;
}

export async function columnIn(tx: DbOrTx, organizationId: string, id: string): Promise<ColumnRow> {
  const [row] = await tx
    .select()
    .from(taskColumns)
    .where(and(eq(taskColumns.id, id), eq(taskColumns.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', 'Column not found');
  return row;
}

/** The ids of a column's cards in order (call under the board lock). */
export async function idsOf(tx: DbOrTx, columnId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(eq(tasks.columnId, columnId))
    .orderBy(asc(tasks.position));
  return rows.map((r) => r.id);
}

/** Writes positions 0..n-1 for the given order, touching only rows whose position changes. */
export async function writeOrder(tx: DbOrTx, columnId: string, ids: string[]): Promise<void> {
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
