// Adyen's standard notifications (docs/product.md#payments): a JSON batch of
// `notificationItems[].NotificationRequestItem`, each signed with HMAC-SHA256 (our hex HMAC key)
// over pspReference:originalReference:merchantAccountCode:merchantReference:value:currency:
// eventCode:success, base64 in additionalData.hmacSignature. Every item of a batch is verified
// before any is acted on: one forged item → 400 and nothing changes. Items of another merchant
// account are acknowledged and ignored.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../lib/app-error';
import type { PaymentMethod } from '@courtside/core/enums';
import type { ProviderPaymentState, WebhookEvent } from '../payment-provider';
import type { AdyenConfig } from './adyen-client';

export interface AdyenNotificationItem {
  pspReference?: string;
  originalReference?: string;
  merchantAccountCode?: string;
  merchantReference?: string;
  amount?: { value?: number; currency?: string };
  eventCode?: string;
  success?: string;
  reason?: string;
  paymentMethod?: string;
  additionalData?: Record<string, string>;
}

/** The signed string of one item, as Adyen documents it (missing fields are empty). */
export function adyenSigningString(item: AdyenNotificationItem): string {
  return [
    item.pspReference ?? '',
    item.originalReference ?? '',
    item.merchantAccountCode ?? '',
    item.merchantReference ?? '',
    item.amount?.value ?? '',
    item.amount?.currency ?? '',
    item.eventCode ?? '',
    item.success ?? '',
  ].join(':');
}

export function isValidAdyenHmac(item: AdyenNotificationItem, hexKey: string): boolean {
  const given = Buffer.from(item.additionalData?.hmacSignature ?? '', 'base64');
  const expected = createHmac('sha256', Buffer.from(hexKey, 'hex')).update(adyenSigningString(item), 'utf8').digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** docs/product.md#payments payment method from Adyen's `paymentMethod` (a card brand, paypal, …). */
export function adyenMethod(paymentMethod: string | undefined): PaymentMethod {
  const m = (paymentMethod ?? '').toLowerCase();
  if (m === 'paypal') return 'paypal';
  if (m === 'directebanking' || m.startsWith('klarna_paynow')) return 'Sofort';
  if (/^(scheme|visa|mc|amex|maestro|cartebancaire|diners|discover|jcb|cup|bcmc)/.test(m)) return 'credit_card';
  return 'online';
}

/** What an AUTHORISATION says, before it is checked against our order. */
function stateOf(item: AdyenNotificationItem): ProviderPaymentState | null {
  if (item.eventCode !== 'AUTHORISATION') return null;
  if (item.success === 'true') return { status: 'succeeded', method: adyenMethod(item.paymentMethod) };
  return { status: 'failed', failureMessage: `Adyen refused the payment${item.reason ? ` (${item.reason})` : ''}` };
}

/** One verified item as our event: AUTHORISATION names the payment, REFUND the refunded payment. */
function eventOf(item: AdyenNotificationItem): WebhookEvent {
  const isPayment = item.eventCode === 'AUTHORISATION';
  return {
    // Adyen's duplicates repeat these three; an item that differs in one of them is a new fact.
    eventId: `${item.eventCode}:${item.pspReference}:${item.success}`,
    type: item.eventCode!,
    providerRef: (isPayment ? item.pspReference : item.originalReference) ?? null,
    // Until it is paid, our payment is known by its session (sessions flow).
    formerRef: isPayment ? (item.additionalData?.checkoutSessionId ?? null) : null,
    // A payment's reference is our order; a refund's is our refund id (the payment is named by originalReference).
    orderId: isPayment ? (item.merchantReference ?? null) : null,
    state: stateOf(item),
    payload: item,
  };
}

/** Verifies a whole batch and answers its items as events (none when forged: BAD_REQUEST). */
export function parseAdyenNotifications(config: AdyenConfig, rawBody: Buffer): WebhookEvent[] {
  let body: { notificationItems?: { NotificationRequestItem?: AdyenNotificationItem }[] };
  try {
    body = JSON.parse(rawBody.toString('utf8')) as typeof body;
  } catch {
    throw new AppError('BAD_REQUEST', 'The notification body is not JSON');
  }
  if (!Array.isArray(body?.notificationItems)) throw new AppError('BAD_REQUEST', 'Not an Adyen notification');
  const items = body.notificationItems.map((entry) => entry?.NotificationRequestItem);
  for (const item of items) {
    if (!item || typeof item.eventCode !== 'string' || typeof item.pspReference !== 'string')
      throw new AppError('BAD_REQUEST', 'Not an Adyen notification item');
    if (!isValidAdyenHmac(item, config.hmacKey!))
      throw new AppError('BAD_REQUEST', 'The notification signature is not valid');
  }
  return items
    .filter((item): item is AdyenNotificationItem => item!.merchantAccountCode === config.merchantAccount)
    .map(eventOf);
}
