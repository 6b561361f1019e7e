// Request and answer schemas of the booking engine's endpoints (docs/ARCHITECTURE.md#conventions): used by
// the API's routes, the web app's forms and the OpenAPI document.
import { z } from 'zod';
import { bookingStatuses, bookingTypes, slotAvailabilities, slotStates, spaceTypeFilters, spaceTypes } from './enums';
import { cancellationReasons } from './cancellation';
import { refundKinds } from './slots/cancellation';
import { isLocalDate, isLocalTime } from './slots/time';

export const localDateSchema = z.string().refine(isLocalDate, 'must be a date YYYY-MM-DD');
export const localTimeSchema = z.string().refine(isLocalTime, 'must be a time HH:MM');
/** An instant with its offset, e.g. 2026-11-23T18:00:00.000Z or 2026-11-23T19:00:00+01:00. */
export const instantSchema = z.iso.datetime({ offset: true });
export const uuidSchema = z.uuid();

export const slotViewSchema = z.object({
  start: z.string(),
  end: z.string(),
  state: z.enum(slotStates),
  availability: z.enum(slotAvailabilities).optional(),
  placesLeft: z.number().int().optional(),
  capacity: z.number().int().optional(),
  /** Integer cents: the slot price, or the price of one place in a come-together session. */
  price: z.number().int(),
  bookable: z.boolean(),
  blocked: z.boolean().optional(),
  sessionId: z.string().optional(),
  title: z.string().optional(),
});
export type SlotViewDto = z.infer<typeof slotViewSchema>;

export const availabilityQuerySchema = z.object({
  date: localDateSchema,
  locationId: uuidSchema.optional(),
  category: z.string().min(1).max(60).optional(),
  spaceType: z.enum(spaceTypeFilters).default('all'),
  tenantId: z.string().optional(),
});

