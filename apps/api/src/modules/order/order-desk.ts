// Orders made by staff at the desk (docs/product.md#roles: walk-ins pay cash or by bank transfer): the
// slots are held for the customer, products and rentals reserved with them (docs/product/shop.md#desk-sales),
// priced by the same function, and the order completes at once.
// An abo item holds every free weekly date through the subscription service; with `payLater` the
// order stays pending with an online provider and the holds last until then (payment links).
import type { FastifyInstance } from 'fastify';
import type { DeskOrder } from '@courtside/core/checkout-schemas';
import { priceCart, priceLines } from '@courtside/core/pricing';
import type { OrderSummary, PricingItem } from '@courtside/core/pricing';
import { AppError } from '../../lib/app-error';
import { cartRepository } from '../cart/cart.repository';
import { organizationPricing } from '../cart/cart-summary';
import { registryOf } from '../payment/payment-registry';
import { finalizeOrder } from './order-completion';
import { renderConfirmations } from './order-mail';
import { orderRepository } from './order.repository';
import type { OrderRow } from './order.repository';
import { holdSlot, startPayment } from '../booking';
import type { BookingRow } from '../booking';
import { couponDiscount, findUsableCoupon, redeemCoupon } from '../coupon';
import { createSubscription } from '../subscription';
import { insertOrderProductLines, productPricingItems, reserveDeskProducts, startProductPayment } from '../shop';
import { attachOrderRentals, rentAtDesk, rentalPricingItems } from '../rental';
import { deskCustomerOf } from './order-desk-customer';

export interface DeskOrderOptions {
  /** Leave the order pending for an online provider; the holds last until `until`. */
  payLater?: { provider: string; until: Date };
}

/** A stand-in address for per-customer coupon limits when a walk-in gave none. */
const deskKey = (owner: { userId: string } | { guestToken: string }) =>
  'guestToken' in owner ? `${owner.guestToken}@desk.invalid` : owner.userId;

/** Thrown inside the transaction to roll a price rehearsal back with its answer. */
class QuoteAnswer extends Error {
  constructor(readonly summary: OrderSummary) {
    super('quote');
  }
}

/**
 * The price of a desk order before it is made: the same holds and pricing run in a transaction
 * that is rolled back, so the total staff collect is exactly what booking will charge (and a slot
 * that is not free answers the same error booking would).
 */
export async function quoteDeskOrder(
  app: FastifyInstance,
  staff: { userId: string; organizationId: string },
  body: DeskOrder,
  now = new Date(),
): Promise<OrderSummary> {
  try {
    await runDeskOrder(app, staff, body, now, {}, true);
  } catch (error) {
    if (error instanceof QuoteAnswer) return error.summary;
    throw error;
  }
  throw new Error('A desk quote must roll back');
}

export async function createDeskOrder(
  app: FastifyInstance,
  staff: { userId: string; organizationId: string },
  body: DeskOrder,
  now = new Date(),
  options: DeskOrderOptions = {},
): Promise<OrderRow> {
  return runDeskOrder(app, staff, body, now, options, false);
}

