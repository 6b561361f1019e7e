// Adyen's standard notifications as the fake Adyen sends them: NotificationRequestItems signed with
// HMAC-SHA256 over the eight documented fields (the hex key decoded to bytes, base64 signature in
// additionalData.hmacSignature), batched in `{ live, notificationItems }`. Written apart from the
// app's verifier (providers/adyen-webhook.ts) so a mistake in one is not copied into the other.
import { createHmac } from 'node:crypto';

export interface FakeNotificationItem {
  eventCode: 'AUTHORISATION' | 'REFUND' | 'REFUND_FAILED' | 'CANCEL_OR_REFUND';
  success: 'true' | 'false';
  pspReference: string;
  originalReference?: string;
  merchantAccountCode: string;
  merchantReference: string;
  amount: { value: number; currency: string };
  eventDate: string;
  paymentMethod?: string;
  reason?: string;
  operations?: string[];
  additionalData: Record<string, string>;
}

export const fakeAdyenCredentials = {
  apiKey: 'AQE-courtside-fake-api-key',
  merchantAccount: 'CourtsideECOM',
  // 32 bytes as hex, like the key the Customer Area generates.
  hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  clientKey: 'test_COURTSIDEFAKECLIENTKEY000000',
};

export function signFakeItem(item: Omit<FakeNotificationItem, 'additionalData'>, hexKey: string): string {
  const fields = [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    String(item.amount.value),
    item.amount.currency,
    item.eventCode,
    item.success,
  ];
  return createHmac('sha256', Buffer.from(hexKey, 'hex')).update(fields.join(':')).digest('base64');
}

/** A signed item; `forge` signs with another key, as someone without ours would. */
export function fakeItem(
  fields: Omit<FakeNotificationItem, 'additionalData' | 'eventDate'> & { additionalData?: Record<string, string> },
  options: { hmacKey?: string; forge?: boolean } = {},
): FakeNotificationItem {
  const key = options.forge ? 'ab'.repeat(32) : (options.hmacKey ?? fakeAdyenCredentials.hmacKey);
  const item = { ...fields, eventDate: new Date().toISOString() };
  return { ...item, additionalData: { ...fields.additionalData, hmacSignature: signFakeItem(item, key) } };
}

export const notificationBody = (items: FakeNotificationItem[]): string =>
  JSON.stringify({
    live: 'false',
    notificationItems: items.map((NotificationRequestItem) => ({ NotificationRequestItem })),
  });

/** Delivers a batch as Adyen does (POST, JSON); Adyen counts it delivered only on `[accepted]`. */
export async function deliverNotifications(
  url: string,
  items: FakeNotificationItem[],
): Promise<{ status: number; body: string; accepted: boolean }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: notificationBody(items),
    signal: AbortSignal.timeout(20_000),
  });
  const body = await res.text();
  return { status: res.status, body, accepted: res.ok && body.includes('[accepted]') };
}
