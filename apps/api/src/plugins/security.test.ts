// The Content-Security-Policy names Stripe's hosts only when Stripe is configured (docs/ARCHITECTURE.md:
// no third-party request without need): with all three keys, not with a publishable key alone; PayPal's
// likewise only with its three settings, Adyen’s with its key, merchant account and HMAC key.
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '../../test/fakes/fake-stripe';
import type { FakeStripe } from '../../test/fakes/fake-stripe';
import { buildTestApp } from '../../test/helper';
import type { TestContext } from '../../test/helper';

const opened: TestContext[] = [];
let stripe: FakeStripe | undefined;
afterAll(async () => {
  for (const t of opened) await t.close();
  await stripe?.close();
});

async function cspWith(env: Record<string, string>): Promise<Record<string, string[]>> {
  const t = await buildTestApp({ env });
  opened.push(t);
  // A page's policy (API JSON answers carry the short API set: helmet-once.test.ts).
  const res = await t.app.inject({ method: 'GET', url: '/pricing' });
  const header = String(res.headers['content-security-policy'] ?? '');
  expect(header).not.toBe('');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('Content-Security-Policy and Stripe', () => {
  it('without Stripe: no Stripe host anywhere', async () => {
    const csp = await cspWith({});
    expect(JSON.stringify(csp)).not.toContain('stripe');
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it('a publishable key alone does not configure Stripe: still no Stripe host', async () => {
    const csp = await cspWith({ STRIPE_PUBLISHABLE_KEY: 'pk_test_only' });
    expect(JSON.stringify(csp)).not.toContain('stripe');
  });

  it('with Stripe configured: Stripe.js scripts and frames, and api.stripe.com for its requests', async () => {
    stripe = await startFakeStripe();
    const csp = await cspWith(stripe.env);
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com']));
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com']));
    // Nothing broader than Stripe's own hosts.
    expect(
      Object.values(csp)
        .flat()
        .filter((v) => v.includes('*') && !v.endsWith('.js.stripe.com')),
    ).toEqual([]);
  });
});

describe('Content-Security-Policy and PayPal', () => {
  const paypalEnv = {
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_WEBHOOK_ID: 'WH-1',
    PAYPAL_API_BASE: 'http://127.0.0.1:9',
  };

  it('without its three settings: no PayPal host anywhere', async () => {
    const csp = await cspWith({ ...paypalEnv, PAYPAL_WEBHOOK_ID: '' });
    expect(JSON.stringify(csp)).not.toContain('paypal');
  });

  it('configured: PayPal’s SDK hosts for scripts, frames, images and its requests, nothing broader', async () => {
    const csp = await cspWith(paypalEnv);
    expect(csp['script-src']).toEqual(["'self'", 'https://*.paypal.com', 'https://*.paypalobjects.com']);
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://*.paypal.com']));
    expect(csp['connect-src']).toEqual(["'self'", 'https://*.paypal.com']);
    expect(csp['img-src']).toEqual(expect.arrayContaining(['https://*.paypalobjects.com']));
    expect(JSON.stringify(csp)).not.toContain('stripe');
  });
});

describe('Content-Security-Policy and Adyen', () => {
  const adyenEnv = {
    ADYEN_API_KEY: 'AQE-key',
    ADYEN_MERCHANT_ACCOUNT: 'CourtsideECOM',
    ADYEN_HMAC_KEY: 'ab'.repeat(32),
    ADYEN_CLIENT_KEY: 'test_KEY',
    ADYEN_API_BASE: 'http://127.0.0.1:9',
  };

  it('without its HMAC key: no Adyen host anywhere', async () => {
    const csp = await cspWith({ ...adyenEnv, ADYEN_HMAC_KEY: '' });
    expect(JSON.stringify(csp)).not.toContain('adyen');
  });

  it('configured: Adyen Web’s hosts for scripts, styles, frames, images, requests and form posts', async () => {
    const csp = await cspWith(adyenEnv);
    for (const directive of ['script-src', 'style-src', 'frame-src', 'img-src', 'connect-src', 'form-action'])
      expect(csp[directive], directive).toEqual(expect.arrayContaining(['https://*.adyen.com']));
    expect(csp['script-src']).toEqual(["'self'", 'https://*.adyen.com']);
  });
});
