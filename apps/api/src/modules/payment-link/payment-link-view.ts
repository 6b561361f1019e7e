// What a payment link's page shows (docs/product.md#checkout): the venue, the customer, every
// item of the order and its totals, and how to pay. The same for a whole order's link and for one
// share of a split order (payment-link-share.ts adds the share).
import type { FastifyInstance } from 'fastify';
import type { PaymentLinkState, PaymentLinkView } from '@courtside/core/payment-link-schemas';
import type { PaymentLinkRow } from './payment-link.repository';
import { orderRepository, registryOf } from '../checkout';
import type { OrderRow } from '../checkout';

export async function linkView(
  app: FastifyInstance,
  link: PaymentLinkRow,
  order: OrderRow,
  state: PaymentLinkState,
  payment: { provider: string; clientSecret: string | null } | undefined,
  invoiceNumber: string | null,
): Promise<PaymentLinkView> {
  const [items, venue] = await Promise.all([
    orderRepository.items(app.db, order.id),
    orderRepository.venueOf(app.db, order.organizationId),
  ]);
  const registry = registryOf(app);
  const provider = registry.get(payment?.provider ?? order.provider);
  // A whole order's link may be paid with any online provider; a share pays with the split's one.
  const online = link.shareId ? [provider] : registry.all.filter((p) => !p.staffOnly && !p.runsInTransaction);
  const s = order.summary;
  return {
    state,
    expiresAt: link.expiresAt.toISOString(),
    venueName: venue.name,
    customerName: order.customer.name,
    currency: order.currency,
    orderId: order.id,
    items: items.map((i) => ({
      resourceName: i.resourceName,
      start: i.startsAt.toISOString(),
      end: i.endsAt.toISOString(),
      bookingType: i.bookingType,
      quantity: i.quantity,
      grossCents: i.grossCents,
    })),
    summary: {
      subtotal: s.subtotal,
      discount: s.discount,
      vat: s.vat,
      serviceFee: s.serviceFee,
      serviceFeeVat: s.serviceFeeVat,
      serviceFeeWaiver: s.serviceFeeWaiver,
      total: s.total,
    },
    provider: provider.name,
    publicConfig: provider.publicConfig?.() ?? {},
    providers: online.map((p) => ({ provider: p.name, publicConfig: p.publicConfig?.() ?? {} })),
    clientSecret: state === 'open' ? (payment?.clientSecret ?? null) : null,
    invoiceNumber,
  };
}
