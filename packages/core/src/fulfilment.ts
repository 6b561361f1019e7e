// Pick-up or delivery of shop orders (docs/product/shop.md#pick-up-or-delivery): the cart's choice, the
// order's fulfilment state as the customer and the staff see it, and the staff's list. Amounts are
// integer cents.
import { z } from 'zod';

const cents = z.number().int().describe('integer cents (EUR)');
const instant = z.iso.datetime({ offset: true }).describe('ISO 8601 instant');

export const fulfilmentMethods = ['pickup', 'delivery'] as const;
export type FulfilmentMethod = (typeof fulfilmentMethods)[number];
/** What is stored: open until staff hand the goods out (pick-up) or send them (delivery). */
export const fulfilmentStatuses = ['open', 'picked_up', 'shipped'] as const;
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];
/** What is shown: the stored status read together with the order's payment. */
export const fulfilmentStates = ['awaiting_payment', 'ready_for_pickup', 'picked_up', 'to_ship', 'shipped'] as const;
export type FulfilmentState = (typeof fulfilmentStates)[number];

/** Shipping follows no product's rate: it is always taxed at the standard rate (docs/product/shop.md#shipping-vat). */
export const SHIPPING_VAT_PERCENT = 19;

export function fulfilmentState(status: FulfilmentStatus, method: FulfilmentMethod, paid: boolean): FulfilmentState {
  if (status !== 'open') return status;
  if (!paid) return 'awaiting_payment';
  return method === 'pickup' ? 'ready_for_pickup' : 'to_ship';
}

/** The short code staff ask for at the desk: the order id's first eight characters, upper case. */
export function orderCode(orderId: string): string {
  return orderId.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/** A shipping address as stored and answered. */
export const shippingAddressSchema = z.object({
  name: z.string().trim().min(1).max(200),
  street: z.string().trim().min(1).max(200),
  postalCode: z.string().trim().min(1).max(20),
  city: z.string().trim().min(1).max(100),
  country: z.string().length(2).describe('ISO 3166-1 alpha-2, upper case'),
});
/** As entered: the country code is taken in any case (stored upper case). */
export const shippingAddressInputSchema = shippingAddressSchema.extend({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Country: two letters (ISO 3166-1)'),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const cartDeliveryInputSchema = z
  .object({ method: z.enum(fulfilmentMethods), address: shippingAddressSchema.optional() })
  .refine((b) => b.method === 'pickup' || b.address !== undefined, {
    message: 'Please enter the shipping address',
    path: ['address'],
  });
export type CartDeliveryInput = z.infer<typeof cartDeliveryInputSchema>;

export const cartDeliveryAnswerSchema = z.object({
  offered: z.boolean().describe('the venue set a shipping fee and the cart holds products that can be shipped'),
  feeCents: cents.nullable().describe("the venue's flat shipping fee (gross), null when it does not deliver"),
  needed: z.boolean().describe('the cart holds products to pick up or ship (not only gift cards)'),
  method: z.enum(fulfilmentMethods),
  address: shippingAddressSchema.nullable(),
});
export type CartDeliveryAnswer = z.infer<typeof cartDeliveryAnswerSchema>;

export const orderFulfilmentSchema = z.object({
  method: z.enum(fulfilmentMethods),
  status: z.enum(fulfilmentStatuses),
  state: z.enum(fulfilmentStates),
  code: z.string(),
  shippingCents: cents,
  address: shippingAddressSchema.nullable(),
  doneAt: instant.nullable(),
});
export type OrderFulfilmentDto = z.infer<typeof orderFulfilmentSchema>;

export const fulfilmentListQuerySchema = z.object({
  state: z.enum(['open', 'done']).default('open'),
  method: z.enum(fulfilmentMethods).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const fulfilmentRowSchema = orderFulfilmentSchema.extend({
  orderId: z.string().uuid(),
  customerName: z.string(),
  customerEmail: z.string(),
  paidAt: instant.nullable(),
  lines: z.array(z.object({ name: z.string(), variantName: z.string().nullable(), quantity: z.number().int() })),
});
export type FulfilmentRow = z.infer<typeof fulfilmentRowSchema>;

export const fulfilmentListSchema = z.object({ rows: z.array(fulfilmentRowSchema), count: z.number().int() });
export type FulfilmentList = z.infer<typeof fulfilmentListSchema>;
