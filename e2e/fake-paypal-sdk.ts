// A stand-in for PayPal's JS SDK in the browser, served by page.route for https://www.paypal.com/sdk/js
// (the real script is never fetched). It speaks the part of the SDK's documented API the web app
// uses — paypal.Buttons({ style, createOrder, onApprove, onCancel, onError }).render(container) and
// close() — and renders one button. A click runs createOrder (our API makes the PayPal order on the
// fake PayPal server), then "PayPal's window": the buyer approves the order on the fake server
// (POST https://www.sandbox.paypal.com/fake/approve/{id}, forwarded by page.route) and the SDK calls
// onApprove({ orderID }), after which our API captures. window.__fakePayPalNext = 'cancel' makes the
// next click close the window instead (onCancel), as a buyer closing PayPal's popup would.
import type { Page } from '@playwright/test';

export const fakePayPalSdk = String.raw`(() => {
  const params = new URL(document.currentScript.src).searchParams;
  if (!params.get('client-id') || params.get('currency') !== 'EUR' || params.get('intent') !== 'capture')
    throw new Error('fake PayPal SDK: expected client-id, currency=EUR and intent=capture');
  window.__fakePayPal = { clientId: params.get('client-id'), orders: [] };
  window.paypal = {
    Buttons(options) {
      if (typeof options.createOrder !== 'function' || typeof options.onApprove !== 'function')
        throw new Error('fake PayPal SDK: createOrder and onApprove are required');
      let button = null;
      return {
        async render(container) {
          button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          button.setAttribute('data-testid', 'fake-paypal-button');
          button.style.cssText = 'width:100%;height:48px;border:0;border-radius:4px;background:#ffc439;color:#003087;font:700 18px sans-serif;cursor:pointer';
          button.addEventListener('click', async () => {
            let orderID;
            try {
              orderID = await options.createOrder({}, {});
            } catch (error) {
              if (options.onError) options.onError(error);
              return;
            }
            window.__fakePayPal.orders.push(orderID);
            if (window.__fakePayPalNext === 'cancel') {
              window.__fakePayPalNext = undefined;
              if (options.onCancel) options.onCancel({ orderID });
              return;
            }
            const res = await fetch('https://www.sandbox.paypal.com/fake/approve/' + encodeURIComponent(orderID), { method: 'POST' });
            if (!res.ok) { if (options.onError) options.onError(new Error('approval failed')); return; }
            try {
              await options.onApprove({ orderID, payerID: 'FAKEPAYER123', paymentSource: 'paypal' }, {});
            } catch (error) {
              if (options.onError) options.onError(error);
            }
          });
          container.appendChild(button);
        },
        async close() { if (button) button.remove(); },
        isEligible() { return true; },
      };
    },
  };
})();`;

/** Serves the fake SDK and forwards PayPal's approval host to the fake server; answers the script URLs asked for. */
export async function useFakePayPal(page: Page, fakeApi: string): Promise<{ scriptRequests: string[] }> {
  const scriptRequests: string[] = [];
  await page.route('https://www.paypal.com/sdk/js**', async (route) => {
    scriptRequests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: fakePayPalSdk });
  });
  await page.route(/^https:\/\/www\.sandbox\.paypal\.com\/fake\//, async (route) => {
    const url = new URL(route.request().url());
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const response = await route.fetch({ url: `${fakeApi}${url.pathname}`, method: 'POST' });
    await route.fulfill({ response, headers: { ...response.headers(), ...cors } });
  });
  return { scriptRequests };
}
