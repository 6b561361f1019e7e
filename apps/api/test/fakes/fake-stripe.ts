// A local stand-in for the Stripe API, spoken to by the real Stripe SDK through STRIPE_API_HOST /
// PORT / PROTOCOL. It keeps PaymentIntents and refunds in memory, honours Idempotency-Key, and signs
// webhook events with the same scheme as Stripe (the SDK's generateTestHeaderString), so the API's
// webhook verification runs for real. Only the endpoints Courtside uses exist: create, retrieve and
// cancel a PaymentIntent, create a refund.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'requires_capture'
    | 'processing'
    | 'succeeded'
    | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  payment_method_types: string[];
  last_payment_error: { message: string; code: string } | null;
  latest_charge: string | null;
  amount_refunded: number;
  canceled_at: number | null;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
  /** While `requires_action`: where Stripe.js sends the customer for 3-D Secure (redirect_to_url). */
  next_action?: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null;
}

export interface FakeStripe {
  url: string;
  env: Record<string, string>;
  intents: Map<string, FakeIntent>;
  refunds: { id: string; payment_intent: string; amount: number; status: string }[];
  requests: { method: string; path: string; idempotencyKey?: string }[];
  /**
   * What the browser's Payment Element would do: pay with a test card, or fail. Like Stripe, a
   * cancelled intent refuses (throws): nobody can pay it any more.
   */
  pay: (intentId: string, outcome?: 'succeeded' | 'declined') => FakeIntent;
  /** A signed webhook delivery for the intent's current state. */
  event: (
    type: string,
    intentId: string,
    options?: { secret?: string; id?: string },
  ) => { payload: string; headers: Record<string, string> };
  /** The next n requests answer 500 (an outage). */
  failNext: (n: number) => void;
  close: () => Promise<void>;
}

const webhookSecret = 'whsec_test_courtside_fake';
const cancellable: string[] = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
const cancellationReasons = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding: a[b]=c → { a: { b: 'c' } } (one level is all Courtside sends). */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const m = /^([^[]+)\[([^\]]*)\]$/.exec(key);
    if (m) {
      const parent = (out[m[1]!] ??= {}) as Record<string, string>;
      parent[m[2]!] = value;
    } else out[key] = value;
  }
  return out;
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

