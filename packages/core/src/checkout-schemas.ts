// Contracts of the checkout endpoints (orders, payments, invoices, refunds; coupons and vouchers in
// coupon-voucher-schemas.ts, re-exported here): used by the API and the web forms. Integer cents.
import { z } from 'zod';
import { splitRequestSchema } from './split-payment';
import { bookingTypes, confirmationStatuses, invoiceStatuses, orderStatuses, paymentMethods } from './enums';
import { orderProductLineSchema } from './shop';
import { orderRentalLineSchema } from './rentals';
import { orderFulfilmentSchema } from './fulfilment';
import { deskProductInputSchema, deskRentalInputSchema } from './desk-schemas';

const cents = z.number().int().describe('integer cents (EUR)');
const positiveCents = cents.min(1);
const instant = z.iso.datetime({ offset: true }).describe('ISO 8601 instant');
const code = z
  .string()
  .trim()
  .min(3)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only');

export * from './coupon-voucher-schemas';

// ── Orders and payments ─────────────────────────────────────────────────────────────────────
export const checkoutProviders = ['test', 'stripe', 'paypal', 'adyen', 'voucher', 'cash', 'bank_transfer'] as const;
export type CheckoutProvider = (typeof checkoutProviders)[number];

export const contactSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().email(),
  phone: z.string().trim().max(40).optional(),
});

export const billingAddressSchema = z.object({
  name: z.string().max(200).optional(),
  company: z.string().max(200).optional(),
  street: z.string().min(1).max(200),
  postalCode: z.string().min(1).max(20),
  city: z.string().min(1).max(100),
  country: z.string().length(2),
});

export const createOrderSchema = z.object({
  provider: z.enum(checkoutProviders).optional().describe('default: the first offered online provider'),
  paymentMethod: z.enum(paymentMethods).optional(),
  contact: contactSchema.optional().describe('required for guests; signed-in users default to their profile'),
  billingAddress: billingAddressSchema.optional(),
  locale: z.enum(['de', 'en']).optional(),
  split: splitRequestSchema
    .optional()
    .describe(
      'split the court with 1–3 other players (docs/product/split-payment.md); the booker pays the first share',
    ),
});
export type CreateOrder = z.infer<typeof createOrderSchema>;

export const createOrderAnswerSchema = z.object({
  orderId: z.string().uuid(),
  clientSecret: z.string().nullable().describe('store client-side as clientSecret; null when nothing is left to pay'),
  provider: z.string(),
  status: z.enum(orderStatuses),
  totalCents: cents,
  voucherCents: cents,
  amountDueCents: cents,
  holdExpiresAt: instant.nullable(),
  publishableKey: z.string().optional().describe('stripe: the key for the Payment Element'),
});
export type CreateOrderAnswer = z.infer<typeof createOrderAnswerSchema>;

export const cardSchema = z.object({
  number: z
    .string()
    .trim()
    .regex(/^[0-9 ]{12,23}$/, 'card number: digits and spaces'),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^[0-9]{3,4}$/),
});

export const confirmPaymentSchema = z.object({
  orderId: z.string().uuid(),
  clientSecret: z.string().min(1),
  card: cardSchema.optional().describe('test provider only'),
  /**
   * SEPA direct debit (docs/product/payments.md#sepa-direct-debit): the PaymentMethod Stripe.js made from
   * the IBAN element, and the customer's acceptance of the mandate text shown above the button.
   */
  sepaDebit: z
    .object({
      paymentMethodId: z.string().regex(/^pm_[A-Za-z0-9_]{1,200}$/),
      mandateAccepted: z.literal(true),
    })
    .optional()
    .describe('stripe with paymentMethod sepa_debit only'),
});

export const orderItemSchema = z.object({
  id: z.string().uuid(),
  bookingId: z.string().uuid().nullable(),
  resourceId: z.string().uuid(),
  resourceName: z.string(),
  start: instant,
  end: instant,
  bookingType: z.enum(bookingTypes),
  quantity: z.number().int(),
  unitPriceCents: cents,
  subtotalCents: cents,
  discountCents: cents,
  grossCents: cents,
  vatCents: cents,
  refundedCents: cents,
  subscriptionId: z.string().uuid().nullable(),
});

