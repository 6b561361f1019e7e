// Access rows for the staff task board (see test/access-matrix.ts): staff read and write their
// own organization's board; customers never see it; staff of Y find none of X's cards, columns or
// recurring tasks (404, as if they did not exist); blocking a court also needs dynamic_slot.write
// (admin yes, staff no). GET /api/v1/tasks/stream is an endless event stream that inject() cannot
// finish: its 401/403 answers are proven in src/modules/task/task.test.ts.
import { addDays, localDate, zonedInstant } from '@courtside/core/slots/time';
import type { AccessContext, AccessRow } from '../auth';

const day = addDays(localDate(new Date(), 'Europe/Berlin'), 12);
const at = (time: string) => zonedInstant(day, time, 'Europe/Berlin').toISOString();

async function taskOnCourt(ctx: AccessContext, court: number): Promise<void> {
  const courts = await ctx.app.inject({ method: 'GET', url: '/api/v1/resources', headers: ctx.sessions.admin.headers });
  const resourceId = courts.json<{ rows: { id: string }[] }>().rows[court]!.id;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/tasks',
    headers: ctx.sessions.staffX.headers,
    payload: { title: 'Access card', resourceId },
  });
  if (res.statusCode !== 201) throw new Error(`fixture task: ${res.statusCode} ${res.body}`);
  const board = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/tasks/board',
    headers: ctx.sessions.staffX.headers,
  });
  const columns = board.json<{ columns: { id: string; kind: string }[] }>().columns;
  Object.assign(ctx.fixtures, {
    taskId: res.json<{ id: string }>().id,
    taskColumnId: columns[1]!.id,
    taskResourceId: resourceId,
  });
}

let blockHour = 10;

const taskOfX = (ctx: AccessContext) => taskOnCourt(ctx, 0);

