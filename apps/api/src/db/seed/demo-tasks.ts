// The demo venue's task board (docs/product.md#tasks): the default columns and a few real venue
// tasks (raking sand, a net to replace, the tournament to prepare, one overdue), so /dashboard/kanban
// and the dashboard's alerts show something on a fresh install.
import { and, asc, eq } from 'drizzle-orm';
import { addDays, localDate, zonedInstant } from '@courtside/core/slots/time';
import type { DbOrTx } from '../client';
import { events } from '../schema/booking';
import { taskColumns, tasks } from '../schema/tasks';
import { users } from '../schema/users';
import { resources } from '../schema/venue';

export async function seedDemoTasks(
  db: DbOrTx,
  ctx: { organizationId: string; today: Date; timeZone: string },
): Promise<void> {
  const { organizationId, timeZone } = ctx;
  const day = localDate(ctx.today, timeZone);
  const at = (offset: number, time: string) => zonedInstant(addDays(day, offset), time, timeZone);
  const [todo, doing, done] = await db
    .insert(taskColumns)
    .values([
      { organizationId, name: 'To do', kind: 'open', position: 0 },
      { organizationId, name: 'Doing', kind: 'open', position: 1 },
      { organizationId, name: 'Done', kind: 'done', position: 2 },
    ])
    .returning();
  const people = await db.select().from(users).where(eq(users.organizationId, organizationId));
  const staff = people.find((u) => u.role === 'staff')?.id ?? null;
  const manager = people.find((u) => u.role === 'manager')?.id ?? null;
  const courts = await db
    .select()
    .from(resources)
    .where(eq(resources.organizationId, organizationId))
    .orderBy(asc(resources.sortOrder));
  const court = (name: string) => courts.find((c) => c.name === name)?.id ?? null;
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.organizationId, organizationId)))
    .orderBy(asc(events.startsAt))
    .limit(1);
  await db.insert(tasks).values([
    {
      organizationId,
      columnId: todo!.id,
      position: 0,
      title: 'Rake the sand on courts 1–6',
      description: 'Level the sand and clear the lines before the first booking.',
      assigneeId: staff,
      dueAt: at(0, '09:45'),
      priority: 'normal',
      labels: ['daily', 'sand'],
      checklist: [1, 2, 3, 4, 5, 6].map((n) => ({ text: `Court ${n}`, done: n <= 2 })),
    },
    {
      organizationId,
      columnId: todo!.id,
      position: 1,
      title: 'Prepare the tournament',
      description: 'Seeding list, score sheets, balls, first-aid kit and the welcome table.',
      assigneeId: manager,
      dueAt: at(5, '18:00'),
      priority: 'high',
      labels: ['event'],
      checklist: [
        { text: 'Seeding list printed', done: false },
        { text: 'Score sheets and pens', done: false },
        { text: 'Ten new match balls', done: true },
      ],
      eventId: event?.id ?? null,
    },
    {
      organizationId,
      columnId: todo!.id,
      position: 2,
      title: 'Order new balls',
      description: 'Two boxes of match balls from the usual supplier.',
      assigneeId: staff,
      dueAt: at(-1, '17:00'),
      priority: 'normal',
      labels: ['shop'],
    },
    {
      organizationId,
      columnId: doing!.id,
      position: 0,
      title: 'Replace the net on Court 3',
      description: 'The top band is torn at the left post; the spare net is in the shed.',
      assigneeId: staff,
      dueAt: at(1, '12:00'),
      priority: 'urgent',
      labels: ['repair'],
      checklist: [
        { text: 'Take the old net down', done: true },
        { text: 'Fit the new net and antennas', done: false },
        { text: 'Check the height (2.43 m)', done: false },
      ],
      resourceId: court('Court 3'),
    },
    {
      organizationId,
      columnId: done!.id,
      position: 0,
      title: 'Check the floodlights on Court 5',
      description: 'Two lamps replaced.',
      assigneeId: manager,
      dueAt: at(-2, '20:00'),
      doneAt: at(-2, '19:10'),
      priority: 'low',
      labels: ['lights'],
      resourceId: court('Court 5'),
    },
  ]);
}
