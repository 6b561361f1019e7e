import { request as httpRequest } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import type { TaskBoardDto, TaskDto } from '@courtside/core/task-schemas';
import { auditLog, tasks } from '../../db/schema';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { buildTestApp, isPostgres } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { runRecurrences } from './task-recurrence';

let t: TestContext;
let venue: DemoVenue;
let manager: LoggedIn;
let staff: LoggedIn;
const tz = 'Europe/Berlin';
const day = quietDay(2);
const at = (time: string, date = day) => zonedInstant(date, time, tz).toISOString();
const guest = { 'x-guest-token': 'task-guest-000000001' };

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  [manager, staff] = await Promise.all([loginAs(t.app, 'manager@example.com'), loginAs(t.app, 'staff@example.com')]);
});
afterAll(async () => t?.close());

const board = async (query = '', who = staff) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/v1/tasks/board${query}`, headers: who.headers })
  ).json<TaskBoardDto>();
const create = (payload: Record<string, unknown>, who = staff) =>
  t.app.inject({ method: 'POST', url: '/api/v1/tasks', headers: who.headers, payload });
const move = (id: string, columnId: string, position: number, who = staff) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/tasks/${id}/move`,
    headers: who.headers,
    payload: { columnId, position },
  });
const slotAt = async (resourceId: string, start: string, date = day) => {
  const grid = await t.app.inject({ method: 'GET', url: `/api/v1/availability?date=${date}` });
  return grid
    .json()
    .rows.find((r: { resourceId: string }) => r.resourceId === resourceId)
    .slots.find((s: { start: string }) => s.start === start);
};

/** Each column's cards in order, checking positions are exactly 0..n-1. */
function orderOf(b: TaskBoardDto): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const c of b.columns) {
    const cards = b.tasks.filter((x) => x.columnId === c.id).sort((x, y) => x.position - y.position);
    expect(cards.map((x) => x.position)).toEqual(cards.map((_, i) => i));
    out[c.id] = cards.map((x) => x.id);
  }
  return out;
}

describe('task board', () => {
  it('starts with to do / doing / done and keeps positions gap-free through moves and deletes', async () => {
    const b = await board();
    expect(b.columns.map((c) => [c.name, c.kind])).toEqual([
      ['To do', 'open'],
      ['Doing', 'open'],
      ['Done', 'done'],
    ]);
    const [todo, doing] = b.columns;
    const ids: string[] = [];
    for (const title of ['A', 'B', 'C', 'D']) {
      const res = await create({ title, labels: ['order-test'] });
      expect(res.statusCode).toBe(201);
      ids.push(res.json<TaskDto>().id);
    }
    expect((await move(ids[3]!, todo!.id, 0)).statusCode).toBe(200);
    expect((await move(ids[0]!, doing!.id, 5)).statusCode).toBe(200);
    let order = orderOf(await board());
    expect(order[todo!.id]!.filter((x) => ids.includes(x))).toEqual([ids[3], ids[1], ids[2]]);
    expect(order[doing!.id]).toContain(ids[0]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/tasks/${ids[1]}`, headers: staff.headers })).statusCode,
    ).toBe(204);
    order = orderOf(await board());
    expect(order[todo!.id]!.filter((x) => ids.includes(x))).toEqual([ids[3], ids[2]]);
  });

  it('applies concurrent moves one after the other: every card once, positions 0..n-1, same board for everyone', async () => {
    const b = await board();
    const columns = b.columns.map((c) => c.id);
    const made: string[] = [];
    for (let i = 0; i < 12; i++) made.push((await create({ title: `Race ${i}` })).json<TaskDto>().id);
    const before = (await board()).tasks.length;
    // Two staff drag cards at the same moment, many times over: the same cards, crossing columns.
    const moves = made.flatMap((id, i) => [
      { id, columnId: columns[i % 3]!, position: 0, who: staff },
      { id, columnId: columns[(i + 1) % 3]!, position: i % 4, who: manager },
    ]);
    const results = await Promise.all(moves.map((m) => move(m.id, m.columnId, m.position, m.who)));
    expect(results.map((r) => r.statusCode)).toEqual(moves.map(() => 200));
    const [seenByStaff, seenByManager] = await Promise.all([board('', staff), board('', manager)]);
    expect(seenByStaff.tasks.length).toBe(before);
    expect(orderOf(seenByStaff)).toEqual(orderOf(seenByManager));
    const all = Object.values(orderOf(seenByStaff)).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const id of made) expect(all).toContain(id);
  });

  it('records assignments and status changes in the audit log', async () => {
    const b = await board();
    const task = (await create({ title: 'Replace net on Court 3' })).json<TaskDto>();
    const assign = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/tasks/${task.id}`,
      headers: manager.headers,
      payload: { assigneeId: venue.staffId, dueAt: new Date(Date.now() - 3_600_000).toISOString() },
    });
    expect(assign.json()).toMatchObject({ assigneeId: venue.staffId, assigneeName: 'Sina Staff', overdue: true });
    await move(task.id, b.columns[1]!.id, 0);
    await move(task.id, b.columns[2]!.id, 0);
    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, task.id));
    expect(entries.map((e) => e.action).sort()).toEqual(
      ['task.assigned', 'task.completed', 'task.created', 'task.status_changed'].sort(),
    );
    const done = (await board()).tasks.find((x) => x.id === task.id)!;
    expect(done.doneAt).not.toBeNull();
    expect(done.overdue).toBe(false);
  });

  it('filters: mine, by court, overdue', async () => {
    const court = venue.court(4).id;
    const mine = (
      await create({
        title: 'Mine and late',
        assigneeId: venue.staffId,
        dueAt: new Date(Date.now() - 60_000).toISOString(),
      })
    ).json<TaskDto>();
    const courtTask = (await create({ title: 'Court 4 lines', resourceId: court }, manager)).json<TaskDto>();
    const ids = (b: TaskBoardDto) => b.tasks.map((x) => x.id);
    expect(ids(await board('?mine=true'))).toContain(mine.id);
    expect(ids(await board('?mine=true'))).not.toContain(courtTask.id);
    expect(ids(await board('?mine=true', manager))).not.toContain(mine.id);
    expect(ids(await board(`?resourceId=${court}`))).toEqual([courtTask.id]);
    const overdue = await board('?overdue=true');
    expect(ids(overdue)).toContain(mine.id);
    expect(overdue.tasks.every((x) => x.overdue)).toBe(true);
    const summary = await t.app.inject({ method: 'GET', url: '/api/v1/tasks/summary', headers: staff.headers });
    expect(summary.json().overdue.map((x: TaskDto) => x.id)).toContain(mine.id);
  });

  it('refuses links to another venue and assignments to customers', async () => {
    const res = await create({ title: 'x', assigneeId: venue.customerId });
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const other = await create({ title: 'x', resourceId: '00000000-0000-4000-8000-000000000000' });
    expect(other.statusCode).toBe(404);
  });
});