async function runDeskOrder(
  app: FastifyInstance,
  staff: { userId: string; organizationId: string },
  body: DeskOrder,
  now: Date,
  options: DeskOrderOptions,
  quoteOnly: boolean,
): Promise<OrderRow> {
  const provider = registryOf(app).get(options.payLater?.provider ?? body.provider);
  if (options.payLater && provider.staffOnly)
    throw new AppError('VALIDATION_FAILED', 'A payment link needs an online provider');
  const deskOrder = await app.db.transaction(async (tx) => {
    const { customer, owner, locale } = await deskCustomerOf(tx, staff.organizationId, body, {
      needsEmail: Boolean(options.payLater),
    });
    const held: BookingRow[] = [];
    for (const item of body.items) {
      if (item.bookingType === 'abo') {
        const abo = await createSubscription(tx, {
          organizationId: staff.organizationId,
          owner,
          slot: {
            resourceId: item.resourceId,
            start: item.start,
            end: item.end,
            ...(item.subEndDate ? { subEndDate: item.subEndDate } : {}),
          },
          createdBy: staff.userId,
          now,
        });
        held.push(...abo.bookings);
        continue;
      }
      held.push(
        await holdSlot(tx, {
          organizationId: staff.organizationId,
          resourceId: item.resourceId,
          start: new Date(item.start),
          end: new Date(item.end),
          type: item.bookingType,
          owner,
          createdBy: staff.userId,
          guestContact: customer,
          ...(item.bookingType === 'come_together' ? { places: item.quantity } : {}),
          now,
        }),
      );
    }
    const { settings, currency } = await organizationPricing(tx, staff.organizationId);
    // Products and rentals sold with it (docs/product/shop.md#desk-sales), reserved under the same guards as online.
    const until = options.payLater?.until ?? new Date(now.getTime() + settings.paymentHoldMinutes * 60_000);
    const products = await reserveDeskProducts(tx, staff.organizationId, body.products ?? [], until);
    const court = held.find((b) => b.type === 'normal');
    if (body.rentals?.length && !court)
      throw new AppError('BAD_REQUEST', 'Rentals are taken with a court booking', { reason: 'booking_type' });
    const rentals = court ? await rentAtDesk(tx, staff.organizationId, court, body.rentals ?? [], now) : [];
    const items: PricingItem[] = [
      ...held.map((b) => ({
        unitPriceCents: Math.round(b.priceCents / Math.max(1, b.places)),
        quantity: b.places,
        bookingType: b.type,
      })),
      ...productPricingItems(products),
      ...rentalPricingItems(rentals),
    ];
    const coupon = body.couponCode
      ? await findUsableCoupon(tx, staff.organizationId, body.couponCode, {
          now,
          items,
          customer: { userId: body.userId ?? null, email: customer.email || deskKey(owner) },
        })
      : null;
    const discount = coupon ? couponDiscount(coupon) : null;
    const waiver = await cartRepository.serviceFeeWaiver(tx, body.userId ?? null);
    // The service fee is an online-booking fee: money taken at the desk carries none unless the
    // venue's settings say so; a payment link is paid online (docs/product.md#service-fee).
    const channel = options.payLater ? 'online' : 'desk';
    const summary = priceCart({ items, discount, serviceFeeWaiver: waiver, settings, channel });
    if (quoteOnly) throw new QuoteAnswer(summary);
    const lines = priceLines({ items, discount, serviceFeeWaiver: waiver, settings, channel }, summary);
    const names = new Map(
      (
        await orderRepository.resourceNames(
          tx,
          held.map((b) => b.resourceId),
        )
      ).map((r) => [r.id, r.name]),
    );
    let order = await orderRepository.insert(tx, {
      organizationId: staff.organizationId,
      userId: body.userId ?? null,
      guestToken: 'guestToken' in owner ? owner.guestToken : null,
      customer,
      billingAddress: body.billingAddress ?? null,
      locale,
      provider: provider.name,
      paymentMethod: provider.defaultMethod,
      summary,
      totalCents: summary.total,
      amountDueCents: summary.total,
      couponId: discount ? coupon!.id : null,
      couponCode: discount ? coupon!.code : null,
      serviceFeeWaiver: waiver,
      currency,
      createdBy: staff.userId,
    });
    await orderRepository.insertItems(
      tx,
      held.map((b, i) => ({
        organizationId: staff.organizationId,
        orderId: order.id,
        bookingId: b.id,
        resourceId: b.resourceId,
        resourceName: names.get(b.resourceId) ?? '',
        startsAt: b.startsAt,
        endsAt: b.endsAt,
        bookingType: b.type,
        quantity: b.places,
        unitPriceCents: items[i]!.unitPriceCents,
        subtotalCents: lines[i]!.subtotal,
        discountCents: lines[i]!.discount,
        grossCents: lines[i]!.gross,
        vatCents: lines[i]!.vat,
        subscriptionId: b.subscriptionId,
        groupId: b.sessionId,
      })),
    );
    await insertOrderProductLines(tx, order, products, lines, held.length);
    await attachOrderRentals(tx, order, rentals, lines, held.length + products.length);
    if (discount && summary.discount > 0) {
      await redeemCoupon(tx, {
        couponId: coupon!.id,
        orderId: order.id,
        organizationId: staff.organizationId,
        customer: { userId: body.userId ?? null, email: customer.email || deskKey(owner) },
        discountCents: summary.discount,
        now,
        items,
      });
    }
    if (options.payLater && summary.total > 0) {
      await startPayment(
        tx,
        held.map((b) => b.id),
        options.payLater.until,
        { now },
      );
      await startProductPayment(tx, products, order.id, options.payLater.until);
      await orderRepository.insertPayment(tx, {
        organizationId: staff.organizationId,
        orderId: order.id,
        provider: provider.name,
        method: provider.defaultMethod,
        amountCents: summary.total,
      });
      return orderRepository.update(tx, order.id, { holdExpiresAt: options.payLater.until });
    }
    if (summary.total > 0) {
      const payment = await orderRepository.insertPayment(tx, {
        organizationId: staff.organizationId,
        orderId: order.id,
        provider: provider.name,
        method: provider.defaultMethod,
        amountCents: summary.total,
      });
      const result = await provider.initiate(
        {
          orderId: order.id,
          paymentId: payment.id,
          organizationId: staff.organizationId,
          amountCents: summary.total,
          currency,
          description: `Desk order ${order.id}`,
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
    const completed = await finalizeOrder(tx, order, now);
    if (completed.status !== 'completed')
      throw new AppError('SLOT_TAKEN', completed.failureMessage ?? 'The slots could not be booked');
    return completed;
  });
  await renderConfirmations(app, deskOrder.id);
  return deskOrder;
}
