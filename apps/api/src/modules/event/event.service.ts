// Events of the venue (docs/product.md#events, #come-together): public pages /events and /events/{slug}; tickets, when sold,
// are places in a come-together session, so they share its capacity and live availability.
import { dayBounds } from '@courtside/core/slots/time';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { eventRepository } from './event.repository';
import type { EventRow, NewEvent } from './event.repository';
import { createDynamicSlot, dynamicSlotDtos, dynamicSlotRepository, updateDynamicSlot } from '../dynamic-slot';
import { cancelDynamicSlot } from '../booking';
import { pgCodes, pgErrorCode } from '../../lib/pg-errors';
import { coverImage, recordEventChange, statusFields, trackEventMedia, venueLocale } from './event-content';
import type { EventActor, eventSnapshot } from './event-content';
import { setMediaUsages } from '../media';

export async function eventDtos(db: DbOrTx, rows: EventRow[]) {
  const sessionIds = rows.map((r) => r.sessionId).filter((id): id is string => Boolean(id));
  const dtos = await dynamicSlotDtos(db, await dynamicSlotRepository.findByIds(db, sessionIds));
  const sessions = new Map(dtos.map((d) => [d.id, d]));
  return rows.map((e) => {
    const s = e.sessionId ? sessions.get(e.sessionId) : undefined;
    return {
      id: e.id,
      slug: e.slug,
      title: e.title,
      description: e.description,
      start: e.startsAt.toISOString(),
      end: e.endsAt.toISOString(),
      locationId: e.locationId,
      image: e.image,
      sessionId: e.sessionId,
      published: e.published,
      status: e.status,
      publishAt: e.publishAt?.toISOString() ?? null,
      teaser: e.teaser,
      coverMediaId: e.coverMediaId,
      tickets:
        s && s.status === 'active'
          ? {
              capacity: s.capacity ?? 0,
              placesLeft: s.placesLeft ?? 0,
              priceCents: s.priceCents ?? 0,
              resourceId: s.resourceId,
              sold: s.placesTaken ?? 0,
              ...(s.availability ? { availability: s.availability } : {}),
            }
          : null,
    };
  });
}

/** The instants of a local date in the organization's zone, for "events on this date". */
export function dateWindow(date: string, timeZone: string): { from: Date; to: Date } {
  const { start, end } = dayBounds(date, timeZone);
  return { from: start, to: end };
}

export interface TicketsInput {
  resourceId: string;
  capacity: number;
  priceCents: number;
}

/** Places taken in the event's session (paid, pending or held), 0 without a session. */
async function ticketsSold(db: DbOrTx, sessionId: string | null | undefined): Promise<number> {
  if (!sessionId) return 0;
  return (await dynamicSlotRepository.placesTaken(db, [sessionId], new Date())).get(sessionId) ?? 0;
}

function soldConflict(sold: number, what: string): AppError {
  return new AppError('CONFLICT', `${sold} ticket(s) are already sold: ${what}`, { sold });
}

/** Ends the event's session when no ticket is sold (docs/product.md#events); refuses otherwise. */
async function releaseSession(db: DbOrTx, sessionId: string, userId: string, what: string): Promise<void> {
  // The session row is locked first: a checkout booking a place waits, so the count stays true.
  const slot = await dynamicSlotRepository.lock(db, sessionId);
  const sold = await ticketsSold(db, sessionId);
  if (sold > 0) throw soldConflict(sold, what);
  if (slot?.status === 'active') await cancelDynamicSlot(db, sessionId, { byUserId: userId, reason: 'event' });
}

function slugTaken(error: unknown): never {
  if (pgErrorCode(error) === pgCodes.uniqueViolation)
    throw new AppError('ALREADY_EXISTS', 'Another event already uses this address (slug)', { field: 'slug' });
  throw error;
}

/**
 * Creates or changes an event; `tickets` makes, changes or (null) ends its come-together session on a
 * court over the event's time (docs/product.md#events). The session is the capacity guard: tickets are
 * its places, booked through the ordinary come-together checkout.
 */