describe('court work blocks the court', () => {
  it('is refused over a booking (nothing stored), blocks the grid otherwise, and is released when done early', async () => {
    const court = venue.court(2).id;
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: guest,
      payload: { resourceId: court, start: at('14:00'), end: at('15:00') },
    });
    expect(booked.statusCode).toBe(201);
    const before = (await board()).tasks.length;
    const clash = await create(
      { title: 'Rake sand', resourceId: court, block: { start: at('13:00'), end: at('15:00') } },
      manager,
    );
    expect([clash.statusCode, clash.json().code]).toEqual([409, 'SLOT_TAKEN']);
    expect((await board()).tasks.length).toBe(before);

    // Staff may write tasks but not block courts.
    const denied = await create({
      title: 'Rake sand',
      resourceId: court,
      block: { start: at('10:00'), end: at('11:00') },
    });
    expect(denied.statusCode).toBe(403);

    const ok = await create(
      { title: 'Rake sand', resourceId: court, block: { start: at('10:00'), end: at('12:00') } },
      manager,
    );
    expect(ok.statusCode).toBe(201);
    const task = ok.json<TaskDto>();
    expect(task.block).toMatchObject({ start: at('10:00'), end: at('12:00'), status: 'active' });
    expect(await slotAt(court, at('10:00'))).toMatchObject({ blocked: true, bookable: false, title: 'Rake sand' });
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: guest,
      payload: { resourceId: court, start: at('11:00'), end: at('12:00') },
    });
    expect(hold.json().code).toBe('SLOT_BLOCKED');

    // Done before the block starts: the whole block is lifted and the court is bookable again.
    const done = (await board()).columns.find((c) => c.kind === 'done')!;
    const moved = await move(task.id, done.id, 0);
    expect(moved.json().block.status).toBe('cancelled');
    expect((await slotAt(court, at('10:00'))).state).toBe('available');
  });

  it('lifts only the rest of a block that already started', async () => {
    const court = venue.court(5).id;
    const task = (
      await create({ title: 'Net', resourceId: court, block: { start: at('16:00'), end: at('18:00') } }, manager)
    ).json<TaskDto>();
    // Done at 17:00 of that day: 16–17 stays blocked, 17–18 is free again.
    const { moveTask } = await import('./task.service');
    const done = (await board()).columns.find((c) => c.kind === 'done')!;
    const res = await moveTask(
      t.app.db,
      { organizationId: venue.organizationId, userId: manager.userId, canBlock: true },
      task.id,
      { columnId: done.id, position: 0 },
      new Date(at('17:00')),
    );
    expect(res.block).toMatchObject({ start: at('16:00'), end: at('17:00') });
    expect((await slotAt(court, at('16:00'))).blocked).toBe(true);
    expect((await slotAt(court, at('17:00'))).state).toBe('available');
  });
});

