// The Content-Security-Policy names Stripe's hosts only when Stripe is configured (docs/ARCHITECTURE.md:
// no third-party request without need): with all three keys, not with a publishable key alone.
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
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
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