export async function saveEvent(
  db: DbOrTx,
  organizationId: string,
  input: Partial<NewEvent> & { tickets?: TicketsInput | null },
  id: string | undefined,
  userId: string,
  { ip = null, action }: { ip?: string | null; action?: string } = {},
): Promise<EventRow> {
  const { tickets, ...fields } = input;
  const actor: EventActor = { organizationId, actorUserId: userId, ip };
  if (fields.startsAt && fields.endsAt && !(fields.endsAt > fields.startsAt))
    throw new AppError('VALIDATION_FAILED', 'The end must be after the start');
  if (tickets && fields.sessionId)
    throw new AppError('VALIDATION_FAILED', 'Give either tickets or an existing sessionId, not both');
  if (fields.sessionId && !(await eventRepository.sessionInOrganization(db, organizationId, fields.sessionId))) {
    throw new AppError('NOT_FOUND', 'Come-together session not found');
  }
  if (tickets && !(await dynamicSlotRepository.resourceOf(db, organizationId, tickets.resourceId)))
    throw new AppError('NOT_FOUND', 'Court not found');
  return db.transaction(async (tx) => {
    const existing = id ? await eventRepository.findById(tx, organizationId, id) : undefined;
    if (id && !existing) throw new AppError('NOT_FOUND', 'Event not found');
    const startsAt = fields.startsAt ?? existing!.startsAt;
    const endsAt = fields.endsAt ?? existing!.endsAt;
    if (!(endsAt > startsAt)) throw new AppError('VALIDATION_FAILED', 'The end must be after the start');
    const title = fields.title ?? existing?.title;
    const patch: Partial<NewEvent> = { ...fields, ...statusFields(fields, existing, new Date()) };
    if (fields.coverMediaId) patch.image = await coverImage(tx, organizationId, fields.coverMediaId);
    else if (fields.coverMediaId === null && fields.image === undefined) patch.image = null;
    if (tickets !== undefined) {
      const current = existing?.sessionId
        ? (await dynamicSlotRepository.findByIds(tx, [existing.sessionId]))[0]
        : undefined;
      const live = current?.status === 'active' ? current : undefined;
      const keeps =
        tickets &&
        live &&
        live.resourceId === tickets.resourceId &&
        live.startsAt.getTime() === startsAt.getTime() &&
        live.endsAt.getTime() === endsAt.getTime();
      if (keeps) {
        await updateDynamicSlot(tx, organizationId, live.id, {
          capacity: tickets.capacity,
          priceCents: tickets.priceCents,
        });
      } else {
        if (live) await releaseSession(tx, live.id, userId, 'the tickets cannot move or be removed');
        patch.sessionId = null;
        if (tickets) {
          const slot = await createDynamicSlot(tx, {
            organizationId,
            resourceId: tickets.resourceId,
            kind: 'come_together',
            start: startsAt,
            end: endsAt,
            title: title?.de ?? title?.en,
            capacity: tickets.capacity,
            priceCents: tickets.priceCents,
            createdBy: userId,
          });
          patch.sessionId = slot.id;
        }
      }
    } else if (existing?.sessionId && (fields.startsAt || fields.endsAt)) {
      const [slot] = await dynamicSlotRepository.findByIds(tx, [existing.sessionId]);
      if (
        slot?.status === 'active' &&
        (slot.startsAt.getTime() !== startsAt.getTime() || slot.endsAt.getTime() !== endsAt.getTime())
      )
        throw new AppError('VALIDATION_FAILED', 'Send the tickets again to move them with the new time');
    }
    const row = existing
      ? await eventRepository.update(tx, existing.id, patch).catch(slugTaken)
      : await eventRepository.insert(tx, { ...(patch as NewEvent), organizationId }).catch(slugTaken);
    await trackEventMedia(tx, row, await venueLocale(tx, organizationId));
    await recordEventChange(tx, actor, existing, row, action ?? (existing ? 'event.updated' : 'event.created'));
    return row;
  });
}