export const availabilityRowSchema = z.object({
  resourceId: z.string(),
  name: z.string(),
  category: z.string(),
  spaceType: z.enum(spaceTypes),
  locationId: z.string(),
  slots: z.array(slotViewSchema),
  /** The court's location is closed on the date (docs/product.md#closed-days): no slots, this reason. */
  closed: z.object({ id: z.string(), label: z.record(z.string(), z.string()) }).optional(),
});
export const availabilityAnswerSchema = z.object({
  date: z.string(),
  timezone: z.string(),
  rows: z.array(availabilityRowSchema),
  count: z.number().int(),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;

/** docs/product.md#public-site POST /resources/filterresources: date plus local times or instants. */
export const filterResourcesBodySchema = z.object({
  date: localDateSchema,
  start: z.union([localTimeSchema, instantSchema]),
  end: z.union([localTimeSchema, instantSchema]),
  locationId: uuidSchema.optional(),
  category: z.string().optional(),
  spaceType: z.enum(spaceTypeFilters).default('all'),
  type: z.enum(bookingTypes).default('normal'),
});

export const resourceSchema = z.object({
  id: z.string(),
  locationId: z.string(),
  name: z.string(),
  category: z.string(),
  spaceType: z.enum(spaceTypes),
  capacity: z.number().int(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  sortOrder: z.number().int(),
});

export const holdBodySchema = z.object({
  resourceId: uuidSchema,
  start: instantSchema,
  end: instantSchema,
  type: z.enum(bookingTypes).default('normal'),
  places: z.number().int().min(1).max(50).optional(),
  sessionId: uuidSchema.optional(),
  guestContact: z
    .object({ name: z.string().max(200).optional(), email: z.email().optional(), phone: z.string().max(50).optional() })
    .optional(),
});

export const quoteBodySchema = holdBodySchema.pick({
  resourceId: true,
  start: true,
  end: true,
  type: true,
  places: true,
});
export const quoteAnswerSchema = z.object({
  priceCents: z.number().int(),
  unitPriceCents: z.number().int(),
  places: z.number().int(),
  sessionId: z.string().optional(),
});

export const bookingDtoSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  resourceId: z.string(),
  start: z.string(),
  end: z.string(),
  type: z.enum(bookingTypes),
  status: z.enum(bookingStatuses),
  places: z.number().int(),
  priceCents: z.number().int(),
  userId: z.string().nullable(),
  guestContact: z
    .object({ name: z.string().optional(), email: z.string().optional(), phone: z.string().optional() })
    .nullable(),
  orderId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  sessionId: z.string().nullable(),
  expiresAt: z.string().nullable(),
  extensions: z.number().int(),
  createdBy: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  noShow: z.boolean(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  /** GET /bookings only: whether the caller may cancel it now (docs/product.md#cancellation). */
  cancellable: z.boolean().optional(),
  /** GET /bookings only: the last moment a customer may cancel it online (null: no deadline applies). */
  cancelDeadline: z.string().nullable().optional(),
});
export type BookingDto = z.infer<typeof bookingDtoSchema>;

export const bookingListQuerySchema = z.object({
  status: z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.enum(bookingStatuses)))
    .optional(),
  type: z.enum(bookingTypes).optional(),
  resourceId: uuidSchema.optional(),
  subscriptionId: uuidSchema.optional(),
  sessionId: uuidSchema.optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  /** Staff only: a customer's bookings. */
  userId: uuidSchema.optional(),
  mine: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const cancelBodySchema = z.object({
  reason: z.string().max(500).optional(),
  /** Staff only: override the policy's refund. */
  refund: z.enum(refundKinds).optional(),
});

export const bookingEventDtoSchema = z.object({
  id: z.string(),
  action: z.string(),
  fromStatus: z.enum(bookingStatuses).nullable(),
  toStatus: z.enum(bookingStatuses),
  actorUserId: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});

/** docs/product.md#abo subscription detail, plus the weekly slot it repeats. */
export const preferredSlotSchema = z.object({
  resourceId: uuidSchema,
  /** The first date's start (its weekday and local time repeat weekly) … */
  start: instantSchema.optional(),
  end: instantSchema.optional(),
  /** … or the weekly slot spelled out. */
  weekday: z.number().int().min(1).max(7).optional(),
  startTime: localTimeSchema.optional(),
  minutes: z.number().int().min(15).max(600).optional(),
  subStartDate: localDateSchema.optional(),
  subEndDate: localDateSchema.optional(),
});
export type PreferredSlot = z.infer<typeof preferredSlotSchema>;

export const preferredSlotsBodySchema = z.union([
  z.array(preferredSlotSchema).min(1).max(10),
  z.object({ preferredSlots: z.array(preferredSlotSchema).min(1).max(10) }).transform((v) => v.preferredSlots),
  preferredSlotSchema.transform((v) => [v]),
]);

export const subscriptionDateSchema = z.object({
  resourceId: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  state: z.enum(['free', 'conflict', 'past', 'closed']),
  reason: z.string().optional(),
  /** state 'closed': the closed day's label per language (docs/product.md#closed-days). */
  closedLabel: z.record(z.string(), z.string()).optional(),
  priceCents: z.number().int(),
});

export const subscriptionAddBodySchema = z.union([
  z.array(preferredSlotSchema).min(1).max(10),
  z.object({ subScriptionDetail: z.array(preferredSlotSchema).min(1).max(10) }).transform((v) => v.subScriptionDetail),
]);

export const subscriptionDtoSchema = z.object({
  id: z.string(),
  resourceId: z.string(),
  userId: z.string().nullable(),
  weekday: z.number().int(),
  startTime: z.string(),
  minutes: z.number().int(),
  subStartDate: z.string(),
  subEndDate: z.string(),
  status: z.string(),
  priceCents: z.number().int(),
  skippedDates: z.array(z.object({ date: z.string(), reason: z.string() })),
  orderId: z.string().nullable(),
  bookingIds: z.array(z.string()),
  expiresAt: z.string().nullable(),
});

export const slotsInfoRowSchema = z.object({
  resourceId: z.string(),
  name: z.string(),
  category: z.string(),
  spaceType: z.enum(spaceTypes),
  locationId: z.string(),
  season: z
    .object({ id: z.string(), name: z.string(), kind: z.string(), startsOn: z.string(), endsOn: z.string() })
    .nullable(),
  openingHours: z.record(z.string(), z.array(z.object({ open: z.string(), close: z.string() }))),
  slotMinutes: z.number().int().nullable(),
  bookingTypes: z.array(z.enum(bookingTypes)),
  leadDays: z.number().int().nullable(),
  minNoticeMinutes: z.number().int().nullable(),
  defaultPriceCents: z.number().int().nullable(),
  priceBands: z.array(
    z.object({
      label: z.string(),
      weekdays: z.array(z.number().int()),
      from: z.string(),
      to: z.string(),
      priceCents: z.number().int(),
    }),
  ),
});

/** GET /bookings/:id/cancellation-quote: what cancelling would give back, before cancelling (cents). */
export const cancellationQuoteAnswerSchema = z.object({
  bookingId: z.string().uuid(),
  cancellable: z.boolean(),
  outcome: z.enum(refundKinds),
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  reason: z.enum(cancellationReasons),
  refundUntil: z.string().nullable(),
  creditUntil: z.string().nullable(),
});
export type CancellationQuoteAnswer = z.infer<typeof cancellationQuoteAnswerSchema>;
