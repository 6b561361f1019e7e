// Stripe's return parameters after a redirect (3-D Secure, bank pages): read only when they belong
// together, and removed from the address without touching anything else of it.
import { describe, expect, it } from 'vitest';
import { readStripeReturn, withoutStripeReturn } from './load-stripe';

const intent = 'pi_3QabcDEF123';
const secret = `${intent}_secret_XyZ789`;

describe('readStripeReturn', () => {
  it('reads the parameters Stripe appends to return_url', () => {
    const search = new URLSearchParams({
      orderId: 'o-1',
      payment_intent: intent,
      payment_intent_client_secret: secret,
      redirect_status: 'succeeded',
    });
    expect(readStripeReturn(search)).toEqual({
      paymentIntent: intent,
      clientSecret: secret,
      redirectStatus: 'succeeded',
    });
  });

  it('keeps a failed redirect status (the server decides, not the address)', () => {
    const search = new URLSearchParams({
      payment_intent: intent,
      payment_intent_client_secret: secret,
      redirect_status: 'failed',
    });
    expect(readStripeReturn(search)?.redirectStatus).toBe('failed');
  });

  it('without redirect_status: still a return, status unknown', () => {
    expect(
      readStripeReturn(new URLSearchParams({ payment_intent: intent, payment_intent_client_secret: secret })),
    ).toEqual({ paymentIntent: intent, clientSecret: secret, redirectStatus: null });
  });

  it('is null without Stripe parameters, with one missing, or when the secret is not the intent’s', () => {
    expect(readStripeReturn(new URLSearchParams('orderId=o-1'))).toBeNull();
    expect(readStripeReturn(new URLSearchParams({ payment_intent: intent }))).toBeNull();
    expect(readStripeReturn(new URLSearchParams({ payment_intent_client_secret: secret }))).toBeNull();
    expect(
      readStripeReturn(new URLSearchParams({ payment_intent: 'pi_other', payment_intent_client_secret: secret })),
    ).toBeNull();
    expect(
      readStripeReturn(new URLSearchParams({ payment_intent: intent, payment_intent_client_secret: intent })),
    ).toBeNull();
    expect(readStripeReturn(new URLSearchParams({ payment_intent: '', payment_intent_client_secret: '' }))).toBeNull();
  });
});

describe('withoutStripeReturn', () => {
  it('removes the three Stripe parameters and keeps the rest (order id, hash)', () => {
    const url = new URL(
      `https://courtside.example/payment?orderId=o-1&payment_intent=${intent}&payment_intent_client_secret=${secret}&redirect_status=succeeded#top`,
    );
    expect(withoutStripeReturn(url)).toBe('/payment?orderId=o-1#top');
  });

  it('a pay-link page keeps its path; only Stripe parameters: no "?" left', () => {
    const url = new URL(
      `https://courtside.example/pay/tok_abc?payment_intent=${intent}&payment_intent_client_secret=${secret}&redirect_status=failed`,
    );
    expect(withoutStripeReturn(url)).toBe('/pay/tok_abc');
  });

  it('an address without them is unchanged', () => {
    expect(withoutStripeReturn(new URL('https://courtside.example/payment?orderId=o-2&status=succeeded'))).toBe(
      '/payment?orderId=o-2&status=succeeded',
    );
  });

  it('the result reads as no Stripe return any more (a reload does not confirm again)', () => {
    const url = new URL(
      `https://courtside.example/payment?orderId=o-1&payment_intent=${intent}&payment_intent_client_secret=${secret}`,
    );
    const after = new URL(withoutStripeReturn(url), 'https://courtside.example');
    expect(readStripeReturn(after.searchParams)).toBeNull();
    expect(after.searchParams.get('orderId')).toBe('o-1');
  });
});
