import { afterEach, describe, expect, it } from 'vitest';
import { loadPayPalSdk, payPalSdkUrl } from './load-paypal';

afterEach(() => {
  document.head.querySelectorAll('script[data-courtside="paypal-sdk"]').forEach((s) => s.remove());
  delete (window as unknown as { paypal?: unknown }).paypal;
});

describe('loadPayPalSdk', () => {
  it('asks for the SDK with the client id, EUR and intent capture', () => {
    const url = new URL(payPalSdkUrl('abc 1'));
    expect(url.origin + url.pathname).toBe('https://www.paypal.com/sdk/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'client-id': 'abc 1',
      currency: 'EUR',
      intent: 'capture',
      components: 'buttons',
    });
  });

  it('adds one script per client id, resolves with window.paypal, and tries again after a failure', async () => {
    const first = loadPayPalSdk('client-a');
    expect(loadPayPalSdk('client-a')).toBe(first);
    const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-courtside="paypal-sdk"]')];
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('could not be loaded');
    expect(scripts()).toHaveLength(0);

    const second = loadPayPalSdk('client-a');
    expect(second).not.toBe(first);
    const paypal = { Buttons: () => ({ render: async () => undefined }) };
    (window as unknown as { paypal: unknown }).paypal = paypal;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBe(paypal);
  });
});
