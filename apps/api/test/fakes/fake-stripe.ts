// A local stand-in for the Stripe API, spoken to by the real Stripe SDK through STRIPE_API_HOST /
// PORT / PROTOCOL. It keeps PaymentIntents, charges, mandates, disputes and refunds in memory,
// honours Idempotency-Key, and signs webhook events with the same scheme as Stripe (the SDK's
// generateTestHeaderString), so the API's webhook verification runs for real. Only what Courtside
// uses exists: PaymentIntents (create, retrieve, cancel, confirm with a SEPA mandate), mandates,
// refunds; the browser's side (Stripe.js) is in fake-stripe-browser.ts, SEPA in fake-stripe-sepa.ts.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { handleBrowser, succeed } from './fake-stripe-browser';
import { id, invalid, missing, nowSeconds, parseForm, read, sendJson } from './fake-stripe-form';
import { expansions } from './fake-stripe-balance';
import { answerDebit, confirmDebit, createSepaMethod } from './fake-stripe-sepa';
import type { SepaState } from './fake-stripe-sepa';
import type { FakeIntent, FakeStripe } from './fake-stripe-types';

export type { FakeIntent, FakeStripe } from './fake-stripe-types';

const webhookSecret = 'whsec_test_courtside_fake';
const cancellable = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
const cancellationReasons = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];

/**
 * `port`: a fixed port (the e2e server, fake-stripe-server.ts); 0 picks a free one. `webhookUrl`:
 * where the fake POSTs the events a settled debit sends (the e2e app; tests deliver them themselves).
 */
