// PayPal webhooks (docs/product.md#payments): PayPal signs with a certificate, and verifying is done by
// PayPal itself through POST /v1/notifications/verify-webhook-signature (the transmission headers,
// our webhook id and the event exactly as received). Forged → 400; PayPal unreachable → 503, so
// PayPal delivers again later. The event names the PayPal order through the capture's
// supplementary_data; the handler then reads the order back, so late or repeated events are harmless.
import { AppError } from '../../../lib/app-error';
import type { WebhookEvent } from '../payment-provider';
import { isPayPalOutage } from './paypal-client';
import type { PayPalClient, PayPalConfig } from './paypal-client';

const transmissionHeaders = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

interface PayPalEvent {
  id?: unknown;
  event_type?: unknown;
  resource?: {
    status?: string;
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
}

export async function parsePayPalWebhook(
  client: PayPalClient,
  config: PayPalConfig,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<WebhookEvent> {
  const text = rawBody.toString('utf8');
  let event: PayPalEvent;
  try {
    event = JSON.parse(text) as PayPalEvent;
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook body is not JSON');
  }
  if (typeof event.id !== 'string' || typeof event.event_type !== 'string')
    throw new AppError('BAD_REQUEST', 'Not a PayPal webhook event');
  const fields: string[] = [];
  for (const [field, header] of Object.entries(transmissionHeaders)) {
    const value = headers[header];
    if (typeof value !== 'string' || !value) throw new AppError('BAD_REQUEST', `Missing ${header} header`);
    fields.push(`${JSON.stringify(field)}:${JSON.stringify(value)}`);
  }
  fields.push(`"webhook_id":${JSON.stringify(config.webhookId)}`);
  // The event as received, byte for byte: a re-serialised one may no longer match the signature.
  const body = `{${fields.join(',')},"webhook_event":${text}}`;
  let verification: { verification_status?: string };
  try {
    verification = await client.call({
      method: 'POST',
      path: '/v1/notifications/verify-webhook-signature',
      rawBody: body,
    });
  } catch (error) {
    if (!isPayPalOutage(error)) throw new AppError('BAD_REQUEST', 'The webhook signature is not valid');
    throw new AppError('UNAVAILABLE', 'The webhook could not be verified with PayPal yet');
  }
  if (verification.verification_status !== 'SUCCESS')
    throw new AppError('BAD_REQUEST', 'The webhook signature is not valid');
  const orderId = event.resource?.supplementary_data?.related_ids?.order_id ?? null;
  const denied = event.event_type === 'PAYMENT.CAPTURE.DENIED';
  return {
    eventId: event.id,
    type: event.event_type,
    providerRef: orderId,
    // Paid is only believed after reading the order back (amount and currency checked there); a
    // denial may stand on its own, since settling never turns a success back into a failure.
    state: denied ? { status: 'failed', failureMessage: 'PayPal declined the payment' } : null,
    payload: event,
  };
}
