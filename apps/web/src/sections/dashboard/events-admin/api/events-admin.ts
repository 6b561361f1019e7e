// The staff side of events (docs/product.md#events): POST /events with a status filter, GET/POST/PATCH/
// DELETE /events/manage. Tickets are places in the event's come-together session.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addDays, localParts, zonedInstant } from '@courtside/core/slots/time';
import { api } from '../../../../lib/api-client';
import type { EventDto } from '../../../events/api/get-events';

/** The staff list's filters: the event's status, or every event that has ended. */
export const EVENT_STATUSES = ['draft', 'scheduled', 'published', 'archived', 'past'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export type EventContentStatus = Exclude<EventStatus, 'past'>;

export type ManagedEvent = EventDto & {
  tickets: (NonNullable<EventDto['tickets']> & { sold?: number }) | null;
  status: EventContentStatus;
  publishAt: string | null;
  teaser: Partial<Record<'de' | 'en', string>>;
  coverMediaId: string | null;
};

export interface EventInput {
  slug: string;
  title: { de: string; en: string };
  description: { de: string; en: string };
  start: string;
  end: string;
  locationId?: string;
  image?: string;
  coverMediaId?: string | null;
  teaser?: { de?: string; en?: string };
  status: EventContentStatus;
  publishAt?: string | null;
  tickets: { resourceId: string; capacity: number; priceCents: number } | null;
}

export interface EventListFilter {
  status?: EventStatus;
  search?: string;
  page: number;
  pageSize: number;
}

export function useManagedEvents(filter: EventListFilter) {
  return useQuery({
    queryKey: ['events', 'manage', filter],
    queryFn: ({ signal }) =>
      api.post<{ rows: ManagedEvent[]; count: number }>(
        '/events',
        { status: filter.status, search: filter.search || undefined },
        { query: { limit: filter.pageSize, offset: filter.page * filter.pageSize }, signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useManagedEvent(id: string | undefined) {
  return useQuery({
    queryKey: ['events', 'manage', 'one', id],
    queryFn: ({ signal }) => api.get<ManagedEvent>(`/events/manage/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useSaveEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: string; body: Partial<EventInput> }) =>
      input.id
        ? api.patch<ManagedEvent>(`/events/manage/${input.id}`, input.body)
        : api.post<ManagedEvent>('/events/manage', input.body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['events'] }),
  });
}

export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/events/manage/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['events'] }),
  });
}

/** "Beach Cup 2027!" → "beach-cup-2027" (the API's slug rule: lower-case words joined by dashes). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** The copy of an event `days` later: same texts and tickets, a new slug, a draft (docs/product.md#events). */
export function duplicateOf(event: ManagedEvent, days: number, slug: string, timeZone: string): EventInput {
  // Moved on the venue's calendar, not by 24-hour blocks: 18:00 stays 18:00 across a DST change.
  const shift = (iso: string) => {
    const { date, time } = localParts(new Date(iso), timeZone);
    return zonedInstant(addDays(date, days), time, timeZone).toISOString();
  };
  return {
    slug,
    title: event.title,
    description: event.description,
    start: shift(event.start),
    end: shift(event.end),
    ...(event.locationId ? { locationId: event.locationId } : {}),
    ...(event.image ? { image: event.image } : {}),
    status: 'draft',
    tickets: event.tickets
      ? {
          resourceId: event.tickets.resourceId,
          capacity: event.tickets.capacity,
          priceCents: event.tickets.priceCents,
        }
      : null,
  };
}

/** POST /events/manage/:id/duplicate — a draft copy at a new start, tickets alike, audited as such. */
export function useDuplicateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; start: string; slug: string }) =>
      api.post<ManagedEvent>(`/events/manage/${input.id}/duplicate`, { start: input.start, slug: input.slug }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['events'] }),
  });
}
