// A pass sold at the desk (docs/product/passes.md#buying): staff pick the customer and the pass
// type and take cash or a card at the terminal (or book a bank transfer). The sale is an order of
// its own with the pass as its one line, priced by the same function as every cart, so it gets an
// invoice with the pass's VAT like an online sale.
import type { FastifyInstance } from 'fastify';
import { organizationSettings } from '@courtside/core/organization';
import type { PassSale } from '@courtside/core/passes';
import { priceCart, priceLines } from '@courtside/core/pricing';
import type { PricingItem } from '@courtside/core/pricing';
import { AppError, notFound } from '../../lib/app-error';
import { cartRepository, finalizeOrder, orderRepository, registryOf } from '../checkout';
import type { OrderRow } from '../checkout';
import { organizationRepository } from '../organization';
import { passRepository } from './pass.repository';
import type { PassRow } from './pass.repository';
import { insertOrderPasses } from './pass-checkout';

export async function sellPassAtDesk(
  app: FastifyInstance,
  staff: { userId: string; organizationId: string },
  body: PassSale,
  now = new Date(),
): Promise<{ order: OrderRow; pass: PassRow }> {
  const tender = body.provider ?? 'cash';
  const provider = registryOf(app).get(tender === 'bank_transfer' ? 'bank_transfer' : 'cash');
  return app.db.transaction(async (tx) => {
    const type = await passRepository.findType(tx, staff.organizationId, body.passTypeId);
    if (!type || !type.active) throw notFound('Pass type');
    const profile = await cartRepository.userContact(tx, body.userId);
    if (!profile || (await orderRepository.organizationOfUser(tx, body.userId)) !== staff.organizationId)
      throw new AppError('NOT_FOUND', 'Customer not found');
    const org = await organizationRepository.findById(tx, staff.organizationId);
    if (!org) throw notFound('Organization');
    // The service fee is an online fee: a sale at the desk carries none (docs/product.md#service-fee).
    const venueSettings = organizationSettings(org.settings);
    const settings = {
      ...venueSettings,
      serviceFee: { ...venueSettings.serviceFee, fixedCents: 0, percent: 0, discountedFixedCents: 0 },
    };
    const items: PricingItem[] = [
      { unitPriceCents: type.priceCents, quantity: 1, vatPercent: type.vatBasisPoints / 100 },
    ];
    const waiver = await cartRepository.serviceFeeWaiver(tx, body.userId);
    const summary = priceCart({ items, serviceFeeWaiver: waiver, settings });
    const lines = priceLines({ items, serviceFeeWaiver: waiver, settings }, summary);
    const customer = { name: profile.name, email: profile.email, ...(profile.phone ? { phone: profile.phone } : {}) };
    const locale = profile.locale === 'de' ? 'de' : 'en';
    const method = tender === 'card_terminal' ? 'credit_card' : provider.defaultMethod;
    let order = await orderRepository.insert(tx, {
      organizationId: staff.organizationId,
      userId: body.userId,
      customer,
      locale,
      provider: provider.name,
      paymentMethod: method,
      summary,
      totalCents: summary.total,
      amountDueCents: summary.total,
      serviceFeeWaiver: waiver,
      currency: org.currency,
      createdBy: staff.userId,
    });
    const [pass] = await insertOrderPasses(tx, order, [{ passTypeId: type.id, type }], lines, 0, 'desk', staff.userId);
    if (summary.total > 0) {
      const payment = await orderRepository.insertPayment(tx, {
        organizationId: staff.organizationId,
        orderId: order.id,
        provider: provider.name,
        method,
        amountCents: summary.total,
      });
      const result = await provider.initiate(
        {
          orderId: order.id,
          paymentId: payment.id,
          organizationId: staff.organizationId,
          amountCents: summary.total,
          currency: org.currency,
          description: `Pass ${type.id}`,
          customerEmail: customer.email,
        },
        { db: tx, now },
      );
      await orderRepository.updatePayment(tx, payment.id, {
        providerRef: result.providerRef,
        status: result.status === 'succeeded' ? 'succeeded' : 'pending',
        succeededAt: result.status === 'succeeded' ? now : null,
      });
    } else {
      order = await orderRepository.update(tx, order.id, { paymentMethod: 'coupon' });
    }
    // A card at the terminal is taken like cash at the desk; its payment records the card.
    order = await finalizeOrder(tx, order, now);
    return { order, pass: (await passRepository.find(tx, staff.organizationId, pass!.id))! };
  });
}
