// A stand-in for Stripe.js in the browser, served by page.route for https://js.stripe.com/** (the
// real script is never fetched). It speaks the part of Stripe.js's documented API the web app uses —
// Stripe(pk).elements({ clientSecret, appearance, locale }), elements.create('payment') with
// mount/on/destroy, stripe.confirmPayment({ elements, redirect, confirmParams }) answering
// { paymentIntent } or { error } — and confirms on "api.stripe.com", which routeFakeStripeApi hands
// to the fake Stripe server, so the PaymentIntent really succeeds (or is declined) there and the
// API's server-side check against Stripe sees it. Card 4000 0027 6000 3184 asks for 3-D Secure: the
// page goes to the fake's test page on "hooks.stripe.com" and comes back to return_url. SEPA: the
// IBAN Element (elements.create('iban', { supportedCountries: ['SEPA'] })) and
// stripe.createPaymentMethod({ type: 'sepa_debit', … }), which makes the PaymentMethod on the fake.
// Not covered: the Payment Element's other tabs (wallets, Klarna, Sofort): it shows a card field only.
import type { Page } from '@playwright/test';

export const fakeStripeScript = String.raw`(() => {
  // The IBAN Element: one input, as Stripe's iframe would hold it; supportedCountries must be SEPA.
  function ibanElement(options) {
    if (!options || !Array.isArray(options.supportedCountries) || options.supportedCountries[0] !== 'SEPA') throw new Error('fake Stripe.js: the iban element needs supportedCountries SEPA');
    let input = null;
    const handlers = {};
    return {
      _iban: () => (input ? input.value.replace(/\s/g, '') : ''),
      mount(target) {
        const host = typeof target === 'string' ? document.querySelector(target) : target;
        input = document.createElement('input');
        input.setAttribute('data-testid', 'fake-stripe-iban');
        input.setAttribute('aria-label', 'IBAN');
        input.placeholder = (options.placeholderCountry || 'DE') + '00 0000 0000 0000 0000 00';
        input.style.cssText = 'width:100%;box-sizing:border-box;padding:12px;font-size:16px;border:1px solid #bbb;border-radius:8px';
        host.appendChild(input);
        setTimeout(() => handlers.ready && handlers.ready({ elementType: 'iban' }));
      },
      on(event, handler) { handlers[event] = handler; return this; },
      destroy() { if (input) input.remove(); },
      unmount() { if (input) input.remove(); },
    };
  }
  function Stripe(key) {
    if (typeof key !== 'string' || !key.startsWith('pk_')) throw new Error('fake Stripe.js: expected a publishable key');
    return {
      // createPaymentMethod({ type: 'sepa_debit', sepa_debit: ibanElement, billing_details }): Stripe.js
      // posts the IBAN to api.stripe.com with the publishable key and answers { paymentMethod } or { error }.
      async createPaymentMethod({ type, sepa_debit, billing_details }) {
        if (type !== 'sepa_debit' || !sepa_debit || typeof sepa_debit._iban !== 'function') throw new Error('fake Stripe.js: expected a sepa_debit PaymentMethod from the iban element');
        const iban = sepa_debit._iban();
        if (iban.length < 15) return { error: { type: 'validation_error', code: 'incomplete_iban', message: 'Your IBAN is incomplete.' } };
        const body = new URLSearchParams({ key, type, 'sepa_debit[iban]': iban, 'billing_details[name]': (billing_details && billing_details.name) || '', 'billing_details[email]': (billing_details && billing_details.email) || '' });
        const res = await fetch('https://api.stripe.com/v1/payment_methods', { method: 'POST', body });
        const json = await res.json();
        return res.ok ? { paymentMethod: json } : { error: json.error };
      },
      elements(options) {
        let input = null;
        return {
          _clientSecret: options.clientSecret,
          _card: () => (input ? input.value : ''),
          create(type, createOptions) {
            if (type === 'iban') return ibanElement(createOptions);
            if (type !== 'payment') throw new Error('fake Stripe.js: only the payment and iban elements');
            const handlers = {};
            return {
              mount(target) {
                const host = typeof target === 'string' ? document.querySelector(target) : target;
                input = document.createElement('input');
                input.setAttribute('data-testid', 'fake-stripe-card');
                input.setAttribute('aria-label', 'Card number');
                input.placeholder = '4242 4242 4242 4242';
                input.style.cssText = 'width:100%;box-sizing:border-box;padding:12px;font-size:16px;border:1px solid #bbb;border-radius:8px';
                host.appendChild(input);
                window.__fakeStripe = { key, locale: options.locale, clientSecret: options.clientSecret, hasAppearance: Boolean(options.appearance) };
                setTimeout(() => handlers.ready && handlers.ready({ elementType: 'payment' }));
              },
              on(event, handler) { handlers[event] = handler; return this; },
              destroy() { if (input) input.remove(); },
              unmount() { if (input) input.remove(); },
            };
          },
        };
      },
      async confirmPayment({ elements, confirmParams, redirect }) {
        if (redirect !== 'if_required' || !confirmParams || !confirmParams.return_url) throw new Error('fake Stripe.js: expected redirect if_required and a return_url');
        const card = elements._card().replace(/\s/g, '');
        if (card.length < 12) return { error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } };
        const secret = elements._clientSecret;
        const body = new URLSearchParams({ key, client_secret: secret, 'payment_method_data[type]': 'card', 'payment_method_data[card_number]': card, return_url: confirmParams.return_url });
        const res = await fetch('https://api.stripe.com/v1/payment_intents/' + secret.split('_secret_')[0] + '/confirm', { method: 'POST', body });
        const json = await res.json();
        if (!res.ok) return { error: json.error };
        // 3-D Secure by redirect (Stripe.js with redirect 'if_required'): the page leaves for the
        // bank's page, which sends the customer back to return_url with payment_intent,
        // payment_intent_client_secret and redirect_status; the promise never settles.
        if (json.status === 'requires_action' && json.next_action && json.next_action.type === 'redirect_to_url') {
          window.location.assign(json.next_action.redirect_to_url.url);
          return new Promise(() => {});
        }
        return { paymentIntent: json };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

/** Serves the fake Stripe.js and forwards api.stripe.com to the fake server; answers the script URLs asked for. */
export async function useFakeStripe(
  page: Page,
  fakeApi: string,
  options: { script?: string } = {},
): Promise<{ scriptRequests: string[] }> {
  const scriptRequests: string[] = [];
  await page.route('https://js.stripe.com/**', async (route) => {
    scriptRequests.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: options.script ?? fakeStripeScript,
    });
  });
  // Stripe's 3-D Secure test page (hooks.stripe.com) is the fake server's too.
  await page.route(/^https:\/\/(api|hooks)\.stripe\.com\//, async (route) => {
    const url = new URL(route.request().url());
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const response = await route.fetch({ url: `${fakeApi}${url.pathname}${url.search}` });
    await route.fulfill({ response, headers: { ...response.headers(), ...cors } });
  });
  return { scriptRequests };
}

/** A Stripe.js that claims every payment succeeded without telling Stripe: our API must not believe it. */
export const lyingStripeScript = `${fakeStripeScript}
(() => {
  const honest = window.Stripe;
  const liar = (key) => Object.assign(honest(key), { confirmPayment: async () => ({ paymentIntent: { id: 'pi_claimed', status: 'succeeded' } }) });
  liar.version = 'endive';
  window.Stripe = liar;
})();`;
