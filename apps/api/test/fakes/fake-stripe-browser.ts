// What Stripe.js does on api.stripe.com with the publishable key (no secret key): confirm a
// PaymentIntent with the card from the Payment Element (the client secret proves the browser may),
// create a sepa_debit PaymentMethod from the IBAN element, and Stripe's 3-D Secure test page on
// hooks.stripe.com that comes back to return_url.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { id, invalid, missing, parseForm, read, sendJson } from './fake-stripe-form';
import { addBalanceTransaction } from './fake-stripe-balance';
import { createSepaMethod } from './fake-stripe-sepa';
import type { SepaState } from './fake-stripe-sepa';
import type { FakeCharge, FakeIntent } from './fake-stripe-types';

const publishable = (form: Record<string, unknown>) => /^pk_test_/.test(String(form.key ?? ''));

function confirmCard(intent: FakeIntent, form: Record<string, unknown>, state: SepaState) {
  if (intent.status === 'canceled' || intent.status === 'succeeded' || intent.status === 'processing')
    return {
      status: 400,
      body: invalid(`You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, {
        code: 'payment_intent_unexpected_state',
      }),
    };
  // A card number ending in 0002 is declined, like Stripe's 4000 0000 0000 0002.
  const card = String((form.payment_method_data as Record<string, unknown> | undefined)?.card_number ?? '');
  const digits = card.replace(/\s/g, '');
  if (digits.endsWith('3184')) {
    // Stripe's 4000 0027 6000 3184: the bank asks for 3-D Secure. The intent waits in
    // requires_action; its next_action sends the browser to the bank's page, back to return_url.
    const returnUrl = String(form.return_url ?? '');
    if (!returnUrl)
      return {
        status: 400,
        body: invalid('A return_url is required for 3-D Secure.', { code: 'parameter_missing', param: 'return_url' }),
      };
    intent.status = 'requires_action';
    intent.last_payment_error = null;
    intent.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: { url: `https://hooks.stripe.com/3d_secure_2/authenticate/${intent.id}`, return_url: returnUrl },
    };
    return { status: 200, body: intent };
  }
  if (digits.endsWith('0002')) {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { message: 'Your card was declined.', code: 'card_declined' };
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          payment_intent: intent,
        },
      },
    };
  }
  succeed(intent, state);
  return { status: 200, body: intent };
}

/** A card payment went through: a succeeded card charge. */
export function succeed(intent: FakeIntent, state: SepaState): void {
  intent.status = 'succeeded';
  intent.last_payment_error = null;
  intent.next_action = null;
  const chargeId = id('ch');
  const charge: FakeCharge = {
    id: chargeId,
    object: 'charge',
    amount: intent.amount,
    currency: intent.currency,
    payment_intent: intent.id,
    status: 'succeeded',
    disputed: false,
    balance_transaction: null,
    payment_method_details: { type: 'card' },
  };
  state.charges.set(chargeId, charge);
  addBalanceTransaction(state.balanceTransactions, charge);
  intent.latest_charge = chargeId;
}

/** Answers the browser's requests; false when the request is not one of them. */
export async function handleBrowser(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  state: SepaState,
): Promise<boolean> {
  let m: RegExpExecArray | null;
  if (req.headers.authorization) return false;
  if (req.method === 'POST' && url.pathname === '/v1/payment_methods') {
    const form = parseForm(await read(req));
    if (!publishable(form)) return (sendJson(res, 401, invalid('Invalid API key')), true);
    const answer = createSepaMethod(state, form);
    return (sendJson(res, answer.status, answer.body), true);
  }
  if ((m = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname)) && req.method === 'POST') {
    const form = parseForm(await read(req));
    const intent = state.intents.get(m[1]!);
    if (!publishable(form)) return (sendJson(res, 401, invalid('Invalid API key')), true);
    if (!intent || form.client_secret !== intent.client_secret)
      return (sendJson(res, 404, missing('payment_intent', m[1]!)), true);
    const answer = confirmCard(intent, form, state);
    return (sendJson(res, answer.status, answer.body), true);
  }
  if (!(m = /^\/3d_secure_2\/authenticate\/([^/]+)(\/complete)?$/.exec(url.pathname))) return false;
  // Stripe's 3-D Secure test page (hooks.stripe.com): "Complete" or "Fail" authentication, then
  // back to return_url with payment_intent, payment_intent_client_secret and redirect_status.
  const intent = state.intents.get(m[1]!);
  const action = intent?.next_action?.redirect_to_url;
  if (!intent || intent.status !== 'requires_action' || !action) {
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>3D Secure</title><p>No authentication pending.</p>');
    return true;
  }
  if (!m[2]) {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>3D Secure 2 Test Page</title><h1>3D Secure 2 Test Page</h1>
<p>Authenticate the payment of ${(intent.amount / 100).toFixed(2)} ${intent.currency.toUpperCase()}.</p>
<form method="post" action="${url.pathname}/complete"><button name="outcome" value="succeeded" data-testid="fake-3ds-complete">Complete</button> <button name="outcome" value="failed" data-testid="fake-3ds-fail">Fail</button></form>`);
    return true;
  }
  if (req.method !== 'POST') return (sendJson(res, 405, invalid('POST only')), true);
  const outcome = new URLSearchParams(await read(req)).get('outcome') === 'succeeded' ? 'succeeded' : 'failed';
  if (outcome === 'succeeded') succeed(intent, state);
  else {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      code: 'payment_intent_authentication_failure',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    };
  }
  intent.next_action = null;
  const back = new URL(action.return_url);
  back.searchParams.set('payment_intent', intent.id);
  back.searchParams.set('payment_intent_client_secret', intent.client_secret);
  back.searchParams.set('redirect_status', outcome);
  // Stripe's page navigates back itself (a script, as the bank's page does).
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end(
    `<!doctype html><title>3D Secure</title><script>location.replace(${JSON.stringify(back.toString())})</script>`,
  );
  return true;
}
