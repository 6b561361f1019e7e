// POST /orders (docs/product.md#checkout): validate the cart (holds alive, prices current, coupon valid),
// freeze the totals, extend the holds for the payment window and start the payment. The
// Idempotency-Key makes a repeated request answer the same order instead of making a second one.
import type { FastifyInstance } from 'fastify';
import type { CreateOrder, CreateOrderAnswer } from '@courtside/core/checkout-schemas';
import { priceLines } from '@courtside/core/pricing';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pgCodes, pgErrorCode } from '../../lib/pg-errors';
import { checkItems } from '../cart/cart-actions';
import { cartRepository } from '../cart/cart.repository';
import { priceCartRow } from '../cart/cart-summary';
import type { CartOwner } from '../cart/cart.service';
import { registryOf } from '../payment/payment-registry';
import type { PaymentProvider } from '../payment/payment-provider';
import { checkPaymentMethod } from '../payment/payment-methods';
import { finalizeOrder } from './order-completion';
import { supersedeEarlier } from './order-supersede';
import { renderConfirmations } from './order-mail';
import { answerFor } from './order-answer';
import { chooseProvider, contactOf, keyPattern } from './order-caller';
import { cancelAtProviders } from './order-payment-cancel';
import { orderRepository } from './order.repository';
import { checkSplitOfCart, insertSplit, linkBookerPayment } from './split-create';
import type { OrderRow, PaymentRow } from './order.repository';
import { announceAfterCommit, startPayment } from '../booking';
import type { SlotChange } from '../booking';
import { lockCoupon, redeemCoupon } from '../coupon';
import { voucherRepository } from '../voucher';
import { cartProducts } from '../shop';
import { insertOrderProductLines, startProductPayment } from '../shop';
import { insertOrderFulfilment } from '../shop';
import { attachOrderRentals } from '../rental';
import { assertShopEnabled } from '../shop';
import { cartPassLines, insertOrderPasses, redeemOrderPunches } from '../pass';

export interface CheckoutInput {
  owner: CartOwner;
  idempotencyKey: string;
  body: CreateOrder;
  now: Date;
}

export async function checkout(app: FastifyInstance, input: CheckoutInput): Promise<CreateOrderAnswer> {
  const { owner, body } = input;
  if (!keyPattern.test(input.idempotencyKey))
    throw new AppError(
      'VALIDATION_FAILED',
      'The Idempotency-Key header must be 8–200 characters (letters, digits, - _ . :)',
    );
  const existing = await orderRepository.findByIdempotencyKey(app.db, owner.organizationId, input.idempotencyKey);
  if (existing) return answerFor(app, existing, owner);
  const provider = chooseProvider(app, body);
  let created: CreatedOrder;
  // The holds' move to pending is announced after COMMIT (ADR 023); a retried transaction starts anew.
  let announce: SlotChange[] = [];
  try {
    created = await app.db.transaction((tx) => createOrder(app, tx, input, provider, (announce = [])));
  } catch (error) {
    // The same key raced in from a second request: answer the order the first one made.
    if (pgErrorCode(error) === pgCodes.uniqueViolation) {
      const raced = await orderRepository.findByIdempotencyKey(app.db, owner.organizationId, input.idempotencyKey);
      if (raced) return answerFor(app, raced, owner);
    }
    if (error instanceof AppError && error.code === 'CART_CHANGED') {
      const updates = (error.details as { items: { itemId: string; unitPrice: number }[] }).items;
      await app.db.transaction(async (tx) => {
        for (const u of updates) await cartRepository.updateItem(tx, u.itemId, { unitPriceCents: u.unitPrice });
      });
    }
    throw error;
  }
  await announceAfterCommit(app.db, announce);
  // The replaced checkouts must not stay payable at the provider (their PaymentIntents).
  if (created.superseded?.length) await cancelAtProviders(app, created.superseded, input.now);
  if (created.order.status === 'completed') await renderConfirmations(app, created.order.id);
  // A split order's open payment is the booker's share: found by answerFor as for a repeat.
  const made = created.payment && !body.split ? { payment: created.payment } : undefined;
  return answerFor(app, created.order, owner, made);
}

interface CreatedOrder {
  order: OrderRow;
  payment: PaymentRow | undefined;
  /** Payments of the earlier checkouts this one replaced: closed at the provider afterwards. */
  superseded?: PaymentRow[];
}

