// Paying the cart: POST /orders once per cart (Idempotency-Key), then the confirmation (the test
// provider's card, after Stripe's Payment Element confirmed the intent in the browser, or after the
// buyer approved in PayPal's window, when our API captures). A
// declined card flags failedPaymentStatus and keeps the order and its holds, so "try again"
// confirms the same order with another card (docs/product.md#checkout).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Query } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { oneAtATime } from '../../lib/one-at-a-time';
import { paths, withQuery } from '../../config/paths';
import { cartSignature, useCheckoutStore } from '../../stores/checkout-store';
import { cartKeys } from '../cart/api/get-cart';
import type { CartAnswer } from '../cart/api/get-cart';
import { useNotify } from '../cart/notify';
import { confirmPayment } from './api/confirm-payment';
import type { CardInput, SepaDebitInput } from './api/confirm-payment';
import { createOrder, newIdempotencyKey, retryOrder, secretKind } from './api/create-order';
import { passKeys } from '../passes/api/passes';
import type { CartPasses } from '../passes/api/passes';
import { rememberLastOrder } from './last-order';
import { splitChoice, useSplitStore } from './split-store';

export type PayOutcome = 'paid' | 'failed' | 'error';

/** Every cart query but the rental offers of its bookings (['cart', 'rentals', id]: cart/api/rentals.ts). */
const notRentalOffers = (query: Query) => query.queryKey[1] !== 'rentals';

