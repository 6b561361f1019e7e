// GET /api/v1/events?date= (docs/product.md#api; without a date: events that have not ended) and
// GET /api/v1/events/:slug.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface EventDto {
  id: string;
  slug: string;
  title: { de: string; en: string };
  description: { de: string; en: string };
  start: string;
  end: string;
  locationId: string | null;
  image: string | null;
  sessionId: string | null;
  published: boolean;
  tickets: {
    capacity: number;
    placesLeft: number;
    priceCents: number;
    availability?: 'caution' | 'full';
    resourceId: string;
  } | null;
}

export const eventsQuery = (date: string | undefined) =>
  queryOptions({
    queryKey: ['events', 'list', date ?? 'upcoming'],
    queryFn: ({ signal }) =>
      api.get<{ rows: EventDto[]; count: number }>('/events', { query: { date, limit: 100 }, signal }),
    staleTime: 60_000,
  });

export const eventQuery = (slug: string) =>
  queryOptions({
    queryKey: ['events', 'detail', slug],
    queryFn: ({ signal }) => api.get<EventDto>(`/events/${encodeURIComponent(slug)}`, { signal }),
    staleTime: 30_000,
  });

export function useEvents(date: string | undefined) {
  return useQuery(eventsQuery(date));
}

export function useEvent(slug: string) {
  return useQuery(eventQuery(slug));
}

/** The event's text in the current language; German and English are stored, others read English. */
export function localized(text: { de: string; en: string }, language: string): string {
  return language.startsWith('de') ? text.de || text.en : text.en || text.de;
}
