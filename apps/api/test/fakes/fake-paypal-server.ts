// A local stand-in for PayPal's REST API, spoken to by providers/paypal-provider.ts through
// PAYPAL_API_BASE. It implements what Courtside uses as PayPal documents it: the OAuth2
// client-credentials token, Orders v2 create / get / capture, capture refunds and refund lookup
// (PayPal-Request-Id idempotency on every POST), and webhook signature verification — with a
// secret of its own instead of PayPal's certificates, so tests can sign events (fake-paypal-events.ts)
// and forge them. The buyer's approval in PayPal's window is POST /fake/approve/{id} (and GET
// /fake/orders/{id} shows an order to e2e tests without a token). Outages:
// failNext(n) answers 500 to the next n requests, `down` answers 503 to every one.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { verifyFakeDelivery } from './fake-paypal-events';
import { receivable } from './fake-paypal-types';
import type { FakeCapture, FakeOrder, FakeOutcome, FakePayPal, FakeRefund } from './fake-paypal-types';

export type { FakeCapture, FakeOrder, FakeOutcome, FakePayPal, FakeRefund } from './fake-paypal-types';

export const fakePayPalCredentials = {
  clientId: 'courtside-fake-client',
  clientSecret: 'courtside-fake-secret',
  webhookId: 'WH-COURTSIDE-FAKE',
};
const id = (n = 17) => randomBytes(n).toString('hex').toUpperCase().slice(0, n);
const money = /^\d+(\.\d{1,2})?$/;
const cents = (value: string) => Math.round(Number(value) * 100);
const value = (c: number) => (c / 100).toFixed(2);

class Fail extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super('fail');
  }
}
const unprocessable = (issue: string, description: string) =>
  new Fail(422, {
    name: 'UNPROCESSABLE_ENTITY',
    message: 'The requested action could not be performed.',
    details: [{ issue, description }],
  });
