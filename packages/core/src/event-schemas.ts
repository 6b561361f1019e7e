// Request and answer schemas of the events endpoints (events with optional come-together tickets).
import { z } from 'zod';
import { linkUrlSchema } from './url-schemas';
import { instantSchema, localDateSchema, uuidSchema } from './booking-schemas';
import { slotAvailabilities } from './enums';

export const eventStatuses = ['draft', 'scheduled', 'published', 'archived'] as const;
export type EventStatus = (typeof eventStatuses)[number];

const localizedSchema = z.object({ de: z.string().min(1).max(300), en: z.string().min(1).max(300) });
const localizedLongSchema = z.object({ de: z.string().max(10_000), en: z.string().max(10_000) });

export const eventDtoSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.object({ de: z.string(), en: z.string() }),
  description: z.object({ de: z.string(), en: z.string() }),
  start: z.string(),
  end: z.string(),
  locationId: z.string().nullable(),
  image: z.string().nullable(),
  sessionId: z.string().nullable(),
  published: z.boolean(),
  /** docs/product/content.md#events: draft, scheduled (public at publishAt), published, archived. */
  status: z.enum(eventStatuses),
  publishAt: z.string().nullable(),
  teaser: z.record(z.string(), z.string()),
  coverMediaId: z.string().nullable(),
  tickets: z
    .object({
      capacity: z.number().int(),
      placesLeft: z.number().int(),
      priceCents: z.number().int(),
      availability: z.enum(slotAvailabilities).optional(),
      resourceId: z.string(),
      /** Places taken by paid, pending or held bookings. */
      sold: z.number().int().optional(),
    })
    .nullable(),
});

export const eventListQuerySchema = z.object({
  date: localDateSchema.optional(),
  tenantId: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export const eventFilterBodySchema = z
  .object({
    from: localDateSchema.optional(),
    to: localDateSchema.optional(),
    search: z.string().max(100).optional(),
    locationId: uuidSchema.optional(),
    /** Staff list (docs/product.md#events): drafts, published upcoming ones, or events that have ended. */
    status: z.enum([...eventStatuses, 'past']).optional(),
  })
  .default({});

/** Tickets of an event: places in a come-together session on a court; price 0 is a free registration. */
export const eventTicketsSchema = z.object({
  resourceId: uuidSchema,
  capacity: z.number().int().min(1, 'at least one place').max(1000),
  priceCents: z.number().int().min(0).max(1_000_000),
});

export const eventBodySchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by dashes')
    .max(120),
  title: localizedSchema,
  description: localizedLongSchema,
  start: instantSchema,
  end: instantSchema,
  locationId: uuidSchema.optional(),
  image: linkUrlSchema({ max: 500 }).optional(),
  sessionId: uuidSchema.nullable().optional(),
  /** Older clients: true = status published, false = draft (status wins when both are given). */
  published: z.boolean().optional(),
  status: z.enum(eventStatuses).optional(),
  /** When a scheduled event goes public (required with status scheduled, in the future). */
  publishAt: instantSchema.nullable().optional(),
  teaser: z.object({ de: z.string().max(300).optional(), en: z.string().max(300).optional() }).optional(),
  /** The cover image from the media library (its URL becomes the event's image). */
  coverMediaId: uuidSchema.nullable().optional(),
  /** Creates or changes the event's come-together session; null removes it (only while none are sold). */
  tickets: eventTicketsSchema.nullable().optional(),
});
export const eventPatchSchema = eventBodySchema.partial();

/** Duplicate an event ("the same tournament next month"): a draft at the new start, tickets alike. */
export const eventDuplicateSchema = z.object({
  start: instantSchema,
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by dashes')
    .max(120)
    .optional(),
});
