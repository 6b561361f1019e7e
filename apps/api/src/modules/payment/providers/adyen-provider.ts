// Adyen through its Checkout API v71, sessions flow (docs/product.md#payments). One Adyen session per
// payment row (`POST /sessions`: amount in minor units, reference = our order, returnUrl, our
// merchant account, Idempotency-Key courtside-payment-<payment>); Drop-in pays it in the browser.
// The browser's word is never taken: only an HMAC-verified AUTHORISATION notification whose
// amount, currency and merchantReference match the order settles it (adyen-webhook.ts). Adyen has
// no API to read a payment back, so `retrieve` knows nothing and the signed notification is the
// truth; refunds are answered `received` and end with a REFUND notification.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orders, paymentEvents } from '../../../db/schema/checkout';
import { AppError } from '../../../lib/app-error';
import type { InitiateInput, PaymentProvider, ProviderPaymentState, RefundResult } from '../payment-provider';
import { AdyenApiError, createAdyenClient, isAdyenOutage } from './adyen-client';
import type { AdyenClient, AdyenConfig } from './adyen-client';
import type { AdyenNotificationItem } from './adyen-webhook';
import { parseAdyenNotifications } from './adyen-webhook';

export interface AdyenSession {
  id: string;
  sessionData: string;
}

export function isAdyenConfigured(config: AdyenConfig): boolean {
  return Boolean(config.apiKey && config.merchantAccount && config.hmacKey);
}

/** The session's request, the same for every call of one payment (Adyen replays it by key). */
export function adyenSessionRequest(config: AdyenConfig, input: InitiateInput, returnBase: string) {
  return {
    merchantAccount: config.merchantAccount,
    amount: { value: input.amountCents, currency: input.currency },
    reference: input.orderId,
    returnUrl: `${returnBase}/payment?${new URLSearchParams({ orderId: input.orderId, status: 'pending' })}`,
    shopperEmail: input.customerEmail,
    channel: 'Web',
    // 3-D Secure as a redirect back to returnUrl, not a challenge frame of the issuer in our page.
    authenticationData: { threeDSRequestData: { nativeThreeDS: 'disabled' } },
  };
}

/** How a refund ended, from its REFUND / REFUND_FAILED notification (none yet: still pending). */
async function refundOutcome(db: DbOrTx, refundRef: string): Promise<RefundResult> {
  const rows = await db
    .select({ eventId: paymentEvents.eventId, payload: paymentEvents.payload })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.provider, 'adyen'),
        inArray(paymentEvents.eventId, [
          `REFUND:${refundRef}:true`,
          `REFUND:${refundRef}:false`,
          `REFUND_FAILED:${refundRef}:true`,
        ]),
      ),
    );
  // A refund that failed after it was accepted stays failed, whatever came first.
  const failed = rows.find((r) => r.eventId !== `REFUND:${refundRef}:true`);
  if (failed) {
    const reason = (failed.payload as AdyenNotificationItem).reason;
    return { refundRef, status: 'failed', failureMessage: `Adyen could not refund${reason ? ` (${reason})` : ''}` };
  }
  return { refundRef, status: rows.length ? 'succeeded' : 'pending' };
}

export function createAdyenProvider(
  config: AdyenConfig,
  options: { returnBase: string; client?: AdyenClient },
): PaymentProvider {
  const client = options.client ?? createAdyenClient(config);
  const outage = () => new AppError('UNAVAILABLE', 'Adyen cannot be reached at the moment, please try again shortly');

  async function session(input: InitiateInput): Promise<AdyenSession> {
    try {
      return await client.call<AdyenSession>({
        method: 'POST',
        path: '/sessions',
        body: adyenSessionRequest(config, input, options.returnBase),
        // One session per payment row, however often it is asked for.
        idempotencyKey: `courtside-payment-${input.paymentId}`,
      });
    } catch (error) {
      if (isAdyenOutage(error)) throw outage();
      throw new AppError('PAYMENT_FAILED', `Adyen refused the payment session: ${(error as Error).message}`);
    }
  }

  return {
    name: 'adyen',
    defaultMethod: 'online',
    staffOnly: false,
    runsInTransaction: false,
    publicConfig: () => ({
      clientKey: config.clientKey ?? '',
      environment: config.clientKey?.startsWith('live_') ? 'live' : 'test',
    }),
    clientSession: async (input) => ({ ...(await session(input)) }),
    initiate: async (input) => {
      const created = await session(input);
      // The session id (Drop-in is given it with its sessionData) and a random part that proves the
      // guest owns the payment.
      const clientSecret = `adyen_${created.id}_secret_${randomBytes(16).toString('hex')}`;
      return { providerRef: created.id, clientSecret, status: 'pending' };
    },
    // Drop-in finished in the browser: nothing is believed until Adyen's signed notification.
    confirm: async () => ({ status: 'pending' }),
    retrieve: async () => null,
    // The notification checked against our order: a payment that does not match is given back.
    checkEvent: async (event, expected) => {
      const item = event.payload as AdyenNotificationItem;
      // A refusal of an attempt that was replaced (or of a closed order) flags nothing.
      if (event.state?.status === 'failed' && !expected.open) return null;
      if (event.state?.status !== 'succeeded') return event.state;
      const wrong =
        item.amount?.currency !== expected.currency
          ? `currency ${item.amount?.currency ?? '(none)'}`
          : item.amount?.value !== expected.amountCents
            ? `amount ${item.amount?.value ?? '(none)'}`
            : item.merchantReference !== expected.orderId
              ? `reference ${item.merchantReference ?? '(none)'}`
              : null;
      if (!wrong) return event.state;
      // Cancelled if not captured yet, refunded if it was (Adyen decides); an outage throws → 503.
      try {
        await client.call({
          method: 'POST',
          path: `/payments/${encodeURIComponent(item.pspReference!)}/reversals`,
          body: { merchantAccount: config.merchantAccount, reference: `mismatch-${expected.orderId}` },
          idempotencyKey: `courtside-reversal-${item.pspReference}`,
        });
      } catch (error) {
        if (isAdyenOutage(error)) throw outage();
        // Refused (already reversed or refunded): nothing more to give back.
      }
      return {
        status: 'failed',
        failureMessage: `The Adyen payment does not match the order (${wrong}); it is given back`,
      } satisfies ProviderPaymentState;
    },
    refund: async (input, context): Promise<RefundResult> => {
      if (input.refundRef) return refundOutcome(context.db, input.refundRef);
      const [order] = await context.db
        .select({ currency: orders.currency })
        .from(orders)
        .where(eq(orders.id, input.orderId));
      try {
        const answer = await client.call<{ pspReference: string; status: string }>({
          method: 'POST',
          path: `/payments/${encodeURIComponent(input.providerRef)}/refunds`,
          body: {
            merchantAccount: config.merchantAccount,
            amount: { value: input.amountCents, currency: order?.currency ?? 'EUR' },
            reference: input.refundId,
          },
          // Our refund id: a retried refund pays out once.
          idempotencyKey: `courtside-refund-${input.refundId}`,
        });
        return { refundRef: answer.pspReference, status: 'pending' };
      } catch (error) {
        // Adyen refused it (not refundable, more than is left): final, not an outage.
        if (error instanceof AdyenApiError && !isAdyenOutage(error))
          return { refundRef: '', status: 'failed', failureMessage: error.message };
        throw error;
      }
    },
    parseWebhooks: (rawBody) => parseAdyenNotifications(config, rawBody),
  };
}
