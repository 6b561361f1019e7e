// Paying the cart: POST /orders once per cart (Idempotency-Key), then the card confirmation. A
// declined card flags failedPaymentStatus and keeps the order and its holds, so "try again"
// confirms the same order with another card (SPEC.md §4, DESIGN.md §6).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { paths, withQuery } from '../../routes/paths';
import { cartSignature, useCheckoutStore } from '../../stores/checkout-store';
import { cartKeys } from '../cart/api/get-cart';
import { useNotify } from '../cart/notify';
import { confirmPayment } from './api/confirm-payment';
import type { CardInput } from './api/confirm-payment';
import { createOrder, newIdempotencyKey } from './api/create-order';
import { rememberLastOrder } from './last-order';

export type PayOutcome = 'paid' | 'failed' | 'error';

export function usePay() {
  const { i18n } = useTranslation('checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [isPaying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const finish = async (orderId: string, clientSecret: string | null, status: 'succeeded' | 'failed' | 'pending' = 'succeeded') => {
    rememberLastOrder({ orderId, clientSecret });
    useCheckoutStore.getState().completeOrder();
    // The server emptied the cart with the payment: mounted cart views (header badge) refetch it.
    await queryClient.resetQueries({ queryKey: cartKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['availability'] });
    void navigate(withQuery(paths.payment, { orderId, status }));
  };

  const pay = async (provider: string, card: CardInput | undefined): Promise<PayOutcome> => {
    const store = useCheckoutStore.getState();
    const signature = cartSignature(store.items);
    setPaying(true);
    setFailure(null);
    try {
      let { orderId, clientSecret } = store;
      if (!orderId || store.orderSignature !== signature) {
        // A new cart (or none started yet): a new key, stored before the request goes out.
        const key = store.idempotencyKey && store.orderSignature === signature ? store.idempotencyKey : newIdempotencyKey();
        store.prepareOrder(key, signature);
        const answer = await createOrder(
          {
            provider: provider as 'test',
            contact: store.billing ?? undefined,
            billingAddress: store.billingAddress ?? undefined,
            locale: i18n.language === 'de' ? 'de' : 'en',
          },
          key,
        );
        useCheckoutStore.getState().startOrder({ orderId: answer.orderId, clientSecret: answer.clientSecret });
        orderId = answer.orderId;
        clientSecret = answer.clientSecret;
        // Nothing left to pay (a voucher covers it all): the order is complete already.
        if (answer.status === 'completed' || !answer.clientSecret) {
          await finish(answer.orderId, null);
          return 'paid';
        }
        // The holds now run for the payment window: show the new countdown.
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      }
      const result = await confirmPayment({ orderId, clientSecret: clientSecret!, ...(card ? { card } : {}) });
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
    } catch (error) {
      const isDecline = error instanceof ApiError && (error.code === 'PAYMENT_FAILED' || error.status === 402);
      if (isDecline) useCheckoutStore.getState().setFailedPayment(true);
      // The order can no longer be paid (failed or cancelled): the next attempt starts a new one.
      if (error instanceof ApiError && error.code === 'CONFLICT') useCheckoutStore.getState().prepareOrder(newIdempotencyKey(), signature);
      const message = notify.error(error);
      // The alert beside the card says the provider's own reason; the toast carries the full message.
      setFailure(error instanceof ApiError && isDecline ? error.message : message);
      // The cart may have changed under us (a hold expired, a price moved): show the new state.
      if (error instanceof ApiError && !isDecline) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      return isDecline ? 'failed' : 'error';
    } finally {
      setPaying(false);
    }
  };

  return { pay, isPaying, failure };
}
