// The mail a customer gets when staff mark their order as shipped (docs/product/shop.md#pick-up-or-delivery),
// in the order's language (German or English), from the outbox.
import { z } from 'zod';
import type { ShippingAddress } from '@courtside/core/fulfilment';
import type { DbOrTx } from '../../db/client';
import type { OrderRow } from '../checkout';
import { defineMailTemplate, mailLayout, queueMail } from '../mail';

export const shippedMailTemplate = defineMailTemplate({
  name: 'shop.order-shipped',
  data: z.object({
    name: z.string(),
    code: z.string(),
    items: z.array(z.string()),
    address: z.string(),
  }),
  render: (data, context) =>
    context.locale === 'de'
      ? mailLayout(
          {
            subject: `Deine Bestellung ${data.code} ist unterwegs`,
            heading: data.name ? `Hallo ${data.name},` : 'Hallo,',
            paragraphs: [
              `${context.organizationName} hat deine Bestellung ${data.code} heute verschickt:`,
              ...data.items,
              `Lieferadresse: ${data.address}`,
            ],
            note: 'Fehlt etwas oder kommt das Paket nicht an, antworte einfach auf diese E-Mail.',
          },
          context,
        )
      : mailLayout(
          {
            subject: `Your order ${data.code} is on its way`,
            heading: data.name ? `Hello ${data.name},` : 'Hello,',
            paragraphs: [
              `${context.organizationName} shipped your order ${data.code} today:`,
              ...data.items,
              `Shipping address: ${data.address}`,
            ],
            note: 'If something is missing or the parcel does not arrive, just reply to this e-mail.',
          },
          context,
        ),
});

export function addressLine(a: ShippingAddress): string {
  return `${a.name}, ${a.street}, ${a.postalCode} ${a.city}, ${a.country}`;
}

/** Queued with the transition; a walk-in without an e-mail address gets none. */
export async function queueShippedMail(
  db: DbOrTx,
  order: OrderRow,
  code: string,
  items: string[],
  address: ShippingAddress,
): Promise<void> {
  if (!order.customer.email) return;
  await queueMail(db, {
    organizationId: order.organizationId,
    to: order.customer.email,
    locale: order.locale === 'de' ? 'de' : 'en',
    template: shippedMailTemplate.name,
    data: { name: order.customer.name, code, items, address: addressLine(address) },
  });
}
