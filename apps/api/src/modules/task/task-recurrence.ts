// Recurring tasks ("rake courts 1–6 every morning at 8", docs/product.md#tasks). A job turns each
// active recurrence into cards for today and the next `daysAhead` days, one per court (or one
// without a court). Each occurrence has a key (recurrence, local date, court): under the board lock
// the job skips keys that exist, and a unique index refuses a second copy, so several API
// processes running the job at once make every occurrence exactly once.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays, isoWeekday, localDate, zonedInstant } from '@courtside/core/slots/time';
import type { TaskRecurrenceBody, TaskRecurrenceDto } from '@courtside/core/task-schemas';
import type { DbOrTx } from '../../db/client';
import { organizations, resources, taskRecurrences, tasks, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { pgCodes, pgErrorCode } from '../../lib/pg-errors';
import type { Job } from '../../jobs/runner';
import { createTask } from './task.service';
import type { TaskActor } from './task-board';

type RecurrenceRow = typeof taskRecurrences.$inferSelect;

function dto(r: RecurrenceRow): TaskRecurrenceDto {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    priority: r.priority,
    assigneeId: r.assigneeId,
    resourceIds: r.resourceIds,
    weekdays: r.weekdays,
    localTime: r.localTime,
    durationMinutes: r.durationMinutes,
    blockCourt: r.blockCourt,
    daysAhead: r.daysAhead,
    active: r.active,
  };
}

export async function listRecurrences(db: DbOrTx, organizationId: string): Promise<TaskRecurrenceDto[]> {
  const rows = await db
    .select()
    .from(taskRecurrences)
    .where(and(eq(taskRecurrences.organizationId, organizationId), eq(taskRecurrences.active, true)))
    .orderBy(asc(taskRecurrences.createdAt));
  return rows.map(dto);
}

export async function createRecurrence(
  db: DbOrTx,
  actor: TaskActor,
  body: TaskRecurrenceBody,
  now = new Date(),
): Promise<{ recurrence: TaskRecurrenceDto; created: number }> {
  if (body.blockCourt && !actor.canBlock)
    throw new AppError('FORBIDDEN', 'You need the permission dynamic_slot.write to block courts');
  if (body.blockCourt && !body.resourceIds.length)
    throw new AppError('VALIDATION_FAILED', 'Choose the courts to block');
  for (const id of body.resourceIds) {
    const [r] = await db
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.id, id), eq(resources.organizationId, actor.organizationId)));
    if (!r) throw new AppError('NOT_FOUND', 'Court not found');
  }
  if (body.assigneeId) {
    const [u] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, body.assigneeId), eq(users.organizationId, actor.organizationId)));
    if (!u) throw new AppError('NOT_FOUND', 'Assignee not found');
  }
  const [row] = await db
    .insert(taskRecurrences)
    .values({
      organizationId: actor.organizationId,
      title: body.title,
      description: body.description,
      priority: body.priority,
      assigneeId: body.assigneeId ?? null,
      resourceIds: body.resourceIds,
      weekdays: [...new Set(body.weekdays)].sort(),
      localTime: body.localTime,
      durationMinutes: body.durationMinutes,
      blockCourt: body.blockCourt,
      daysAhead: body.daysAhead,
      createdBy: actor.userId,
    })
    .returning();
  // The first occurrences appear at once, not at the job's next round.
  const created = await runRecurrence(db, row!, now);
  return { recurrence: dto(row!), created };
}

export async function stopRecurrence(db: DbOrTx, organizationId: string, id: string): Promise<void> {
  const rows = await db
    .update(taskRecurrences)
    .set({ active: false })
    .where(and(eq(taskRecurrences.id, id), eq(taskRecurrences.organizationId, organizationId)))
    .returning({ id: taskRecurrences.id });
  if (!rows.length) throw new AppError('NOT_FOUND', 'Recurring task not found');
}

/** The occurrences of one recurrence from today on; returns how many cards it made. */
export async function runRecurrence(db: DbOrTx, r: RecurrenceRow, now: Date): Promise<number> {
  const [org] = await db
    .select({ timezone: organizations.timezone })
    .from(organizations)
    .where(eq(organizations.id, r.organizationId));
  if (!org) return 0;
  const today = localDate(now, org.timezone);
  const courts: (string | null)[] = r.resourceIds.length ? r.resourceIds : [null];
  const names = new Map(
    (
      await db
        .select({ id: resources.id, name: resources.name })
        .from(resources)
        .where(eq(resources.organizationId, r.organizationId))
    ).map((x) => [x.id, x.name]),
  );
  const actor: TaskActor = { organizationId: r.organizationId, userId: r.createdBy, canBlock: r.blockCourt };
  let made = 0;
  for (let d = 0; d <= r.daysAhead; d++) {
    const date = addDays(today, d);
    if (!r.weekdays.includes(isoWeekday(date))) continue;
    const start = zonedInstant(date, r.localTime, org.timezone);
    const end = new Date(start.getTime() + r.durationMinutes * 60_000);
    if (end <= now) continue;
    for (const court of courts) {
      const occurrenceKey = `${r.id}:${date}:${court ?? '-'}`;
      const [exists] = await db
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.organizationId, r.organizationId), eq(tasks.occurrenceKey, occurrenceKey)));
      if (exists) continue;
      const body = {
        title: court && r.resourceIds.length > 1 ? `${r.title} · ${names.get(court) ?? ''}`.trim() : r.title,
        description: r.description,
        priority: r.priority,
        labels: ['recurring'],
        checklist: [],
        assigneeId: r.assigneeId,
        dueAt: end.toISOString(),
        resourceId: court,
      };
      const block =
        r.blockCourt && court && start > now ? { start: start.toISOString(), end: end.toISOString() } : null;
      try {
        await createTask(db, actor, block ? { ...body, block } : body, now, { recurrenceId: r.id, occurrenceKey });
      } catch (error) {
        if (isDuplicate(error)) continue; // another process made it in the meantime
        const code = error instanceof AppError ? error.code : '';
        if (block && ['SLOT_TAKEN', 'SLOT_BLOCKED', 'OUTSIDE_OPENING_HOURS'].includes(code)) {
          // Booked then: the work is still due, without a block, and the card says why. Outside
          // opening hours nobody can book the court, so there is nothing to block.
          const labels = code === 'OUTSIDE_OPENING_HOURS' ? ['recurring'] : ['recurring', 'court-busy'];
          try {
            await createTask(db, actor, { ...body, labels }, now, { recurrenceId: r.id, occurrenceKey });
          } catch (again) {
            if (isDuplicate(again)) continue;
            throw again;
          }
        } else throw error;
      }
      made++;
    }
  }
  return made;
}

function isDuplicate(error: unknown): boolean {
  return pgErrorCode(error) === pgCodes.uniqueViolation;
}

/** One round of the job over every active recurrence of every organization. */
export async function runRecurrences(db: DbOrTx, now = new Date()): Promise<number> {
  const rows = await db.select().from(taskRecurrences).where(eq(taskRecurrences.active, true));
  let made = 0;
  for (const r of rows) made += await runRecurrence(db, r, now);
  return made;
}

export const taskJobs: readonly Job[] = [
  {
    name: 'task-recurrences',
    everyMs: 5 * 60_000,
    run: async (app: FastifyInstance) => void (await runRecurrences(app.db)),
  },
];
