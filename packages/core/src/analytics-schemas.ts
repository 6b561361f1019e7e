// Contracts of the dashboard's analytics and banking reports. Periods are local
// dates of the organization (inclusive); money is integer cents.
import { z } from 'zod';
import { bookingTypes } from './enums';
import { isLocalDate } from './slots/time';

const localDate = z.string().refine(isLocalDate, 'must be a date YYYY-MM-DD');

export const reportQuerySchema = z.object({
  from: localDate.optional().describe('first local date (default: 27 days before to)'),
  to: localDate.optional().describe('last local date (default: today)'),
  locationId: z.uuid().optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const period = { from: z.string(), to: z.string(), timezone: z.string() };

export const occupancyCellSchema = z.object({
  hour: z.number().int(),
  bookedMinutes: z.number().int(),
  openMinutes: z.number().int(),
  rate: z.number(),
});
export const occupancyAnswerSchema = z.object({
  ...period,
  hours: z.array(z.number().int()),
  rows: z.array(
    z.object({
      resourceId: z.string(),
      name: z.string(),
      bookedMinutes: z.number().int(),
      openMinutes: z.number().int(),
      rate: z.number(),
      cells: z.array(occupancyCellSchema),
    }),
  ),
  count: z.number().int(),
});
export type OccupancyAnswer = z.infer<typeof occupancyAnswerSchema>;

export const revenueAnswerSchema = z.object({
  ...period,
  rows: z.array(
    z.object({
      week: z.string().describe('Monday of the ISO week'),
      type: z.enum(bookingTypes),
      cents: z.number().int(),
      bookings: z.number().int(),
    }),
  ),
  totals: z.object({ cents: z.number().int(), bookings: z.number().int() }),
  count: z.number().int(),
});
export type RevenueAnswer = z.infer<typeof revenueAnswerSchema>;

export const utilisationAnswerSchema = z.object({
  ...period,
  granularity: z.enum(['day', 'week']),
  rows: z.array(
    z.object({ period: z.string(), bookedMinutes: z.number().int(), openMinutes: z.number().int(), rate: z.number() }),
  ),
  count: z.number().int(),
});
export type UtilisationAnswer = z.infer<typeof utilisationAnswerSchema>;

export const cancellationsAnswerSchema = z.object({
  ...period,
  rows: z.array(
    z.object({
      week: z.string(),
      bookings: z.number().int(),
      cancelled: z.number().int(),
      noShows: z.number().int(),
      cancelledByStaff: z.number().int(),
    }),
  ),
  totals: z.object({
    bookings: z.number().int(),
    cancelled: z.number().int(),
    noShows: z.number().int(),
    cancellationRate: z.number(),
    noShowRate: z.number(),
  }),
  count: z.number().int(),
});
export type CancellationsAnswer = z.infer<typeof cancellationsAnswerSchema>;

// ── Banking ─────────────────────────────────────────────────────────────────────────────────
export const bankingSummarySchema = z.object({
  ...period,
  rows: z.array(
    z.object({
      provider: z.string(),
      payments: z.number().int(),
      paidCents: z.number().int(),
      pendingCents: z.number().int(),
      failedPayments: z.number().int(),
      refunds: z.number().int(),
      refundedCents: z.number().int(),
      balanceCents: z.number().int().describe('paid − refunded in the period'),
      debitPendingCents: z
        .number()
        .int()
        .describe('part of pendingCents: SEPA debits (and Sofort) processing at the bank, the courts held'),
      feeCents: z
        .number()
        .int()
        .nullable()
        .describe("the provider's fees for the period's payments as it reported them; null: none reported"),
      feesMissing: z.number().int().describe('succeeded payments whose fee the provider has not reported'),
      netCents: z.number().int().describe('balance − fees: what reaches the venue'),
    }),
  ),
  totals: z.object({
    paidCents: z.number().int(),
    refundedCents: z.number().int(),
    balanceCents: z.number().int(),
    pendingCents: z.number().int(),
    debitPendingCents: z.number().int(),
    feeCents: z.number().int(),
    netCents: z.number().int(),
  }),
  vouchers: z.object({ outstandingCents: z.number().int(), active: z.number().int() }),
  passes: z
    .object({ outstandingCents: z.number().int(), active: z.number().int(), unitsRemaining: z.number().int() })
    .describe('passes (punch cards) with punches left: the price share of those punches'),
  count: z.number().int(),
});
export type BankingSummary = z.infer<typeof bankingSummarySchema>;

export const bankingListQuerySchema = reportQuerySchema.omit({ locationId: true }).extend({
  provider: z.string().max(40).optional(),
  status: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});

export const bankingPaymentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  provider: z.string(),
  method: z.string(),
  status: z.string(),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  customerName: z.string().nullable(),
  createdAt: z.string(),
});
export const bankingRefundSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  provider: z.string().nullable(),
  kind: z.enum(['money', 'credit']),
  status: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export type BankingPayment = z.infer<typeof bankingPaymentSchema>;
export type BankingRefund = z.infer<typeof bankingRefundSchema>;

/**
 * Waitlist demand (docs/product/waitlist-courses.md#demand): people who queued for a court window,
 * per court (or court category when any court would do) and local weekday × hour, and how many of
 * them were served (booked through an offer). A window of 17:00–20:00 counts in each of its hours.
 */
export const waitlistDemandAnswerSchema = z.object({
  ...period,
  rows: z.array(
    z.object({
      /** The court asked for, or null when any court of the category would do. */
      resourceId: z.string().nullable(),
      resourceName: z.string().nullable(),
      category: z.string().nullable(),
      /** ISO weekday 1 (Monday) … 7 (Sunday) and local hour of the venue. */
      weekday: z.number().int(),
      hour: z.number().int(),
      queued: z.number().int(),
      served: z.number().int(),
    }),
  ),
  totals: z.object({ queued: z.number().int(), offered: z.number().int(), served: z.number().int() }),
  count: z.number().int(),
});
export type WaitlistDemandAnswer = z.infer<typeof waitlistDemandAnswerSchema>;
