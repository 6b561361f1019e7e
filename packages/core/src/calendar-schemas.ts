// Contract of the staff calendar endpoint (docs/product.md#dashboard): bookings, sessions and blocks
// of some local days per court, with the opening hours for the grid's rows. Instants are ISO strings
// (UTC), dates YYYY-MM-DD in the venue's timezone.
import { z } from 'zod';
import { bookingTypes } from './enums';
import { localDateSchema } from './booking-schemas';

const instant = z.iso.datetime({ offset: true });
const uuid = z.uuid();

export const calendarQuerySchema = z.object({
  from: localDateSchema,
  days: z.coerce.number().int().min(1).max(14).default(1),
  resourceId: uuid.optional(),
});

export const calendarEntrySchema = z.object({
  id: uuid,
  kind: z.enum(['booking', 'session', 'block']),
  resourceId: uuid,
  start: instant,
  end: instant,
  type: z.enum(bookingTypes).nullable(),
  status: z.string(),
  title: z.string().nullable(),
  customerName: z.string().nullable(),
  subscriptionId: uuid.nullable(),
  places: z.number().int(),
  capacity: z.number().int().nullable(),
  checkedIn: z.boolean(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const calendarSchema = z.object({
  from: z.string(),
  days: z.number().int(),
  timeZone: z.string(),
  /** Opening hours per local date: earliest open and latest close (HH:MM), for the grid's rows. */
  hours: z.array(z.object({ date: z.string(), open: z.string().nullable(), close: z.string().nullable() })),
  resources: z.array(z.object({ id: uuid, name: z.string(), spaceType: z.string(), sortOrder: z.number().int() })),
  entries: z.array(calendarEntrySchema),
});
export type Calendar = z.infer<typeof calendarSchema>;