describe('recurring tasks', () => {
  it('makes each occurrence once, even with several job runs at the same time', async () => {
    const date = quietDay(4);
    const courts = [venue.court(1).id, venue.court(6).id];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tasks/recurrences',
      headers: manager.headers,
      payload: {
        title: 'Rake courts',
        resourceIds: courts,
        localTime: '10:00',
        durationMinutes: 60,
        blockCourt: true,
        daysAhead: 1,
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().recurrence.id as string;
    const now = new Date(at('06:00', date));
    const made = await Promise.all([1, 2, 3, 4].map(() => runRecurrences(t.app.db, now)));
    const rows = await t.app.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.recurrenceId, id)));
    const keys = rows.map((r) => r.occurrenceKey);
    expect(new Set(keys).size).toBe(keys.length);
    const onDate = rows.filter((r) => r.occurrenceKey!.includes(`:${date}:`));
    expect(onDate).toHaveLength(2);
    expect(made.reduce((a, b) => a + b, 0)).toBe(4); // two courts × (date, date + 1)
    expect(onDate.every((r) => r.blockSlotId)).toBe(true);
    expect(await slotAt(courts[0]!, at('10:00', date), date)).toMatchObject({ blocked: true });
    expect(await runRecurrences(t.app.db, now)).toBe(0);
    // Stopped: no further cards.
    await t.app.inject({ method: 'DELETE', url: `/api/v1/tasks/recurrences/${id}`, headers: manager.headers });
    expect(await runRecurrences(t.app.db, new Date(at('06:00', quietDay(6))))).toBe(0);
  });

  it('still makes the card when the court is booked then, without a block', async () => {
    const date = quietDay(3);
    const court = venue.court(3).id;
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: guest,
      payload: { resourceId: court, start: at('12:00', date), end: at('13:00', date) },
    });
    expect(hold.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tasks/recurrences',
      headers: manager.headers,
      payload: {
        title: 'Prepare the tournament',
        resourceIds: [court],
        localTime: '12:00',
        blockCourt: true,
        daysAhead: 13,
      },
    });
    // Made at once with the real clock (a pretend later clock would let the hold expire).
    expect(res.statusCode).toBe(201);
    const id = res.json().recurrence.id as string;
    const rows = await t.app.db.select().from(tasks).where(eq(tasks.recurrenceId, id));
    const row = rows.find((r) => r.occurrenceKey!.includes(`:${date}:`));
    expect(row).toMatchObject({ blockSlotId: null, labels: ['recurring', 'court-busy'] });
  });
});

describe('GET /api/v1/tasks/stream', () => {
  it('pushes a board event when a card moves', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const events: string[] = [];
    const got = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no board event')), 5000);
      const req = httpRequest(`${base}/api/v1/tasks/stream`, { headers: staff.headers }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          events.push(chunk);
          if (chunk.includes('event: ready')) void create({ title: 'Live card' });
          if (chunk.includes('event: board')) {
            clearTimeout(timer);
            req.destroy();
            resolve();
          }
        });
      });
      req.on('error', () => undefined);
      req.end();
    });
    await got;
    expect(events.join('')).toContain('"kind":"task"');
  });
});

describe.runIf(isPostgres)('two API processes on one PostgreSQL database', () => {
  it('a move made through one instance reaches a board stream open on the other', async () => {
    const url = (t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
    const other = await buildApp({ config: t.config, database, serveWeb: false });
    try {
      const base = await other.listen({ port: 0, host: '127.0.0.1' });
      const card = (await create({ title: 'Across instances' })).json<TaskDto>();
      const doing = (await board()).columns[1]!;
      let sentAt = 0;
      const latency = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no board event on the other instance')), 5000);
        const req = httpRequest(`${base}/api/v1/tasks/stream`, { headers: staff.headers }, (res) => {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            if (chunk.includes('event: ready')) {
              sentAt = performance.now();
              void move(card.id, doing.id, 0); // through the first instance
            }
            if (chunk.includes('event: board') && chunk.includes(card.id)) {
              clearTimeout(timer);
              req.destroy();
              resolve(performance.now() - sentAt);
            }
          });
        });
        req.on('error', () => undefined);
        req.end();
      });
      console.info(`task board event across instances: ${latency.toFixed(0)} ms after the move request`);
      expect(latency).toBeLessThan(2000);
    } finally {
      await other.close();
      await database.close();
    }
  });
});
