// The event editor's form state (docs/product/content.md#events) and its conversion from an event.
import { toLocalInput } from '../../../../lib/format-date';
import type { EventContentStatus, ManagedEvent } from '../api/events-admin';

export const EVENT_LANGUAGES = ['de', 'en'] as const;
export type Lang = (typeof EVENT_LANGUAGES)[number];
export type TicketMode = 'none' | 'free' | 'paid';

export interface EventForm {
  slug: string;
  slugEdited: boolean;
  title: Record<Lang, string>;
  teaser: Record<Lang, string>;
  description: Record<Lang, string>;
  start: string;
  end: string;
  locationId: string;
  image: string;
  coverMediaId: string | null;
  status: EventContentStatus;
  publishAt: string;
  mode: TicketMode;
  resourceId: string;
  capacity: string;
  priceCents: number | null;
}

export const emptyForm: EventForm = {
  slug: '',
  slugEdited: false,
  title: { de: '', en: '' },
  teaser: { de: '', en: '' },
  description: { de: '', en: '' },
  start: '',
  end: '',
  locationId: '',
  image: '',
  coverMediaId: null,
  status: 'draft',
  publishAt: '',
  mode: 'none',
  resourceId: '',
  capacity: '',
  priceCents: null,
};

export const toForm = (event: ManagedEvent, timeZone: string): EventForm => ({
  slug: event.slug,
  slugEdited: true,
  title: { ...event.title },
  teaser: { de: event.teaser.de ?? '', en: event.teaser.en ?? '' },
  description: { ...event.description },
  start: toLocalInput(event.start, timeZone),
  end: toLocalInput(event.end, timeZone),
  locationId: event.locationId ?? '',
  image: event.image ?? '',
  coverMediaId: event.coverMediaId,
  status: event.status,
  publishAt: event.publishAt ? toLocalInput(event.publishAt, timeZone) : '',
  mode: !event.tickets ? 'none' : event.tickets.priceCents > 0 ? 'paid' : 'free',
  resourceId: event.tickets?.resourceId ?? '',
  capacity: event.tickets ? String(event.tickets.capacity) : '',
  priceCents: event.tickets?.priceCents ?? null,
});