async function blockedTaskOfX(ctx: AccessContext): Promise<void> {
  await taskOnCourt(ctx, 1);
  const hour = blockHour++;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/tasks/${ctx.fixtures.taskId}/block`,
    headers: ctx.sessions.admin.headers,
    payload: { start: at(`${hour}:00`), end: at(`${hour + 1}:00`) },
  });
  if (res.statusCode !== 200) throw new Error(`fixture block: ${res.statusCode} ${res.body}`);
}

async function emptyColumnOfX(ctx: AccessContext): Promise<void> {
  if (ctx.fixtures.spareColumnId) return;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/tasks/columns',
    headers: ctx.sessions.staffX.headers,
    payload: { name: 'Spare' },
  });
  if (res.statusCode !== 201) throw new Error(`fixture column: ${res.statusCode} ${res.body}`);
  ctx.fixtures.spareColumnId = res.json<{ id: string }>().id;
}

async function recurrenceOfX(ctx: AccessContext): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/tasks/recurrences',
    headers: ctx.sessions.staffX.headers,
    payload: { title: 'Water the plants', localTime: '23:30', daysAhead: 0 },
  });
  if (res.statusCode !== 201) throw new Error(`fixture recurrence: ${res.statusCode} ${res.body}`);
  ctx.fixtures.recurrenceId = res.json<{ recurrence: { id: string } }>().recurrence.id;
}

/** Staff of either organization on their own board. */
const staffOwn = (ok: number) => ({
  anonymous: 401,
  customerA: 403,
  customerB: 403,
  staffX: ok,
  staffY: ok,
  admin: ok,
});
/** A record of organization X: staff of Y do not find it. */
const staffOfX = (ok: number) => ({
  anonymous: 401,
  customerA: 403,
  customerB: 403,
  staffX: ok,
  staffY: 404,
  admin: ok,
});

export const accessRows: AccessRow[] = [
  { name: '/tasks/board', method: 'GET', url: '/api/v1/tasks/board', expect: staffOwn(200) },
  { name: '/tasks/summary', method: 'GET', url: '/api/v1/tasks/summary', expect: staffOwn(200) },
  {
    name: '/tasks create',
    method: 'POST',
    url: '/api/v1/tasks',
    payload: { title: 'Matrix card' },
    expect: staffOwn(201),
  },
  {
    name: '/tasks create with a court block',
    method: 'POST',
    url: '/api/v1/tasks',
    setup: taskOfX,
    payload: (ctx, actor) => ({
      title: 'Matrix block',
      resourceId: ctx.fixtures.taskResourceId,
      block: { start: at(actor === 'admin' ? '18:00' : '19:00'), end: at(actor === 'admin' ? '19:00' : '20:00') },
    }),
    // Staff lack dynamic_slot.write; staff of Y do not find X's court.
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: [403, 404], admin: 201 },
  },
  {
    name: '/tasks/:id of X',
    method: 'GET',
    setup: taskOfX,
    url: (c) => `/api/v1/tasks/${c.fixtures.taskId}`,
    expect: staffOfX(200),
  },
  {
    name: '/tasks/:id of X change',
    method: 'PATCH',
    setup: taskOfX,
    url: (c) => `/api/v1/tasks/${c.fixtures.taskId}`,
    payload: { title: 'Changed', priority: 'high' },
    expect: staffOfX(200),
  },
  {
    name: '/tasks/:id/move of X',
    method: 'POST',
    setup: taskOfX,
    url: (c) => `/api/v1/tasks/${c.fixtures.taskId}/move`,
    payload: (c) => ({ columnId: c.fixtures.taskColumnId, position: 0 }),
    expect: staffOfX(200),
  },
  {
    name: '/tasks/:id of X delete',
    method: 'DELETE',
    setup: taskOfX,
    url: (c) => `/api/v1/tasks/${c.fixtures.taskId}`,
    expect: staffOfX(204),
  },
  {
    name: '/tasks/:id/comments of X',
    method: 'POST',
    setup: taskOfX,
    url: (c) => `/api/v1/tasks/${c.fixtures.taskId}/comments`,
    payload: { body: 'Done by noon' },
    expect: staffOfX(201),
  },
  {
    name: '/tasks/:id/block of X',
    method: 'POST',
    setup: taskOfX,
    url: (c) => `/api/v1/tasks/${c.fixtures.taskId}/block`,
    payload: (_c, actor) => ({
      start: at(actor === 'admin' ? '16:00' : '17:00'),
      end: at(actor === 'admin' ? '17:00' : '18:00'),
    }),
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 404, admin: 200 },
  },
  {
    name: '/tasks/:id/block of X lift',
    method: 'DELETE',
    setup: blockedTaskOfX,
    url: (c) => `/api/v1/tasks/${c.fixtures.taskId}/block`,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
  {
    name: '/tasks/columns create',
    method: 'POST',
    url: '/api/v1/tasks/columns',
    payload: { name: 'Waiting' },
    expect: staffOwn(201),
  },
  {
    name: '/tasks/columns/:id of X rename',
    method: 'PATCH',
    setup: emptyColumnOfX,
    url: (c) => `/api/v1/tasks/columns/${c.fixtures.spareColumnId}`,
    payload: { name: 'Later' },
    expect: staffOfX(200),
  },
  {
    name: '/tasks/columns/:id of X delete',
    method: 'DELETE',
    setup: async (ctx) => {
      delete ctx.fixtures.spareColumnId;
      await emptyColumnOfX(ctx);
    },
    url: (c) => `/api/v1/tasks/columns/${c.fixtures.spareColumnId}`,
    expect: staffOfX(200),
  },
  { name: '/tasks/recurrences', method: 'GET', url: '/api/v1/tasks/recurrences', expect: staffOwn(200) },
  {
    name: '/tasks/recurrences create',
    method: 'POST',
    url: '/api/v1/tasks/recurrences',
    payload: { title: 'Sweep the terrace', localTime: '23:00', daysAhead: 0 },
    expect: staffOwn(201),
  },
  {
    name: '/tasks/recurrences/:id of X stop',
    method: 'DELETE',
    setup: recurrenceOfX,
    url: (c) => `/api/v1/tasks/recurrences/${c.fixtures.recurrenceId}`,
    expect: staffOfX(204),
  },
];