/** `port`: a fixed port (the e2e server, fake-stripe-server.ts); 0 picks a free one. */
export async function startFakeStripe(options: { port?: number } = {}): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunds: FakeStripe['refunds'] = [];
  const requests: FakeStripe['requests'] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let failures = 0;

  const view = (intent: FakeIntent, expand: boolean) =>
    expand && intent.latest_charge
      ? {
          ...intent,
          latest_charge: { id: intent.latest_charge, object: 'charge', payment_method_details: { type: 'card' } },
        }
      : intent;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let m0: RegExpExecArray | null;
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path: url.pathname, ...(key ? { idempotencyKey: key } : {}) });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(body));
    };
    if (failures > 0) {
      failures--;
      return send(500, { error: { type: 'api_error', message: 'Fake outage' } });
    }
    if ((m0 = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname)) && req.method === 'POST') {
      // What Stripe.js does when the customer pays in the Payment Element: the publishable key and
      // the intent's client secret prove the browser may confirm it (no secret key). A card number
      // ending in 0002 is declined, like Stripe's 4000 0000 0000 0002.
      const form = parseForm(await read(req));
      const intent = intents.get(m0[1]!);
      if (!/^pk_test_/.test(String(form.key ?? '')))
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API key' } });
      if (!intent || form.client_secret !== intent.client_secret)
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${m0[1]}'`,
          },
        });
      if (intent.status === 'canceled' || intent.status === 'succeeded') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
          },
        });
      }
      const card = (form.payment_method_data as Record<string, string> | undefined)?.['card_number'] ?? '';
      if (card.replace(/\s/g, '').endsWith('3184')) {
        // Stripe's 4000 0027 6000 3184: the bank asks for 3-D Secure. The intent waits in
        // requires_action; its next_action sends the browser to the bank's page (the test page
        // below, on hooks.stripe.com), which comes back to return_url.
        const returnUrl = String(form.return_url ?? '');
        if (!returnUrl)
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'parameter_missing',
              param: 'return_url',
              message: 'A return_url is required for 3-D Secure.',
            },
          });
        intent.status = 'requires_action';
        intent.last_payment_error = null;
        intent.next_action = {
          type: 'redirect_to_url',
          redirect_to_url: {
            url: `https://hooks.stripe.com/3d_secure_2/authenticate/${intent.id}`,
            return_url: returnUrl,
          },
        };
        return send(200, intent);
      }
      if (card.replace(/\s/g, '').endsWith('0002')) {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { message: 'Your card was declined.', code: 'card_declined' };
        return send(402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: intent,
          },
        });
      }
      intent.status = 'succeeded';
      intent.last_payment_error = null;
      intent.latest_charge = id('ch');
      return send(200, intent);
    }
    if ((m0 = /^\/3d_secure_2\/authenticate\/([^/]+)(\/complete)?$/.exec(url.pathname))) {
      // Stripe's 3-D Secure test page (hooks.stripe.com): "Complete" or "Fail" authentication, then
      // back to return_url with payment_intent, payment_intent_client_secret and redirect_status.
      const intent = intents.get(m0[1]!);
      const action = intent?.next_action?.redirect_to_url;
      if (!intent || intent.status !== 'requires_action' || !action) {
        res.writeHead(404, { 'content-type': 'text/html' });
        return void res.end('<!doctype html><title>3D Secure</title><p>No authentication pending.</p>');
      }
      if (!m0[2]) {
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.end(`<!doctype html><title>3D Secure 2 Test Page</title><h1>3D Secure 2 Test Page</h1>
<p>Authenticate the payment of ${(intent.amount / 100).toFixed(2)} ${intent.currency.toUpperCase()}.</p>
<form method="post" action="${url.pathname}/complete"><button name="outcome" value="succeeded" data-testid="fake-3ds-complete">Complete</button> <button name="outcome" value="failed" data-testid="fake-3ds-fail">Fail</button></form>`);
      }
      if (req.method !== 'POST') return send(405, { error: { type: 'invalid_request_error', message: 'POST only' } });
      const outcome = new URLSearchParams(await read(req)).get('outcome') === 'succeeded' ? 'succeeded' : 'failed';
      if (outcome === 'succeeded') {
        intent.status = 'succeeded';
        intent.latest_charge = id('ch');
        intent.last_payment_error = null;
      } else {
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
      return void res.end(
        `<!doctype html><title>3D Secure</title><script>location.replace(${JSON.stringify(back.toString())})</script>`,
      );
    }
    if (!/^Bearer sk_test_/.test(req.headers.authorization ?? ''))
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API key' } });
    const form = parseForm(await read(req));
    const cacheKey = key ? `${req.method} ${url.pathname} ${key}` : undefined;
    if (cacheKey && idempotent.has(cacheKey)) {
      const cached = idempotent.get(cacheKey)!;
      return send(cached.status, cached.body);
    }
    const reply = (status: number, body: unknown) => {
      if (cacheKey && req.method === 'POST') idempotent.set(cacheKey, { status, body });
      send(status, body);
    };
    const expand =
      [...url.searchParams.entries()].some(([k, v]) => k.startsWith('expand') && v === 'latest_charge') ||
      JSON.stringify(form).includes('latest_charge');
    let m: RegExpExecArray | null;
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const intentId = id('pi');
      const intent: FakeIntent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: String(form.currency),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        metadata: (form.metadata as Record<string, string>) ?? {},
        payment_method_types: ['card'],
        last_payment_error: null,
        latest_charge: null,
        amount_refunded: 0,
        canceled_at: null,
        cancellation_reason: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      if (!Number.isInteger(intent.amount) || intent.amount < 50)
        return reply(400, { error: { type: 'invalid_request_error', message: 'Amount must be at least 50 cents' } });
      intents.set(intentId, intent);
      return reply(200, intent);
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname)) && req.method === 'GET') {
      const intent = intents.get(m[1]!);
      return intent
        ? reply(200, view(intent, expand))
        : reply(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname)) && req.method === 'POST') {
      // POST /v1/payment_intents/:id/cancel as Stripe documents it: only these statuses can be
      // cancelled; anything else (succeeded, already canceled) is a 400 with the code
      // payment_intent_unexpected_state and the intent attached; cancellation_reason is optional.
      const intent = intents.get(m[1]!);
      if (!intent)
        return reply(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'intent',
            message: `No such payment_intent: '${m[1]}'`,
          },
        });
      const reason = form.cancellation_reason;
      if (reason !== undefined && !cancellationReasons.includes(String(reason))) {
        return reply(400, {
          error: {
            type: 'invalid_request_error',
            code: 'parameter_invalid_string',
            param: 'cancellation_reason',
            message: `Invalid cancellation_reason: must be one of ${cancellationReasons.join(', ')}`,
          },
        });
      }
      if (!cancellable.includes(intent.status)) {
        return reply(400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${cancellable.join(', ')}.`,
            payment_intent: intent,
          },
        });
      }
      intent.status = 'canceled';
      intent.canceled_at = Math.floor(Date.now() / 1000);
      intent.cancellation_reason = reason === undefined ? null : String(reason);
      return reply(200, view(intent, expand));
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const intent = intents.get(String(form.payment_intent));
      if (!intent || intent.status !== 'succeeded')
        return reply(400, {
          error: { type: 'invalid_request_error', message: 'This PaymentIntent has no successful charge to refund' },
        });
      const amount = form.amount ? Number(form.amount) : intent.amount - intent.amount_refunded;
      if (amount > intent.amount - intent.amount_refunded)
        return reply(400, {
          error: { type: 'invalid_request_error', message: 'Refund amount is greater than the unrefunded amount' },
        });
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
    return reply(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
    });
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
    refunds,
    requests,
    pay: (intentId, outcome = 'succeeded') => {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`No intent ${intentId}`);
      if (intent.status === 'canceled' || intent.status === 'succeeded') {
        throw new Error(
          `payment_intent_unexpected_state: You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
        );
      }
      if (outcome === 'succeeded') {
        intent.status = 'succeeded';
        intent.last_payment_error = null;
        intent.latest_charge = id('ch');
      } else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { message: 'Your card was declined.', code: 'card_declined' };
      }
      return intent;
    },
    event: (type, intentId, options = {}) => {
      const intent = intents.get(intentId);
      const payload = JSON.stringify({
        id: options.id ?? id('evt'),
        object: 'event',
        type,
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object: intent },
      });
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret });
      return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } };
    },
    failNext: (n) => {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