export const paymentSchema = z.object({
  id: z.string().uuid(),
  provider: z.string(),
  method: z.string(),
  amountCents: cents,
  refundedCents: cents,
  status: z.enum(['pending', 'succeeded', 'failed', 'cancelled']),
  failureMessage: z.string().nullable(),
  createdAt: instant,
});

export const orderSummarySchema = z.object({
  subtotal: cents,
  discount: cents,
  gross: cents,
  net: cents,
  vat: cents,
  serviceFee: cents,
  serviceFeeVat: cents,
  serviceFeeWaiver: cents,
  total: cents,
  totalItems: z.number().int(),
});

export const orderSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(orderStatuses),
  confirmationStatus: z.enum(confirmationStatuses),
  failedPaymentStatus: z.boolean(),
  failureMessage: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  provider: z.string(),
  userId: z.string().uuid().nullable(),
  // A desk walk-in may have given no e-mail address (an empty one).
  customer: contactSchema.extend({ email: z.string() }),
  billingAddress: billingAddressSchema.nullable(),
  summary: orderSummarySchema,
  totalCents: cents,
  voucherCents: cents,
  amountDueCents: cents,
  couponCode: z.string().nullable(),
  currency: z.string(),
  holdExpiresAt: instant.nullable(),
  createdAt: instant,
  completedAt: instant.nullable(),
  cancelledAt: instant.nullable(),
  items: z.array(orderItemSchema),
  productLines: z.array(orderProductLineSchema).optional().describe('shop products of the order'),
  rentalLines: z.array(orderRentalLineSchema).optional().describe('rentals taken with the bookings'),
  fulfilment: orderFulfilmentSchema.optional().describe('pick-up or delivery (docs/product/shop.md)'),
  payments: z.array(paymentSchema),
  split: z
    .boolean()
    .describe('split between players: GET /orders/{id}/split answers its shares (docs/product/split-payment.md)'),
  invoices: z.array(
    z.object({
      id: z.string().uuid(),
      number: z.string(),
      kind: z.enum(['invoice', 'credit_note']),
      status: z.enum(invoiceStatuses),
      totalCents: cents,
    }),
  ),
});
export type OrderDto = z.infer<typeof orderSchema>;

export const deskOrderSchema = z.object({
  provider: z.enum(['cash', 'bank_transfer']),
  userId: z.string().uuid().optional().describe('the customer; or contact for a walk-in'),
  contact: contactSchema
    .extend({
      email: z.string().trim().email().optional().describe('optional at the desk: without it no mail is sent'),
    })
    .optional(),
  billingAddress: billingAddressSchema.optional(),
  couponCode: code.optional(),
  items: z
    .array(
      z.object({
        resourceId: z.string().uuid(),
        start: instant,
        end: instant,
        bookingType: z.enum(['normal', 'come_together', 'abo']).default('normal'),
        quantity: z.number().int().min(1).max(50).default(1),
        /** abo: the weekly slot of start–end repeats until this date (default: the season's end). */
        subEndDate: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .optional(),
      }),
    )
    .max(20),
  products: z.array(deskProductInputSchema).max(20).optional(),
  rentals: z.array(deskRentalInputSchema).max(10).optional(),
  locale: z.enum(['de', 'en']).optional(),
});
export type DeskOrder = z.infer<typeof deskOrderSchema>;

export const refundRequestSchema = z.object({
  kind: z.enum(['money', 'credit']).default('money'),
  amountCents: positiveCents.optional().describe('default: everything not yet refunded'),
  reason: z.string().trim().min(1).max(500),
});

export const refundSchema = z.object({
  id: z.string().uuid(),
  orderId: z.string().uuid(),
  bookingId: z.string().uuid().nullable(),
  kind: z.enum(['money', 'credit']),
  amountCents: cents,
  status: z.enum(['pending', 'succeeded', 'failed']),
  voucherCode: z.string().nullable(),
  creditNoteId: z.string().uuid().nullable(),
  reason: z.string(),
  createdAt: instant,
});

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