async function createOrder(
  app: FastifyInstance,
  tx: DbOrTx,
  input: CheckoutInput,
  provider: PaymentProvider,
  announce: SlotChange[],
): Promise<CreatedOrder> {
  const { owner, now, body } = input;
  const cart = await cartRepository.findLocked(tx, owner);
  if (!cart) throw new AppError('CART_EMPTY', 'Your cart is empty');
  // Checked again under the cart lock: a parallel request with the same key waited for us.
  const raced = await orderRepository.findByIdempotencyKey(tx, owner.organizationId, input.idempotencyKey);
  if (raced) return { order: raced, payment: undefined };
  const items = await cartRepository.items(tx, cart.id);
  const cartProductLines = await cartProducts(tx, cart.id, now);
  const passLines = await cartPassLines(tx, cart.id);
  if (!items.length && !cartProductLines.length && !passLines.length)
    throw new AppError('CART_EMPTY', 'Your cart is empty');
  if (cartProductLines.length) await assertShopEnabled(tx, owner.organizationId);

  const checks = await checkItems(tx, owner, items, now);
  const changed = checks.filter((c) => c.code === 'CART_CHANGED');
  const broken = checks.find((c) => !c.valid && c.code !== 'CART_CHANGED');
  if (broken)
    throw new AppError(
      (broken.code ?? 'HOLD_EXPIRED') as 'HOLD_EXPIRED',
      `${broken.item.resourceName}: ${broken.message}`,
      { itemId: broken.item.id },
    );
  if (changed.length) {
    // checkout() stores the new prices after this transaction rolled back, for the next try.
    throw new AppError('CART_CHANGED', 'Prices in your cart have changed: please check your cart and pay again', {
      items: changed.map((c) => ({ itemId: c.item.id, unitPrice: c.currentUnitPrice! })),
    });
  }
  const { customer, locale } = await contactOf(tx, owner, body);
  const pricing = await priceCartRow(tx, cart, items, {
    now,
    organizationId: owner.organizationId,
    userId: owner.userId,
    customerEmail: customer.email,
    loaded: { products: cartProductLines, passLines },
  });
  if (pricing.couponProblem) throw pricing.couponProblem;

  const bookingIds = items.map((i) => i.bookingId);
  // An earlier checkout of the same cart that was never paid is replaced by this one.
  const superseded = await supersedeEarlier(tx, cart.id, bookingIds, pricing.products, now);

  // Lock order (docs/ARCHITECTURE.md): cart, orders, then the coupon and voucher — before the new
  // order and its redemption reference them — then payments and bookings.
  if (pricing.discount && pricing.coupon) await lockCoupon(tx, pricing.coupon.id);
  if (pricing.voucher) await voucherRepository.lockById(tx, pricing.voucher.id);

  const summary = pricing.summary;
  // What the order owes after the voucher, and until when its holds wait for the payment, are
  // known now: the order row is written once with them (docs/decisions/019-checkout-round-trips.md).
  const voucherCents = pricing.voucher ? Math.min(pricing.voucherCents, summary.total) : 0;
  const amountDue = summary.total - voucherCents;
  const until = new Date(now.getTime() + pricing.settings.paymentHoldMinutes * 60_000);
  let order = await orderRepository.insert(tx, {
    organizationId: owner.organizationId,
    userId: owner.userId,
    guestToken: owner.userId ? null : owner.guestToken,
    cartId: cart.id,
    customer,
    billingAddress: body.billingAddress ?? null,
    locale,
    provider: provider.name,
    paymentMethod: body.paymentMethod ?? provider.defaultMethod,
    idempotencyKey: input.idempotencyKey,
    summary,
    totalCents: summary.total,
    amountDueCents: amountDue,
    voucherCents,
    voucherId: voucherCents > 0 ? pricing.voucher!.id : null,
    holdExpiresAt: amountDue > 0 ? until : null,
    couponId: pricing.discount ? pricing.coupon!.id : null,
    couponCode: pricing.discount ? pricing.coupon!.code : null,
    serviceFeeWaiver: pricing.serviceFeeWaiver,
  });
  const lines = priceLines(
    {
      items: pricing.items,
      discount: pricing.discount,
      serviceFeeWaiver: pricing.serviceFeeWaiver,
      settings: pricing.settings,
    },
    summary,
  );
  await orderRepository.insertItems(
    tx,
    items.map((item, i) => ({
      organizationId: owner.organizationId,
      orderId: order.id,
      bookingId: item.bookingId,
      resourceId: item.resourceId,
      resourceName: item.resourceName,
      startsAt: item.startsAt,
      endsAt: item.endsAt,
      bookingType: item.bookingType,
      quantity: item.quantity,
      // Paid with punches of the cart's pass: a 0 € line that references it.
      unitPriceCents: pricing.items[i]!.unitPriceCents,
      passId: (pricing.passCover.units[i] ?? 0) > 0 ? pricing.passCover.pass!.id : null,
      passUnits: pricing.passCover.units[i] ?? 0,
      subtotalCents: lines[i]!.subtotal,
      discountCents: lines[i]!.discount,
      grossCents: lines[i]!.gross,
      vatCents: lines[i]!.vat,
      subscriptionId: item.subscriptionId,
      groupId: item.groupId,
    })),
  );
  await insertOrderProductLines(tx, order, pricing.products, lines, items.length);
  await insertOrderPasses(tx, order, pricing.passLines, lines, items.length + pricing.products.length);
  const rentalsEnd = lines.length - (pricing.shipping.item ? 1 : 0); // the shipping line comes last
  await attachOrderRentals(tx, order, pricing.rentals, lines, rentalsEnd - pricing.rentals.length);
  await insertOrderFulfilment(tx, order, pricing.shipping, lines);
  if (!owner.userId) await orderRepository.nameGuestBookings(tx, { bookingIds }, customer);
  const punches = pricing.passCover.units.reduce((s, u) => s + u, 0);
  if (punches > 0) {
    await redeemOrderPunches(
      tx,
      pricing.passCover.pass!.id,
      order.id,
      items.map((item, i) => ({ bookingId: item.bookingId, units: pricing.passCover.units[i] ?? 0 })),
      now,
    );
  }
  if (pricing.discount && summary.discount > 0) {
    await redeemCoupon(tx, {
      couponId: pricing.coupon!.id,
      orderId: order.id,
      organizationId: owner.organizationId,
      customer: { userId: owner.userId, email: customer.email },
      discountCents: summary.discount,
      now,
      items: pricing.items,
    });
  }
  if (voucherCents > 0) {
    const voucherPayment = await orderRepository.insertPayment(tx, {
      organizationId: owner.organizationId,
      orderId: order.id,
      provider: 'voucher',
      method: 'coupon',
      amountCents: voucherCents,
    });
    const result = await registryOf(app).get('voucher').initiate(
      {
        orderId: order.id,
        paymentId: voucherPayment.id,
        organizationId: owner.organizationId,
        amountCents: voucherCents,
        currency: order.currency,
        description: 'voucher',
        customerEmail: customer.email,
        voucherId: pricing.voucher!.id,
      },
      { db: tx, now },
    );
    await orderRepository.updatePayment(tx, voucherPayment.id, {
      status: 'succeeded',
      providerRef: result.providerRef,
      succeededAt: now,
    });
  }
  // Split the court (docs/product/split-payment.md#checkout): checked before anything is paid.
  const split = body.split
    ? checkSplitOfCart(body.split, customer.email, pricing, items, { voucherCents, punches, now })
    : null;
  if (amountDue === 0) {
    // Nothing left to pay after the coupon or voucher: complete without a payment step.
    order = await orderRepository.update(tx, order.id, {
      provider: voucherCents > 0 ? 'voucher' : punches > 0 ? 'pass' : 'coupon',
      paymentMethod: 'coupon',
    });
    return { order: await finalizeOrder(tx, order, now), payment: undefined, superseded };
  }
  checkPaymentMethod(provider, body.paymentMethod, {
    amountDueCents: amountDue,
    hasAbo: items.some((i) => i.bookingType === 'abo'),
    isSplit: Boolean(split),
    sepaDebitMinCents: pricing.settings.sepaDebitMinCents,
  });
  // Any refusal ends this transaction: the bookings move without a savepoint.
  if (bookingIds.length) await startPayment(tx, bookingIds, until, { now, failsTransaction: true, announce });
  await startProductPayment(tx, pricing.products, order.id, until);
  const payment = await orderRepository.insertPayment(tx, {
    organizationId: owner.organizationId,
    orderId: order.id,
    provider: provider.name,
    method: body.paymentMethod ?? provider.defaultMethod,
    amountCents: split ? split.shares[0]! : amountDue,
  });
  if (split && body.split) {
    await insertSplit(tx, app, order, { request: body.split, ...split, provider: provider.name });
    await linkBookerPayment(tx, order.id, payment.id);
  }
  return { order, payment, superseded };
}