/** Deletes an event and its session; refused (409) once a ticket is sold (docs/product.md#events). */
export async function deleteEvent(
  db: DbOrTx,
  organizationId: string,
  id: string,
  userId: string,
  ip: string | null = null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await eventRepository.findById(tx, organizationId, id);
    if (!row) throw new AppError('NOT_FOUND', 'Event not found');
    if (row.sessionId) await releaseSession(tx, row.sessionId, userId, 'the event cannot be deleted');
    await setMediaUsages(tx, { organizationId, entity: 'event', entityId: row.id, label: '', mediaIds: [] });
    await eventRepository.remove(tx, row.id);
    await recordEventChange(tx, { organizationId, actorUserId: userId, ip }, row, row, 'event.deleted');
  });
}

/**
 * Copies an event to a new start ("the same tournament next month", docs/product/content.md#events):
 * the texts, place and cover, the same length, a draft at a free address, and its tickets — a new
 * come-together session with the same court, capacity and price — when it sells them.
 */
export async function duplicateEvent(
  db: DbOrTx,
  organizationId: string,
  id: string,
  userId: string,
  options: { start: Date; slug?: string; ip?: string | null },
): Promise<EventRow> {
  const source = await eventRepository.findById(db, organizationId, id);
  if (!source) throw new AppError('NOT_FOUND', 'Event not found');
  const length = source.endsAt.getTime() - source.startsAt.getTime();
  const [session] = source.sessionId ? await dynamicSlotRepository.findByIds(db, [source.sessionId]) : [];
  const slug = options.slug ?? (await freeSlug(db, organizationId, `${source.slug}-${localStamp(options.start)}`));
  return saveEvent(
    db,
    organizationId,
    {
      slug,
      title: source.title,
      teaser: source.teaser,
      description: source.description,
      locationId: source.locationId,
      coverMediaId: source.coverMediaId,
      image: source.coverMediaId ? undefined : source.image,
      startsAt: options.start,
      endsAt: new Date(options.start.getTime() + length),
      status: 'draft',
      ...(session?.status === 'active'
        ? {
            tickets: {
              resourceId: session.resourceId,
              capacity: session.capacity ?? 1,
              priceCents: session.priceCents ?? 0,
            },
          }
        : {}),
    },
    undefined,
    userId,
    { ip: options.ip, action: 'event.duplicated' },
  );
}

const localStamp = (at: Date) => at.toISOString().slice(0, 10);

async function freeSlug(db: DbOrTx, organizationId: string, base: string): Promise<string> {
  for (let n = 1; n < 50; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await eventRepository.findBySlug(db, organizationId, candidate))) return candidate;
  }
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

/** Puts an event back to the version an earlier history entry recorded (a new, audited change). */
export async function revertEvent(db: DbOrTx, actor: EventActor, id: string, snapshot: unknown): Promise<EventRow> {
  const s = snapshot as Partial<ReturnType<typeof eventSnapshot>> | undefined;
  if (!s || typeof s !== 'object' || !s.title || !s.start || !s.end || !s.slug)
    throw new AppError('VALIDATION_FAILED', 'That version cannot be restored');
  return saveEvent(
    db,
    actor.organizationId,
    {
      slug: s.slug,
      title: s.title,
      teaser: s.teaser ?? {},
      description: s.description ?? { de: '', en: '' },
      startsAt: new Date(s.start),
      endsAt: new Date(s.end),
      locationId: s.locationId ?? null,
      coverMediaId: s.coverMediaId ?? null,
      image: s.coverMediaId ? undefined : (s.image ?? null),
      status: s.status,
      publishAt: s.publishAt ? new Date(s.publishAt) : null,
    },
    id,
    actor.actorUserId ?? '',
    { ip: actor.ip, action: 'event.reverted' },
  );
}
