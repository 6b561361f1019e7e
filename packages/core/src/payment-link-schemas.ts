// Payment links: staff book for a customer and mail a link; the customer opens the
// public page and pays online within the payment window the link states. Amounts are cents.
import { z } from 'zod';
import { emailSchema } from './auth-schemas';
import { cardSchema } from './checkout-schemas';
import { deskBookingBodySchema, deskItemsSchema } from './dashboard-schemas';

const instant = z.iso.datetime({ offset: true });

/** How long a link (and the holds behind it) lasts unless staff choose otherwise. */
export const PAYMENT_LINK_DEFAULT_HOURS = 24;
export const PAYMENT_LINK_MAX_HOURS = 72;

export const paymentLinkBodySchema = z
  .object({
    userId: z.uuid().optional().describe('an existing customer'),
    contact: deskBookingBodySchema.shape.contact,
    items: deskItemsSchema,
    couponCode: z.string().trim().min(3).max(40).optional(),
    locale: z.enum(['de', 'en']).optional(),
    validHours: z
      .number()
      .int()
      .min(1)
      .max(PAYMENT_LINK_MAX_HOURS)
      .default(PAYMENT_LINK_DEFAULT_HOURS)
      .describe('the payment window; the slots stay held that long'),
  })
  .refine((b) => Boolean(b.userId) !== Boolean(b.contact), {
    message: 'Give either userId or contact',
    path: ['userId'],
  });
export type PaymentLinkBody = z.infer<typeof paymentLinkBodySchema>;
export type PaymentLinkInput = z.input<typeof paymentLinkBodySchema>;

export const paymentLinkStates = ['open', 'paid', 'expired', 'cancelled', 'failed'] as const;
export type PaymentLinkState = (typeof paymentLinkStates)[number];

export const paymentLinkCreatedSchema = z.object({
  /** null when nothing was left to pay (a coupon covered it): no link, the order is complete. */
  id: z.uuid().nullable(),
  orderId: z.uuid(),
  bookingIds: z.array(z.uuid()),
  /** `open`: the link went out; `paid`: 0 € after coupons, booked at once, confirmation mailed. */
  state: z.enum(['open', 'paid']),
  url: z.string().nullable(),
  sentTo: z.string(),
  expiresAt: instant.nullable(),
  totalCents: z.number().int(),
});
export type PaymentLinkCreated = z.infer<typeof paymentLinkCreatedSchema>;

/** What staff see of an order's links: the newest is the live one, older ones were replaced. */
export const staffPaymentLinkStates = [...paymentLinkStates, 'replaced'] as const;
export type StaffPaymentLinkState = (typeof staffPaymentLinkStates)[number];

export const staffPaymentLinkSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  state: z.enum(staffPaymentLinkStates),
  sentTo: z.string(),
  expiresAt: instant,
  createdAt: instant,
  createdByName: z.string().nullable(),
});
export type StaffPaymentLink = z.infer<typeof staffPaymentLinkSchema>;

export const staffPaymentLinkListSchema = z.object({ rows: z.array(staffPaymentLinkSchema), count: z.number().int() });
export type StaffPaymentLinkList = z.infer<typeof staffPaymentLinkListSchema>;

/** Resend, optionally to a corrected address (the order's contact changes with it). */
export const paymentLinkResendBodySchema = z.strictObject({
  email: emailSchema.optional().describe('a corrected e-mail address; the link, and later the confirmation, go there'),
});
export type PaymentLinkResendBody = z.infer<typeof paymentLinkResendBodySchema>;

export const paymentLinkCancelledSchema = z.object({ state: z.enum(paymentLinkStates), message: z.string() });
export type PaymentLinkCancelled = z.infer<typeof paymentLinkCancelledSchema>;

export const paymentLinkViewSchema = z.object({
  state: z.enum(paymentLinkStates),
  expiresAt: instant,
  venueName: z.string(),
  customerName: z.string(),
  currency: z.string(),
  orderId: z.uuid(),
  items: z.array(
    z.object({
      resourceName: z.string(),
      start: instant,
      end: instant,
      bookingType: z.enum(['normal', 'abo', 'come_together']),
      quantity: z.number().int(),
      grossCents: z.number().int(),
    }),
  ),
  summary: z.object({
    subtotal: z.number().int(),
    discount: z.number().int(),
    vat: z.number().int(),
    serviceFee: z.number().int(),
    serviceFeeVat: z.number().int(),
    serviceFeeWaiver: z.number().int(),
    total: z.number().int(),
  }),
  provider: z.string(),
  publicConfig: z.record(z.string(), z.string()),
  /**
   * Every online provider the customer may pay this link with (docs/product.md#checkout payment
   * links): choosing another one starts a payment with it (POST …/provider).
   */
  providers: z.array(z.object({ provider: z.string(), publicConfig: z.record(z.string(), z.string()) })),
  /** Only while the link is open: the payment's client secret (Stripe's Payment Element needs it). */
  clientSecret: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** A share link of a split order (docs/product/split-payment.md): what this payer pays. */
  share: z
    .object({
      amountCents: z.number().int(),
      players: z.number().int(),
      isRest: z.boolean().describe('the rest the booker took over at the deadline'),
      email: z.string(),
      deadline: instant,
      /** What vouchers already pay of this share; the card pays the rest. */
      voucherCents: z.number().int().optional(),
    })
    .nullable()
    .optional(),
});
export type PaymentLinkView = z.infer<typeof paymentLinkViewSchema>;

export const paymentLinkProviderBodySchema = z.object({
  provider: z.enum(['test', 'stripe', 'paypal', 'adyen']),
});
export type PaymentLinkProviderBody = z.infer<typeof paymentLinkProviderBodySchema>;

export const paymentLinkPayBodySchema = z.object({
  card: cardSchema.optional().describe('test provider only'),
});
export type PaymentLinkPayBody = z.infer<typeof paymentLinkPayBodySchema>;

export const paymentLinkPaidSchema = z.object({
  state: z.enum(paymentLinkStates),
  message: z.string(),
  invoiceNumber: z.string().nullable(),
});
export type PaymentLinkPaid = z.infer<typeof paymentLinkPaidSchema>;

/** A share paid with a voucher code (docs/product/split-payment.md#vouchers-and-punch-cards). */
export const paymentLinkVoucherBodySchema = z.object({
  code: z.string().trim().min(1, 'Please enter a voucher code').max(64, 'This is not a voucher code'),
});
export type PaymentLinkVoucherBody = z.infer<typeof paymentLinkVoucherBodySchema>;

/** A share paid with punches of the signed-in player's pass. */
export const paymentLinkPunchBodySchema = z.object({ passId: z.uuid('This is not a pass id') });
export type PaymentLinkPunchBody = z.infer<typeof paymentLinkPunchBodySchema>;

export const paymentLinkTenderSchema = paymentLinkPaidSchema.extend({
  /** What the voucher took. */
  takenCents: z.number().int(),
  /** What is left to pay by card (0: the share is paid). */
  dueCents: z.number().int(),
  punches: z.number().int(),
});
export type PaymentLinkTender = z.infer<typeof paymentLinkTenderSchema>;

/** The signed-in player's passes that can pay this share, with the punches each takes. */
export const paymentLinkPassesSchema = z.object({
  passes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      unitsRemaining: z.number().int(),
      punches: z.number().int(),
      validUntil: instant.nullable(),
    }),
  ),
});
export type PaymentLinkPasses = z.infer<typeof paymentLinkPassesSchema>;
