// Contracts of the staff dashboard endpoints: the day overview, the bookings list and detail,
// customers with their bookings and staff actions; the calendar and desk bookings in files of their
// own, re-exported. Amounts are integer cents, instants ISO strings (UTC), dates YYYY-MM-DD in the
// venue's timezone.
import { z } from 'zod';
import { bookingStatuses, bookingTypes } from './enums';
import { localDateSchema } from './booking-schemas';
import { refundKinds } from './slots/cancellation';

const cents = z.number().int();
const instant = z.iso.datetime({ offset: true });
const uuid = z.uuid();

// ── Lists (page, pageSize, sort, order, search + named filters; answers { rows, count }) ───────
const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
  order: z.enum(['asc', 'desc']).default('desc'),
  search: z.string().trim().max(100).optional(),
};

export const staffBookingSorts = [
  'start',
  'createdAt',
  'priceCents',
  'status',
  'type',
  'resourceName',
  'customerName',
  /** From today: upcoming bookings soonest first, then the past, latest first. */
  'today',
] as const;

const csv = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.enum(values)).min(1));

export const staffBookingListQuerySchema = z.object({
  ...page,
  sort: z.enum(staffBookingSorts).default('start'),
  status: csv(bookingStatuses).optional().describe('comma-separated statuses'),
  type: csv(bookingTypes).optional(),
  resourceId: uuid.optional(),
  userId: uuid.optional(),
  /** One person's bookings: their account's and the guest bookings made with this e-mail address. */
  email: z.string().trim().toLowerCase().email().max(254).optional(),
  /** Local dates (venue timezone), inclusive. */
  from: localDateSchema.optional(),
  to: localDateSchema.optional(),
  checkedIn: z.enum(['true', 'false']).optional(),
  /** Cart holds and holds that expired or were given back: left out unless asked for. */
  includeHolds: z.enum(['true', 'false']).optional(),
  after: z.string().trim().min(1).max(200).optional().describe('keyset paging: the previous nextCursor (not page)'),
});
export type StaffBookingListQuery = z.infer<typeof staffBookingListQuerySchema>;
export const staffBookingRowSchema = z.object({
  id: uuid,
  start: instant,
  end: instant,
  type: z.enum(bookingTypes),
  status: z.enum(bookingStatuses),
  places: z.number().int(),
  priceCents: cents,
  resourceId: uuid,
  resourceName: z.string(),
  userId: uuid.nullable(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  isGuest: z.boolean(),
  orderId: uuid.nullable(),
  orderStatus: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  subscriptionId: uuid.nullable(),
  sessionId: uuid.nullable(),
  expiresAt: instant.nullable(),
  checkedInAt: instant.nullable(),
  noShow: z.boolean(),
  createdBy: uuid.nullable(),
  createdAt: instant,
});
export type StaffBookingRow = z.infer<typeof staffBookingRowSchema>;

export const staffBookingListSchema = z.object({
  rows: z.array(staffBookingRowSchema),
  count: z.number().int(),
  isCountCapped: z.boolean().optional().describe('true: more rows match than count (the count stops at 10 000)'),
  nextCursor: z.string().optional().describe('a full page of a keyset sort: pass it as after for the next page'),
});

export const exportFormatSchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

// ── Detail ───────────────────────────────────────────────────────────────────────────────────
export const historyEntrySchema = z.object({
  id: z.string(),
  source: z.enum(['booking', 'audit']),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  actorUserId: uuid.nullable(),
  actorName: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: instant,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const staffBookingDetailSchema = z.object({
  booking: staffBookingRowSchema.extend({
    cancelledAt: instant.nullable(),
    cancelReason: z.string().nullable(),
    note: z.string().nullable(),
    sessionTitle: z.string().nullable(),
  }),
  customer: z
    .object({
      id: uuid.nullable(),
      name: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      isGuest: z.boolean(),
    })
    .nullable(),
  order: z
    .object({
      id: uuid,
      status: z.string(),
      provider: z.string(),
      paymentMethod: z.string().nullable(),
      totalCents: cents,
      amountDueCents: cents,
      createdAt: instant,
      completedAt: instant.nullable(),
      bookingCount: z.number().int(),
      split: z.boolean().describe('split between players: GET /orders/{id}/split answers its shares'),
    })
    .nullable(),
  payments: z.array(
    z.object({
      id: uuid,
      provider: z.string(),
      method: z.string(),
      amountCents: cents,
      refundedCents: cents,
      status: z.string(),
      createdAt: instant,
    }),
  ),
  invoices: z.array(
    z.object({
      id: uuid,
      number: z.string(),
      kind: z.string(),
      status: z.string(),
      totalCents: cents,
      issuedAt: instant,
    }),
  ),
  refunds: z.array(
    z.object({
      id: uuid,
      kind: z.string(),
      amountCents: cents,
      status: z.string(),
      reason: z.string(),
      bookingId: uuid.nullable(),
      createdAt: instant,
    }),
  ),
  /** What can still be refunded on this booking's order (succeeded payments minus refunds). */
  refundableCents: cents,
  history: z.array(historyEntrySchema),
});
export type StaffBookingDetail = z.infer<typeof staffBookingDetailSchema>;

// ── Staff actions ────────────────────────────────────────────────────────────────────────────
export const moveBookingBodySchema = z.object({
  resourceId: uuid.optional().describe('default: the same court'),
  start: instant,
  end: instant.optional().describe('default: start + the current length'),
  reason: z.string().trim().max(500).optional(),
});
export type MoveBookingBody = z.infer<typeof moveBookingBodySchema>;

export const staffCancelBodySchema = z.object({
  refund: z.enum(refundKinds).optional().describe('full: money back, credit: a voucher, none; default: the policy'),
  reason: z.string().trim().max(500).optional(),
});

export const staffRefundBodySchema = z.object({
  kind: z.enum(['money', 'credit']).default('money'),
  amountCents: cents.min(1).optional().describe('default: this booking’s price, at most what is left'),
  reason: z.string().trim().min(1).max(500),
});

// Desk bookings: desk-schemas.ts (re-exported here, so imports stay as they are).
export * from './desk-schemas';

// ── Customers with bookings ──────────────────────────────────────────────────────────────────
export const customerSorts = ['name', 'email', 'bookingCount', 'spendCents', 'lastBookingAt', 'createdAt'] as const;

export const customerListQuerySchema = z.object({ ...page, sort: z.enum(customerSorts).default('lastBookingAt') });

export const customerRowSchema = z.object({
  /** The account's id, or `guest:<e-mail>` for a guest known only by the address of their bookings. */
  id: z.string(),
  userId: uuid.nullable(),
  isGuest: z.boolean(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  bookingCount: z.number().int(),
  upcomingCount: z.number().int(),
  spendCents: cents,
  creditCents: cents,
  lastBookingAt: instant.nullable(),
  createdAt: instant,
});
export type CustomerRow = z.infer<typeof customerRowSchema>;
export const customerListSchema = z.object({ rows: z.array(customerRowSchema), count: z.number().int() });

// ── Overview ─────────────────────────────────────────────────────────────────────────────────
export const overviewQuerySchema = z.object({ date: localDateSchema.optional() });

export const overviewSchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  occupancy: z.array(
    z.object({
      resourceId: uuid,
      resourceName: z.string(),
      openMinutes: z.number().int(),
      bookedMinutes: z.number().int(),
      bookings: z.number().int(),
    }),
  ),
  arrivals: z.array(staffBookingRowSchema),
  revenue: z.object({
    totalCents: cents,
    byMethod: z.array(z.object({ method: z.string(), amountCents: cents, count: z.number().int() })),
    refundedCents: cents,
  }),
  unpaid: z.array(
    z.object({
      kind: z.enum(['hold', 'payment', 'bank_transfer']),
      bookingId: uuid.nullable(),
      orderId: uuid.nullable(),
      label: z.string(),
      amountCents: cents,
      expiresAt: instant.nullable(),
    }),
  ),
  sessionsAtRisk: z.array(
    z.object({
      sessionId: uuid,
      resourceName: z.string(),
      title: z.string().nullable(),
      start: instant,
      end: instant,
      taken: z.number().int(),
      minPlayers: z.number().int(),
      capacity: z.number().int(),
    }),
  ),
});
export type Overview = z.infer<typeof overviewSchema>;

// The staff calendar: calendar-schemas.ts (re-exported here, so imports stay as they are).
export * from './calendar-schemas';
