// The board's columns (docs/product.md#tasks): renamable and reorderable, positions 0..n-1 under the
// board lock; the board keeps at least one open and one done column.
import { count, eq } from 'drizzle-orm';
import { placeAt } from '@courtside/core/task-schemas';
import type { TaskColumnDto } from '@courtside/core/task-schemas';
import type { DbOrTx } from '../../db/client';
import { taskColumns, tasks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { announce, columnDto, columnIn, columnsOf, ensureColumns, lockBoard } from './task-board';
import type { TaskActor } from './task-board';

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