export function usePay() {
  const { i18n } = useTranslation('checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [isPaying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The order is asked for one request at a time: Stripe's card form asks on mount, and a customer
  // who picks SEPA at once asks again; crossed, the card's late answer replaced the debit's order.
  const [inTurn] = useState(oneAtATime);
  /**
   * The cart as ordered: its courts, its shop products, the passes bought with it and the pass paying
   * with punches (another cart needs a new order).
   */
  const signatureNow = () => {
    const store = useCheckoutStore.getState();
    const products = queryClient.getQueryData<CartAnswer>(cartKeys.items(store.owner))?.products ?? [];
    const passes = queryClient.getQueryData<CartPasses>(passKeys.cart('user'));
    const extra = [
      ...(passes?.lines ?? []).map((l) => ({ id: l.id, quantity: 1 })),
      ...(passes?.passId ? [{ id: `pass:${passes.passId}`, quantity: 1 }] : []),
    ];
    // A split (its players) belongs to the order too: another choice needs a new order.
    const split = splitChoice(useSplitStore.getState(), store.billing?.email).request;
    const splitLine = split ? [{ id: `split:${split.emails.join(',')}:${split.bookerPaysRest}`, quantity: 1 }] : [];
    return cartSignature([...store.items, ...products, ...extra, ...splitLine]);
  };

  const finish = async (
    orderId: string,
    clientSecret: string | null,
    status: 'succeeded' | 'failed' | 'pending' = 'succeeded',
  ) => {
    rememberLastOrder({ orderId, clientSecret });
    useCheckoutStore.getState().completeOrder();
    // The server emptied the cart with the payment: mounted cart views (header badge) refetch it.
    // Not the paid bookings' rental offers: those bookings left the cart, so asking again would
    // only answer 404; their views leave with the emptied cart.
    await queryClient.resetQueries({ queryKey: cartKeys.all, predicate: notRentalOffers });
    await queryClient.invalidateQueries({ queryKey: ['availability'] });
    await queryClient.invalidateQueries({ queryKey: passKeys.all });
    void navigate(withQuery(paths.payment, { orderId, status }));
  };

  /** The order for the cart (created once per cart), its payment started with `provider`; in turn. */
  const ensureOrder = (
    provider: string,
    options: { fresh?: boolean; paymentMethod?: 'sepa_debit' } = {},
  ): Promise<{ orderId: string; clientSecret: string | null; isComplete: boolean }> =>
    inTurn(() => ensureOrderNow(provider, options));

  const ensureOrderNow = async (
    provider: string,
    options: { fresh?: boolean; paymentMethod?: 'sepa_debit' },
  ): Promise<{ orderId: string; clientSecret: string | null; isComplete: boolean }> => {
    const store = useCheckoutStore.getState();
    // SEPA direct debit is its own PaymentIntent: choosing it (or leaving it) makes a new order.
    const signature = `${signatureNow()}${options.paymentMethod ? `|${options.paymentMethod}` : ''}`;
    if (store.orderId && store.orderSignature === signature) {
      // Started with another provider (the customer switched), or a PayPal order that was declined
      // (PayPal approves an order once): a new attempt on the same order.
      const kind = provider === 'stripe' || provider === 'paypal' || provider === 'adyen' ? provider : 'other';
      if (store.clientSecret && (secretKind(store.clientSecret) !== kind || options.fresh)) {
        const answer = await retryOrder(store.orderId, provider as 'test');
        useCheckoutStore.getState().startOrder({ orderId: answer.orderId, clientSecret: answer.clientSecret });
        // The server cleared the failed flag with the new attempt.
        if (options.fresh) useCheckoutStore.getState().setFailedPayment(false);
        return {
          orderId: answer.orderId,
          clientSecret: answer.clientSecret,
          isComplete: answer.status === 'completed' || !answer.clientSecret,
        };
      }
      return { orderId: store.orderId, clientSecret: store.clientSecret, isComplete: false };
    }
    // A new cart (or none started yet): a new key, stored before the request goes out.
    const key = store.idempotencyKey && store.orderSignature === signature ? store.idempotencyKey : newIdempotencyKey();
    store.prepareOrder(key, signature);
    const split = splitChoice(useSplitStore.getState(), store.billing?.email).request;
    const answer = await createOrder(
      {
        provider: provider as 'test',
        ...(options.paymentMethod ? { paymentMethod: options.paymentMethod } : {}),
        contact: store.billing ?? undefined,
        billingAddress: store.billingAddress ?? undefined,
        locale: i18n.language === 'de' ? 'de' : 'en',
        ...(split ? { split } : {}),
      },
      key,
    );
    useCheckoutStore.getState().startOrder({ orderId: answer.orderId, clientSecret: answer.clientSecret });
    // The holds now run for the payment window: show the new countdown. (Not the rental offers:
    // they cannot change now, and a payment that completes at once takes the bookings out of the
    // cart before they would be asked again.)
    void queryClient.invalidateQueries({ queryKey: cartKeys.all, predicate: notRentalOffers });
    // Nothing left to pay (a voucher covers it all): the order is complete already.
    return {
      orderId: answer.orderId,
      clientSecret: answer.clientSecret,
      isComplete: answer.status === 'completed' || !answer.clientSecret,
    };
  };

  const onError = (error: unknown): PayOutcome => {
    const signature = signatureNow();
    const isDecline = error instanceof ApiError && (error.code === 'PAYMENT_FAILED' || error.status === 402);
    if (isDecline) useCheckoutStore.getState().setFailedPayment(true);
    // The order can no longer be paid (failed or cancelled): the next attempt starts a new one.
    if (error instanceof ApiError && (error.code === 'CONFLICT' || error.code === 'INVALID_TRANSITION'))
      useCheckoutStore.getState().prepareOrder(newIdempotencyKey(), signature);
    const message = notify.error(error);
    // The alert beside the card says the provider's own reason; the toast carries the full message.
    setFailure(error instanceof ApiError && isDecline ? error.message : message);
    // The cart may have changed under us (a hold expired, a price moved): show the new state.
    if (error instanceof ApiError && !isDecline) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    return isDecline ? 'failed' : 'error';
  };

  /** Our API confirms with the provider (the card for `test`; Stripe is asked by the server). */
  const confirmAndFinish = async (
    orderId: string,
    clientSecret: string,
    card?: CardInput,
    sepaDebit?: SepaDebitInput,
  ): Promise<PayOutcome> => {
    const result = await confirmPayment({
      orderId,
      clientSecret,
      ...(card ? { card } : {}),
      ...(sepaDebit ? { sepaDebit } : {}),
    });
    if (result.status === 'completed') {
      useCheckoutStore.getState().setFailedPayment(false);
      await finish(orderId, clientSecret);
      return 'paid';
    }
    // Paid, but the booking could not be kept (a hold ran out and the court was taken): the
    // server refunds; the result page explains.
    if (result.status === 'failed') {
      notify.error(new Error(result.message));
      await finish(orderId, clientSecret, 'failed');
      return 'error';
    }
    // Still processing (a provider that confirms later): the result page follows the order.
    await finish(orderId, clientSecret, 'pending');
    return 'paid';
  };

  const pay = async (provider: string, card: CardInput | undefined): Promise<PayOutcome> => {
    setPaying(true);
    setFailure(null);
    try {
      const order = await ensureOrder(provider);
      if (order.isComplete) {
        await finish(order.orderId, null);
        return 'paid';
      }
      return await confirmAndFinish(order.orderId, order.clientSecret!, card);
    } catch (error) {
      return onError(error);
    } finally {
      setPaying(false);
    }
  };

  /**
   * Stripe: the order (and its PaymentIntent) must exist before the Payment Element can mount;
   * PayPal: its button asks for the order when the customer clicks it; Adyen: Drop-in mounts on the
   * order's session. Answers the client secret,
   * or null when nothing is left to pay (then the result page shows) or the order failed.
   */
  const prepareExternal = async (
    provider: 'stripe' | 'paypal' | 'adyen',
    options: { fresh?: boolean; paymentMethod?: 'sepa_debit' } = {},
  ): Promise<{ orderId: string; clientSecret: string } | null> => {
    setFailure(null);
    try {
      const order = await ensureOrder(provider, options);
      if (order.isComplete || !order.clientSecret) {
        await finish(order.orderId, null);
        return null;
      }
      return { orderId: order.orderId, clientSecret: order.clientSecret };
    } catch (error) {
      onError(error);
      return null;
    }
  };

  /**
   * Stripe confirmed the intent in the browser, the buyer approved in PayPal's window, or Drop-in
   * says Adyen took the payment: our API checks with the provider (for PayPal it captures; for
   * Adyen it waits for the signed notification, and the result page follows the order) and settles.
   */
  const confirmExternal = async (
    orderId: string,
    clientSecret: string,
    sepaDebit?: SepaDebitInput,
  ): Promise<PayOutcome> => {
    setPaying(true);
    setFailure(null);
    try {
      return await confirmAndFinish(orderId, clientSecret, undefined, sepaDebit);
    } catch (error) {
      return onError(error);
    } finally {
      setPaying(false);
    }
  };

  return { pay, prepareExternal, confirmExternal, isPaying, failure };
}
