// A stand-in for Adyen Web (Drop-in) in the browser, served by page.route for Adyen's CDN
// (https://checkoutshopper-test.cdn.adyen.com/checkoutshopper/sdk/…/adyen.js and adyen.css; the
// real files are never fetched). It speaks the part of Adyen Web v6's documented API the web app
// uses — `AdyenWeb.AdyenCheckout({ environment, clientKey, session: { id, sessionData },
// onPaymentCompleted, onPaymentFailed, onError })` and `new AdyenWeb.Dropin(checkout).mount(el)` —
// and renders one pay button. A click is the shopper paying in Drop-in: the fake Adyen server pays
// the session (POST https://checkoutshopper-test.adyen.com/fake/pay/{id}, forwarded by page.route),
// sends its signed AUTHORISATION to our API, and Drop-in calls onPaymentCompleted. With
// window.__fakeAdyenNext = 'refused' the next payment is refused (onPaymentFailed).
import type { Page } from '@playwright/test';

export const fakeAdyenWeb = String.raw`(() => {
  window.__fakeAdyen = { sessions: [] };
  async function AdyenCheckout(options) {
    if (options.environment !== 'test' || !/^test_/.test(options.clientKey || ''))
      throw new Error('fake Adyen Web: expected the test environment and a test client key');
    if (!options.session || !options.session.id || !options.session.sessionData)
      throw new Error('fake Adyen Web: expected a session with id and sessionData');
    if (typeof options.onPaymentCompleted !== 'function') throw new Error('fake Adyen Web: onPaymentCompleted is required');
    window.__fakeAdyen.sessions.push(options.session.id);
    return { options };
  }
  class Dropin {
    constructor(checkout) { this.checkout = checkout; this.node = null; }
    mount(container) {
      const options = this.checkout.options;
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Pay with card';
      button.setAttribute('data-testid', 'fake-adyen-pay');
      button.style.cssText = 'width:100%;height:48px;border:0;border-radius:6px;background:#0abf53;color:#fff;font:700 16px sans-serif;cursor:pointer';
      button.addEventListener('click', async () => {
        const outcome = window.__fakeAdyenNext === 'refused' ? 'refused' : 'authorised';
        window.__fakeAdyenNext = undefined;
        button.disabled = true;
        const res = await fetch('https://checkoutshopper-test.adyen.com/fake/pay/' + encodeURIComponent(options.session.id), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ outcome }),
        });
        if (!res.ok) { if (options.onError) options.onError(new Error('payment failed')); return; }
        const result = await res.json();
        if (result.resultCode === 'Authorised') options.onPaymentCompleted({ resultCode: result.resultCode, sessionResult: result.sessionResult });
        else if (options.onPaymentFailed) options.onPaymentFailed({ resultCode: result.resultCode, sessionResult: result.sessionResult });
      });
      container.appendChild(button);
      this.node = button;
      return this;
    }
    unmount() { if (this.node) this.node.remove(); }
  }
  window.AdyenWeb = { AdyenCheckout, Dropin };
})();`;

/** Serves the fake Adyen Web and forwards the shopper's payment to the fake server; answers the script URLs asked for. */
export async function useFakeAdyen(page: Page, fakeApi: string): Promise<{ scriptRequests: string[] }> {
  const scriptRequests: string[] = [];
  await page.route('https://checkoutshopper-test.cdn.adyen.com/checkoutshopper/sdk/**', async (route) => {
    const url = route.request().url();
    scriptRequests.push(url);
    if (url.endsWith('.css')) return route.fulfill({ status: 200, contentType: 'text/css', body: '' });
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: fakeAdyenWeb });
  });
  await page.route(/^https:\/\/checkoutshopper-test\.adyen\.com\/fake\//, async (route) => {
    const url = new URL(route.request().url());
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const response = await route.fetch({
      url: `${fakeApi}${url.pathname}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      postData: route.request().postData() ?? '{}',
    });
    await route.fulfill({ response, headers: { ...response.headers(), ...cors } });
  });
  return { scriptRequests };
}