const notFound = () =>
  new Fail(404, {
    name: 'RESOURCE_NOT_FOUND',
    message: 'The specified resource does not exist.',
    details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' }],
  });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakePayPal(options: { port?: number } = {}): Promise<FakePayPal> {
  const orders = new Map<string, FakeOrder>();
  const refunds = new Map<string, FakeRefund>();
  const tokens = new Set<string>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const state = { failures: 0, down: false };
  // Switches the fake keeps beside the objects (PayPal's answers never show them).
  const outcomes = new Map<string, FakeOutcome>();
  const tampered = new Map<string, string>();
  const refundedCents = new Map<string, number>();

  const captureById = (captureId: string): { order: FakeOrder; capture: FakeCapture } => {
    for (const order of orders.values()) {
      const capture = order.purchase_units[0]!.payments?.captures?.find((c) => c.id === captureId);
      if (capture) return { order, capture };
    }
    throw notFound();
  };

  function createOrder(body: Record<string, unknown>): FakeOrder {
    const units = body.purchase_units as
      | {
          amount?: { currency_code?: string; value?: string };
          custom_id?: string;
          reference_id?: string;
          description?: string;
        }[]
      | undefined;
    const unit = units?.[0];
    if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE')
      throw new Fail(400, {
        name: 'INVALID_REQUEST',
        details: [{ field: '/intent', issue: 'INVALID_PARAMETER_VALUE' }],
      });
    if (!unit?.amount?.currency_code || !money.test(unit.amount.value ?? ''))
      throw new Fail(400, {
        name: 'INVALID_REQUEST',
        details: [
          { field: "/purchase_units/@reference_id=='default'/amount/value", issue: 'INVALID_PARAMETER_SYNTAX' },
        ],
      });
    const order: FakeOrder = {
      id: id(),
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: [
        {
          reference_id: unit.reference_id ?? 'default',
          custom_id: unit.custom_id,
          description: unit.description,
          amount: { currency_code: unit.amount.currency_code, value: unit.amount.value! },
        },
      ],
      create_time: new Date().toISOString(),
      links: [],
    };
    order.links = [
      { href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
      { href: `/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    ];
    orders.set(order.id, order);
    return order;
  }

  function capture(orderId: string): FakeOrder {
    const order = orders.get(orderId);
    if (!order) throw notFound();
    if (order.status === 'COMPLETED') throw unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.');
    if (order.status !== 'APPROVED')
      throw unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    if (outcomes.get(order.id) === 'instrument_declined')
      throw unprocessable(
        'INSTRUMENT_DECLINED',
        "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
      );
    const unit = order.purchase_units[0]!;
    const amount = { currency_code: unit.amount.currency_code, value: tampered.get(order.id) ?? unit.amount.value };
    const declined = outcomes.get(order.id) === 'declined';
    const captured: FakeCapture = {
      id: id(),
      status: declined ? 'DECLINED' : 'COMPLETED',
      amount,
      custom_id: unit.custom_id,
      final_capture: true,
      create_time: new Date().toISOString(),
      ...(declined ? {} : { seller_receivable_breakdown: receivable(amount) }),
    };
    unit.payments = { captures: [captured] };
    order.status = 'COMPLETED';
    return order;
  }

  function refund(captureId: string, body: Record<string, unknown>): FakeRefund {
    const { capture: c } = captureById(captureId);
    if (c.status === 'REFUNDED')
      throw unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded');
    if (c.status !== 'COMPLETED' && c.status !== 'PARTIALLY_REFUNDED')
      throw unprocessable('CAPTURE_STATUS_NOT_VALID', 'Invalid capture status.');
    const left = cents(c.amount.value) - (refundedCents.get(c.id) ?? 0);
    const amount = body.amount as { value?: string; currency_code?: string } | undefined;
    if (amount && (!money.test(amount.value ?? '') || amount.currency_code !== c.amount.currency_code))
      throw new Fail(400, {
        name: 'INVALID_REQUEST',
        details: [{ field: '/amount', issue: 'INVALID_PARAMETER_VALUE' }],
      });
    const want = amount ? cents(amount.value!) : left;
    if (want <= 0 || want > left)
      throw unprocessable(
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      );
    refundedCents.set(c.id, (refundedCents.get(c.id) ?? 0) + want);
    c.status = want === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    const row: FakeRefund = {
      id: id(),
      status: 'COMPLETED',
      amount: { currency_code: c.amount.currency_code, value: value(want) },
      capture_id: c.id,
      invoice_id: body.invoice_id as string | undefined,
    };
    refunds.set(row.id, row);
    return row;
  }

  async function route(req: IncomingMessage, path: string, raw: string): Promise<{ status: number; body: unknown }> {
    const method = req.method ?? 'GET';
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const basic = Buffer.from(`${fakePayPalCredentials.clientId}:${fakePayPalCredentials.clientSecret}`).toString(
        'base64',
      );
      if (req.headers.authorization !== `Basic ${basic}` || !raw.includes('grant_type=client_credentials'))
        throw new Fail(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      const token = `A21AA${id(40)}`;
      tokens.add(token);
      fake.tokensIssued++;
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-FAKE',
          expires_in: 32400,
          nonce: id(20),
        },
      };
    }
    // Test doors, not PayPal's API: what the buyer does in PayPal's window, and a look at an order.
    const look = /^\/fake\/orders\/([A-Z0-9]+)$/.exec(path);
    if (method === 'GET' && look) {
      if (!orders.has(look[1]!)) throw notFound();
      return { status: 200, body: orders.get(look[1]!) };
    }
    const approve = /^\/fake\/approve\/([A-Z0-9]+)$/.exec(path);
    if (method === 'POST' && approve) return { status: 200, body: fake.approve(approve[1]!) };
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(token))
      throw new Fail(401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v2/checkout/orders') return { status: 201, body: createOrder(body) };
    if (method === 'GET' && (m = /^\/v2\/checkout\/orders\/([A-Z0-9]+)$/.exec(path))) {
      const order = orders.get(m[1]!);
      if (!order) throw notFound();
      return { status: 200, body: order };
    }
    if (method === 'POST' && (m = /^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/.exec(path)))
      return { status: 201, body: capture(m[1]!) };
    if (method === 'POST' && (m = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(path)))
      return { status: 201, body: refund(m[1]!, body) };
    if (method === 'GET' && (m = /^\/v2\/payments\/refunds\/([A-Z0-9]+)$/.exec(path))) {
      const row = refunds.get(m[1]!);
      if (!row) throw notFound();
      return { status: 200, body: row };
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature')
      return { status: 200, body: verifyFakeDelivery(body, fakePayPalCredentials.webhookId) };
    throw new Fail(404, { name: 'NOT_FOUND', message: `No fake for ${method} ${path}` });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const requestId =
      typeof req.headers['paypal-request-id'] === 'string' ? req.headers['paypal-request-id'] : undefined;
    fake.requests.push({ method: req.method ?? 'GET', path, ...(requestId ? { requestId } : {}) });
    let reply: { status: number; body: unknown };
    if (state.down || state.failures > 0) {
      if (state.failures > 0) state.failures--;
      reply = {
        status: state.down ? 503 : 500,
        body: { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error has occurred.' },
      };
    } else if (requestId && replies.has(`${path} ${requestId}`)) {
      // PayPal-Request-Id: the same request again gets the first answer, nothing happens twice.
      reply = replies.get(`${path} ${requestId}`)!;
    } else {
      try {
        reply = await route(req, path, raw);
      } catch (error) {
        if (!(error instanceof Fail)) throw error;
        reply = { status: error.status, body: error.body };
      }
      if (requestId && reply.status < 500) replies.set(`${path} ${requestId}`, reply);
    }
    res.writeHead(reply.status, { 'Content-Type': 'application/json', 'Paypal-Debug-Id': id(13).toLowerCase() });
    res.end(JSON.stringify(reply.body));
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ name: 'INTERNAL_SERVER_ERROR', message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake: FakePayPal = {
    url,
    env: {
      PAYPAL_CLIENT_ID: fakePayPalCredentials.clientId,
      PAYPAL_CLIENT_SECRET: fakePayPalCredentials.clientSecret,
      PAYPAL_WEBHOOK_ID: fakePayPalCredentials.webhookId,
      PAYPAL_API_BASE: url,
    },
    orders,
    refunds,
    requests: [],
    tokensIssued: 0,
    approve: (orderId, outcome) => {
      const order = orders.get(orderId);
      if (!order) throw notFound();
      if (order.status !== 'CREATED' && order.status !== 'APPROVED')
        throw unprocessable('ORDER_ALREADY_COMPLETED', 'Order already completed');
      order.status = 'APPROVED';
      if (outcome) outcomes.set(order.id, outcome);
      return order;
    },
    tamperCapture: (orderId, amount) => void tampered.set(orderId, amount),
    failNext: (n) => void (state.failures = n),
    setDown: (down) => void (state.down = down),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
