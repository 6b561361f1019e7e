// Court work blocks the court (docs/product.md#tasks): a task's maintenance block is a dynamic slot
// of kind 'block' made through the booking engine, so the bookings' exclusion constraint decides
// whether the court is free; finishing the task early releases the rest of the block.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TaskDto } from '@courtside/core/task-schemas';
import type { DbOrTx, Tx } from '../../db/client';
import { dynamicSlots, tasks, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { cancelDynamicSlot } from '../booking';
import { createDynamicSlot } from '../dynamic-slot';
import { notifySlotChanges } from '../booking';
import { announce, lockBoard, lockedTask, oneTask } from './task-board';
import type { TaskActor, TaskRow } from './task-board';

/** Places a maintenance block on the task's court through the booking engine. */
export async function placeBlock(
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
export async function anyAdmin(tx: DbOrTx, organizationId: string): Promise<string> {
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
export async function releaseBlock(tx: Tx, task: TaskRow, actor: TaskActor, now: Date): Promise<boolean> {
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
