import { afterEach, describe, expect, it } from 'vitest';
import { adyenScriptUrl, adyenStyleUrl, loadAdyenWeb } from './load-adyen';

afterEach(() => {
  document.head.querySelectorAll('[data-courtside^="adyen"]').forEach((s) => s.remove());
  delete (window as unknown as { AdyenWeb?: unknown }).AdyenWeb;
});

describe('loadAdyenWeb', () => {
  it('asks Adyen’s CDN of the client key’s environment for one pinned version', () => {
    expect(adyenScriptUrl('test')).toMatch(
      /^https:\/\/checkoutshopper-test\.cdn\.adyen\.com\/checkoutshopper\/sdk\/6\.\d+\.\d+\/adyen\.js$/,
    );
    expect(adyenStyleUrl('live')).toMatch(/^https:\/\/checkoutshopper-live\.cdn\.adyen\.com\/.+\/adyen\.css$/);
  });

  it('adds one script and stylesheet, resolves with AdyenWeb, and tries again after a failure', async () => {
    const first = loadAdyenWeb('test');
    expect(loadAdyenWeb('test')).toBe(first);
    const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-courtside="adyen-web"]')];
    expect(scripts()).toHaveLength(1);
    expect(document.head.querySelectorAll('link[data-courtside="adyen-css"]')).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('could not be loaded');
    expect(scripts()).toHaveLength(0);

    const second = loadAdyenWeb('test');
    const web = { AdyenCheckout: async () => ({}), Dropin: class {} };
    (window as unknown as { AdyenWeb: unknown }).AdyenWeb = web;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBe(web);
    expect(document.head.querySelectorAll('link[data-courtside="adyen-css"]')).toHaveLength(1);
  });
});
