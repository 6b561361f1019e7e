// Webhook deliveries as the fake PayPal signs them. PayPal signs with a certificate and has the
// receiver ask POST /v1/notifications/verify-webhook-signature; the fake signs with its own secret
// (HMAC over transmission id, time, webhook id and the event's hash) and checks the same in that
// endpoint, so a delivery signed here verifies and a forged or altered one does not.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { FakeOrder } from './fake-paypal-types';

const signingSecret = 'fake-paypal-signing-secret';

export function fakePayPalSignature(input: {
  transmissionId: string;
  transmissionTime: string;
  webhookId: string;
  event: unknown;
}): string {
  const digest = createHash('sha256').update(JSON.stringify(input.event)).digest('hex');
  return createHmac('sha256', signingSecret)
    .update(`${input.transmissionId}|${input.transmissionTime}|${input.webhookId}|${digest}`)
    .digest('base64');
}

/** The fake's POST /v1/notifications/verify-webhook-signature: SUCCESS only for its own signature. */
export function verifyFakeDelivery(body: Record<string, unknown>, webhookId: string) {
  const expected = fakePayPalSignature({
    transmissionId: String(body.transmission_id ?? ''),
    transmissionTime: String(body.transmission_time ?? ''),
    webhookId: String(body.webhook_id ?? ''),
    event: body.webhook_event,
  });
  const ok =
    body.webhook_id === webhookId &&
    body.auth_algo === 'SHA256withRSA' &&
    typeof body.cert_url === 'string' &&
    body.cert_url.startsWith('https://api.sandbox.paypal.com/') &&
    body.transmission_sig === expected;
  return { verification_status: ok ? 'SUCCESS' : 'FAILURE' };
}

export type PayPalEventType = 'PAYMENT.CAPTURE.COMPLETED' | 'PAYMENT.CAPTURE.DENIED' | 'PAYMENT.CAPTURE.REFUNDED';

/** A delivery for the order's capture (or its latest refund), signed for `webhookId`. */
export function payPalEvent(
  type: PayPalEventType,
  order: FakeOrder,
  options: { webhookId: string; id?: string; forge?: boolean; refundId?: string },
): { payload: string; headers: Record<string, string> } {
  const capture = order.purchase_units[0]?.payments?.captures[0];
  const related = { related_ids: { order_id: order.id } };
  const resource =
    type === 'PAYMENT.CAPTURE.REFUNDED'
      ? {
          id: options.refundId ?? 'UNKNOWN',
          status: 'COMPLETED',
          links: [{ rel: 'up', href: `/v2/payments/captures/${capture?.id}` }],
        }
      : {
          ...(capture ?? { id: 'NONE', status: 'DECLINED' }),
          ...(type === 'PAYMENT.CAPTURE.DENIED' ? { status: 'DECLINED' } : {}),
          supplementary_data: related,
        };
  const event = {
    id: options.id ?? `WH-${randomUUID()}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: type === 'PAYMENT.CAPTURE.REFUNDED' ? 'refund' : 'capture',
    resource_version: '2.0',
    event_type: type,
    summary: `Payment ${type}`,
    resource,
  };
  const headers = {
    'content-type': 'application/json',
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-fake',
    'paypal-transmission-id': randomUUID(),
    'paypal-transmission-time': new Date().toISOString(),
  };
  const sig = fakePayPalSignature({
    transmissionId: headers['paypal-transmission-id'],
    transmissionTime: headers['paypal-transmission-time'],
    webhookId: options.webhookId,
    event,
  });
  const payload = JSON.stringify(event);
  return {
    payload,
    headers: {
      ...headers,
      'paypal-transmission-sig': options.forge ? sig.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) : sig,
    },
  };
}
