// Events of the venue (docs/product.md#come-together): public pages /events and /events/{slug}; tickets, when sold,
// are places in a come-together session, so they share its capacity and live availability.
import { dayBounds } from '@courtside/core/slots/time';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { eventRepository } from './event.repository';
import type { EventRow, NewEvent } from './event.repository';
import { dynamicSlotDtos, dynamicSlotRepository } from '../dynamic-slot';

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
      tickets:
        s && s.status === 'active'
          ? {
              capacity: s.capacity ?? 0,
              placesLeft: s.placesLeft ?? 0,
              priceCents: s.priceCents ?? 0,
              resourceId: s.resourceId,
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

export async function saveEvent(
  db: DbOrTx,
  organizationId: string,
  input: Partial<NewEvent>,
  id?: string,
): Promise<EventRow> {
  if (input.startsAt && input.endsAt && !(input.endsAt > input.startsAt))
    throw new AppError('VALIDATION_FAILED', 'The end must be after the start');
  if (input.sessionId && !(await eventRepository.sessionInOrganization(db, organizationId, input.sessionId))) {
    throw new AppError('NOT_FOUND', 'Come-together session not found');
  }
  if (!id) return eventRepository.insert(db, { ...(input as NewEvent), organizationId });
  const existing = await eventRepository.findById(db, organizationId, id);
  if (!existing) throw new AppError('NOT_FOUND', 'Event not found');
  const startsAt = input.startsAt ?? existing.startsAt;
  const endsAt = input.endsAt ?? existing.endsAt;
  if (!(endsAt > startsAt)) throw new AppError('VALIDATION_FAILED', 'The end must be after the start');
  return eventRepository.update(db, id, input);
}
