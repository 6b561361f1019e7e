// Contracts of the front desk's endpoints (docs/product.md#checkout): a booking made by staff for a
// walk-in or a customer, its price before booking, and a customer created at the desk. Amounts are
// integer cents, instants ISO strings (UTC).
import { z } from 'zod';

const cents = z.number().int();
const instant = z.iso.datetime({ offset: true });
const uuid = z.uuid();

// ── Desk bookings ────────────────────────────────────────────────────────────────────────────
/** cash and card_terminal are paid on the spot; bank_transfer is booked now and paid later. */
export const deskPaymentMethods = ['cash', 'card_terminal', 'bank_transfer'] as const;
export type DeskPaymentMethod = (typeof deskPaymentMethods)[number];

export const deskContactSchema = z.object({
  name: z.string().trim().min(1).max(200),
  /** Optional for a walk-in: without it no confirmation mail is sent. */
  email: z.string().trim().email().max(200).optional(),
  phone: z.string().trim().max(40).optional(),
});

/** A product sold at the desk (docs/product/shop.md#desk-sales). */
export const deskProductInputSchema = z.object({
  productId: uuid,
  variantId: uuid.optional().describe('the variant (e.g. a size); may be left out when the product has one'),
  quantity: z.number().int().min(1).max(50),
});
export type DeskProductInput = z.infer<typeof deskProductInputSchema>;

/** A rental (ball set, ball machine) taken with the walk-in's court booking (its first `normal` item). */
export const deskRentalInputSchema = z.object({ productId: uuid, quantity: z.number().int().min(1).max(50) });
export type DeskRentalInput = z.infer<typeof deskRentalInputSchema>;

/** The court time of a desk order (one line per booking). */
const deskItemSchema = z.object({
  resourceId: uuid,
  start: instant,
  end: instant,
  type: z.enum(['normal', 'come_together', 'abo']).default('normal'),
  places: z.number().int().min(1).max(50).default(1),
  subEndDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe('abo: the last date (default: the season’s end)'),
});
/** At least one court: a payment link carries court time only. */
export const deskItemsSchema = z.array(deskItemSchema).min(1).max(20);

const deskBookingFieldsSchema = z.object({
  userId: uuid.optional().describe('an existing customer'),
  contact: deskContactSchema.optional().describe('a walk-in or phone customer without an account'),
  items: z.array(deskItemSchema).max(20).default([]).describe('court time; may be empty when products are sold'),
  products: z.array(deskProductInputSchema).max(20).optional().describe('shop products sold at the desk'),
  rentals: z.array(deskRentalInputSchema).max(10).optional().describe('rentals with the court booking'),
  paymentMethod: z.enum(deskPaymentMethods),
  couponCode: z.string().trim().min(3).max(40).optional(),
  locale: z.enum(['de', 'en']).optional(),
});

const sellsSomething = (b: { items: unknown[]; products?: unknown[] | undefined }) =>
  b.items.length + (b.products?.length ?? 0) > 0;

export const deskBookingBodySchema = deskBookingFieldsSchema
  .refine((b) => Boolean(b.userId) !== Boolean(b.contact), {
    message: 'Give either userId or contact',
    path: ['userId'],
  })
  .refine(sellsSomething, { message: 'Add a court or a product', path: ['items'] });
export type DeskBookingBody = z.infer<typeof deskBookingBodySchema>;

/** The price of a desk booking before it is made: the customer is optional (a waiver or a coupon limit may change it). */
export const deskQuoteBodySchema = deskBookingFieldsSchema.refine(sellsSomething, {
  message: 'Add a court or a product',
  path: ['items'],
});
export type DeskQuoteBody = z.infer<typeof deskQuoteBodySchema>;
export const deskQuoteSchema = z.object({
  subtotal: cents,
  discount: cents,
  serviceFee: cents.describe('the service fee with its VAT, after any waiver; zero at the desk by default'),
  vat: cents,
  total: cents,
});
export type DeskQuote = z.infer<typeof deskQuoteSchema>;

export const deskBookingAnswerSchema = z.object({
  orderId: uuid,
  orderStatus: z.string(),
  bookingIds: z.array(uuid),
  totalCents: cents,
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  invoiceId: uuid.nullable(),
  invoiceNumber: z.string().nullable(),
});
export type DeskBookingAnswer = z.infer<typeof deskBookingAnswerSchema>;

export const staffCustomerCreateSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().email().max(200),
  phone: z.string().trim().max(40).optional(),
  locale: z.enum(['de', 'en']).optional(),
});
