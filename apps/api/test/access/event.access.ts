// Access rows for events as content (test/access-matrix.ts): history, revert and duplicate are
// for content staff (content.write: managers and admins) of the event's organization; another
// organization's event is out of reach.
import { zonedInstant } from '@courtside/core/slots/time';
import type { AccessContext, AccessRow } from '../auth';
import { auditRepository } from '../../src/modules/audit';
import { saveEvent } from '../../src/modules/event/event.service';
import { quietDay } from '../booking-fixtures';

const tz = 'Europe/Berlin';
const contentStaff = { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403 } as const;

/** A draft event of organization X and the id of its first history entry. */
async function eventFixture(ctx: AccessContext): Promise<void> {
  const slug = `zugriff-${crypto.randomUUID().slice(0, 8)}`;
  const row = await saveEvent(
    ctx.app.db,
    ctx.orgs.x,
    {
      slug,
      title: { de: 'Zugriff', en: 'Access' },
      description: { de: '', en: '' },
      startsAt: zonedInstant(quietDay(16), '18:00', tz),
      endsAt: zonedInstant(quietDay(16), '20:00', tz),
      status: 'draft',
    },
    undefined,
    ctx.sessions.admin.userId,
  );
  ctx.fixtures.eventId = row.id;
  const [entry] = (
    await auditRepository.list(ctx.app.db, {
      organizationId: ctx.orgs.x,
      entity: 'event',
      entityId: row.id,
      limit: 1,
      offset: 0,
    })
  ).rows;
  ctx.fixtures.eventHistoryId = entry!.id;
}

export const accessRows: AccessRow[] = [
  {
    name: '/events/manage/{id}/history of organization X',
    method: 'GET',
    url: (ctx) => `/api/v1/events/manage/${ctx.fixtures.eventId}/history`,
    setup: eventFixture,
    expect: { ...contentStaff, admin: 200 },
  },
  {
    name: '/events/manage/{id}/revert of organization X',
    method: 'POST',
    url: (ctx) => `/api/v1/events/manage/${ctx.fixtures.eventId}/revert`,
    payload: (ctx) => ({ historyId: ctx.fixtures.eventHistoryId }),
    setup: eventFixture,
    expect: { ...contentStaff, admin: 200 },
  },
  {
    name: '/events/manage/{id}/duplicate of organization X',
    method: 'POST',
    url: (ctx) => `/api/v1/events/manage/${ctx.fixtures.eventId}/duplicate`,
    payload: () => ({ start: zonedInstant(quietDay(17), '18:00', tz).toISOString() }),
    setup: eventFixture,
    expect: { ...contentStaff, admin: 201 },
  },
];