export async function startFakeStripe(options: { port?: number; webhookUrl?: string } = {}): Promise<FakeStripe> {
  const state: SepaState = {
    intents: new Map(),
    charges: new Map(),
    balanceTransactions: new Map(),
    mandates: new Map(),
    disputes: [],
    paymentMethods: new Map(),
  };
  const { intents } = state;
  const refunds: FakeStripe['refunds'] = [];
  const requests: FakeStripe['requests'] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let failures = 0;

  // expand: latest_charge, or latest_charge.balance_transaction (the charge with its fee).
  const view = (intent: FakeIntent, expand: string[]) => {
    const charge = intent.latest_charge ? state.charges.get(intent.latest_charge) : undefined;
    if (!charge || !expand.some((e) => e === 'latest_charge' || e.startsWith('latest_charge.'))) return intent;
    const balance =
      expand.includes('latest_charge.balance_transaction') && charge.balance_transaction
        ? state.balanceTransactions.get(charge.balance_transaction)
        : charge.balance_transaction;
    return { ...intent, latest_charge: { ...charge, balance_transaction: balance } };
  };

  function event(type: string, intentId: string, opts: { secret?: string; id?: string } = {}) {
    const intent = intents.get(intentId);
    const object = type.startsWith('charge.dispute.')
      ? state.disputes.findLast((d) => d.payment_intent === intentId)
      : intent;
    const payload = JSON.stringify({
      id: opts.id ?? id('evt'),
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: nowSeconds(),
      livemode: false,
      data: { object },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? webhookSecret });
    return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } };
  }

  async function settleDebit(intentId: string): Promise<string[]> {
    const types = answerDebit(state, intentId);
    if (options.webhookUrl)
      for (const type of types) {
        const delivery = event(type, intentId);
        await fetch(options.webhookUrl, { method: 'POST', headers: delivery.headers, body: delivery.payload });
      }
    return types;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const key = req.headers['idempotency-key'] as string | undefined;
    const send = (status: number, body: unknown) => sendJson(res, status, body);
    const entry: FakeStripe['requests'][number] = {
      method: req.method ?? '',
      path: url.pathname,
      ...(key ? { idempotencyKey: key } : {}),
    };
    requests.push(entry);
    if (failures > 0) {
      failures--;
      return send(500, { error: { type: 'api_error', message: 'Fake outage' } });
    }
    let m: RegExpExecArray | null;
    // Test door for the e2e suite: the bank answers a processing debit, and the events go out.
    if ((m = /^\/fake\/debits\/([^/]+)\/settle$/.exec(url.pathname)) && req.method === 'POST') {
      // The intent's id, or our order id (its metadata): the e2e browser never sees the intent id.
      const intent =
        intents.get(m[1]!) ??
        [...intents.values()].findLast((i) => i.metadata.orderId === m![1] && i.status === 'processing');
      if (!intent) return send(404, missing('payment_intent', m[1]!));
      return send(200, { events: await settleDebit(intent.id) });
    }
    if (await handleBrowser(req, res, url, state)) return;
    if (!/^Bearer sk_test_/.test(req.headers.authorization ?? '')) return send(401, invalid('Invalid API key'));
    const form = parseForm(await read(req));
    entry.body = form;
    const cacheKey = key ? `${req.method} ${url.pathname} ${key}` : undefined;
    if (cacheKey && idempotent.has(cacheKey)) {
      const cached = idempotent.get(cacheKey)!;
      return send(cached.status, cached.body);
    }
    const reply = (status: number, body: unknown) => {
      if (cacheKey && req.method === 'POST') idempotent.set(cacheKey, { status, body });
      send(status, body);
    };
    const expand = expansions(url, form);
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const intentId = id('pi');
      // allowed_payment_method_types (API 2026-10-28) or automatic payment methods: the card.
      const allowed = form.allowed_payment_method_types;
      const intent: FakeIntent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: String(form.currency),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        metadata: (form.metadata as Record<string, string>) ?? {},
        payment_method_types: Array.isArray(allowed) ? allowed.map(String) : ['card'],
        payment_method: null,
        last_payment_error: null,
        latest_charge: null,
        amount_refunded: 0,
        canceled_at: null,
        cancellation_reason: null,
        created: nowSeconds(),
        livemode: false,
      };
      if (!Number.isInteger(intent.amount) || intent.amount < 50)
        return reply(400, invalid('Amount must be at least 50 cents'));
      if (intent.payment_method_types.includes('sepa_debit') && intent.currency !== 'eur')
        return reply(400, invalid('sepa_debit only supports eur', { code: 'payment_intent_invalid_parameter' }));
      intents.set(intentId, intent);
      return reply(200, intent);
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname)) && req.method === 'GET') {
      const intent = intents.get(m[1]!);
      return intent ? reply(200, view(intent, expand)) : reply(404, missing('payment_intent', m[1]!));
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname)) && req.method === 'POST') {
      const intent = intents.get(m[1]!);
      if (!intent) return reply(404, missing('payment_intent', m[1]!));
      const answer = confirmDebit(state, intent, form);
      return reply(answer.status, answer.body);
    }
    if ((m = /^\/v1\/balance_transactions\/([^/]+)$/.exec(url.pathname)) && req.method === 'GET') {
      const txn = state.balanceTransactions.get(m[1]!);
      return txn ? reply(200, txn) : reply(404, missing('balance_transaction', m[1]!));
    }
    if ((m = /^\/v1\/mandates\/([^/]+)$/.exec(url.pathname)) && req.method === 'GET') {
      const mandate = state.mandates.get(m[1]!);
      return mandate ? reply(200, mandate) : reply(404, missing('mandate', m[1]!));
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname)) && req.method === 'POST') {
      // Only these statuses can be cancelled; anything else (succeeded, already canceled) is a 400
      // with the code payment_intent_unexpected_state and the intent attached.
      const intent = intents.get(m[1]!);
      if (!intent) return reply(404, missing('payment_intent', m[1]!));
      const reason = form.cancellation_reason;
      if (reason !== undefined && !cancellationReasons.includes(String(reason)))
        return reply(
          400,
          invalid(`Invalid cancellation_reason: must be one of ${cancellationReasons.join(', ')}`, {
            code: 'parameter_invalid_string',
            param: 'cancellation_reason',
          }),
        );
      if (!cancellable.includes(intent.status))
        return reply(
          400,
          invalid(
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${cancellable.join(', ')}.`,
            { code: 'payment_intent_unexpected_state', payment_intent: intent },
          ),
        );
      intent.status = 'canceled';
      intent.canceled_at = nowSeconds();
      intent.cancellation_reason = reason === undefined ? null : String(reason);
      return reply(200, view(intent, expand));
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const intent = intents.get(String(form.payment_intent));
      if (!intent || intent.status !== 'succeeded')
        return reply(400, invalid('This PaymentIntent has no successful charge to refund'));
      const amount = form.amount ? Number(form.amount) : intent.amount - intent.amount_refunded;
      if (amount > intent.amount - intent.amount_refunded)
        return reply(400, invalid('Refund amount is greater than the unrefunded amount'));
      intent.amount_refunded += amount;
      const refund = {
        id: id('re'),
        object: 'refund',
        payment_intent: intent.id,
        amount,
        status: 'succeeded',
        currency: intent.currency,
        metadata: form.metadata ?? {},
      };
      refunds.push(refund);
      return reply(200, refund);
    }
    return reply(404, invalid(`Unrecognized request URL (${req.method}: ${url.pathname})`));
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_courtside_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_courtside_fake',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    intents,
    charges: state.charges,
    balanceTransactions: state.balanceTransactions,
    mandates: state.mandates,
    disputes: state.disputes,
    refunds,
    requests,
    pay: (intentId, outcome = 'succeeded') => {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`No intent ${intentId}`);
      if (intent.status === 'canceled' || intent.status === 'succeeded')
        throw new Error(
          `payment_intent_unexpected_state: You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
        );
      if (outcome === 'succeeded') succeed(intent, state);
      else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { message: 'Your card was declined.', code: 'card_declined' };
      }
      return intent;
    },
    sepaPaymentMethod: (iban, name = 'Sepa Kunde') => {
      const answer = createSepaMethod(state, {
        type: 'sepa_debit',
        sepa_debit: { iban },
        billing_details: { name, email: 'sepa@example.org' },
      });
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      return (answer.body as { id: string }).id;
    },
    settleDebit,
    event,
    failNext: (n) => {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
