// A local stand-in for Adyen's Checkout API v71, spoken to by providers/adyen-provider.ts through
// ADYEN_API_BASE. It implements what Courtside uses as Adyen documents it: `X-API-Key`, the
// `Idempotency-Key` replay on every POST, POST /v71/sessions, GET /v71/sessions/{id}, POST
// /v71/payments/{psp}/refunds and /reversals — and sends HMAC-signed standard notifications
// (fake-adyen-notifications.ts): AUTHORISATION when the shopper pays, REFUND (or REFUND_FAILED)
// after a refund, CANCEL_OR_REFUND after a reversal. The shopper paying in Drop-in is
// `pay(sessionId)` (POST /fake/pay/{id} for the e2e suite's fake Adyen Web). Switches: `decline`
// (the next payment is refused), `setDown` (503 to every API call), `tamperAmount` (the next
// AUTHORISATION reports another amount), `failRefunds` (refunds end in REFUND success=false).
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { deliverNotifications, fakeAdyenCredentials, fakeItem } from './fake-adyen-notifications';
import type { FakeNotificationItem } from './fake-adyen-notifications';

export { fakeAdyenCredentials } from './fake-adyen-notifications';

export interface FakeSession {
  id: string;
  sessionData: string;
  amount: { value: number; currency: string };
  reference: string;
  returnUrl: string;
  merchantAccount: string;
  shopperEmail?: string;
  status: 'active' | 'completed' | 'refused';
  payments: string[];
}
export interface FakePayment {
  pspReference: string;
  sessionId: string;
  amount: { value: number; currency: string };
  reference: string;
  authorised: boolean;
  refundedCents: number;
}

const psp = () => `${Date.now()}`.slice(-6) + randomBytes(5).toString('hex').toUpperCase();
class Fail extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly errorType = 'validation',
  ) {
    super(message);
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeAdyen(options: { port?: number; webhookUrl?: string } = {}) {
  const creds = fakeAdyenCredentials;
  const sessions = new Map<string, FakeSession>();
  const payments = new Map<string, FakePayment>();
  const replies = new Map<string, { body: string; status: number; answer: unknown }>();
  const requests: { method: string; path: string; idempotencyKey?: string; body: unknown }[] = [];
  const notifications: FakeNotificationItem[] = [];
  const deliveries: { status: number; accepted: boolean }[] = [];
  const switches = { down: false, decline: false, tamper: null as number | null, failRefunds: false };
  const state = { webhookUrl: options.webhookUrl };

  function notify(item: FakeNotificationItem) {
    notifications.push(item);
    if (state.webhookUrl)
      void deliverNotifications(state.webhookUrl, [item]).then(
        (r) => deliveries.push(r),
        () => deliveries.push({ status: 0, accepted: false }),
      );
  }

  function createSession(body: Record<string, unknown>): FakeSession {
    const amount = body.amount as { value?: unknown; currency?: unknown } | undefined;
    if (body.merchantAccount !== creds.merchantAccount)
      throw new Fail(403, '901', 'Invalid Merchant Account', 'security');
    if (!amount || !Number.isSafeInteger(amount.value) || (amount.value as number) < 0)
      throw new Fail(422, '137', 'Invalid amount specified');
    if (typeof amount.currency !== 'string' || !/^[A-Z]{3}$/.test(amount.currency))
      throw new Fail(422, '128', 'Invalid currency code');
    if (typeof body.reference !== 'string' || !body.reference) throw new Fail(422, '130', 'Required field: reference');
    if (typeof body.returnUrl !== 'string' || !body.returnUrl) throw new Fail(422, '14_0', 'Required field: returnUrl');
    const session: FakeSession = {
      id: `CS${randomBytes(8).toString('hex').toUpperCase()}`,
      sessionData: `Ab02b4c0!${randomBytes(48).toString('base64')}`,
      amount: { value: amount.value as number, currency: amount.currency },
      reference: body.reference,
      returnUrl: body.returnUrl,
      merchantAccount: creds.merchantAccount,
      ...(typeof body.shopperEmail === 'string' ? { shopperEmail: body.shopperEmail } : {}),
      status: 'active',
      payments: [],
    };
    sessions.set(session.id, session);
    return session;
  }

  /** The shopper pays the session in Drop-in: refused or authorised, and Adyen notifies. */
  function pay(sessionId: string, outcome?: 'authorised' | 'refused') {
    const session = sessions.get(sessionId);
    if (!session) throw new Fail(404, '000', 'Session not found');
    if (session.status === 'completed') throw new Fail(422, '14_0', 'Session already completed');
    const refused = outcome ? outcome === 'refused' : switches.decline;
    switches.decline = false;
    const payment: FakePayment = {
      pspReference: psp(),
      sessionId,
      amount: { ...session.amount },
      reference: session.reference,
      authorised: !refused,
      refundedCents: 0,
    };
    payments.set(payment.pspReference, payment);
    session.payments.push(payment.pspReference);
    session.status = refused ? 'refused' : 'completed';
    const reported = switches.tamper ?? payment.amount.value;
    switches.tamper = null;
    notify(
      fakeItem({
        eventCode: 'AUTHORISATION',
        success: refused ? 'false' : 'true',
        pspReference: payment.pspReference,
        merchantAccountCode: creds.merchantAccount,
        merchantReference: session.reference,
        amount: { value: reported, currency: payment.amount.currency },
        paymentMethod: 'visa',
        ...(refused ? { reason: 'Refused' } : {}),
        operations: ['CANCEL', 'CAPTURE', 'REFUND'],
        additionalData: { checkoutSessionId: sessionId },
      }),
    );
    const sessionResult = Buffer.from(JSON.stringify({ id: sessionId, n: session.payments.length })).toString('base64');
    return { resultCode: refused ? 'Refused' : 'Authorised', sessionResult, pspReference: payment.pspReference };
  }

  function modification(pspRef: string, kind: 'refunds' | 'reversals', body: Record<string, unknown>) {
    const payment = payments.get(pspRef);
    if (body.merchantAccount !== creds.merchantAccount)
      throw new Fail(403, '901', 'Invalid Merchant Account', 'security');
    if (!payment) throw new Fail(422, '167', 'Original pspReference required for this operation');
    if (!payment.authorised) throw new Fail(422, '167', 'Original payment was not authorised');
    const ref = psp();
    if (kind === 'reversals') {
      const left = payment.amount.value - payment.refundedCents;
      payment.refundedCents = payment.amount.value;
      notify(
        fakeItem({
          eventCode: 'CANCEL_OR_REFUND',
          success: 'true',
          pspReference: ref,
          originalReference: pspRef,
          merchantAccountCode: creds.merchantAccount,
          merchantReference: String(body.reference ?? ''),
          amount: { value: left, currency: payment.amount.currency },
        }),
      );
      return {
        merchantAccount: creds.merchantAccount,
        paymentPspReference: pspRef,
        pspReference: ref,
        reference: body.reference,
        status: 'received',
      };
    }
    const amount = body.amount as { value?: number; currency?: string } | undefined;
    if (!amount || !Number.isSafeInteger(amount.value) || amount.value! <= 0)
      throw new Fail(422, '137', 'Invalid amount specified');
    if (amount.currency !== payment.amount.currency)
      throw new Fail(422, '128', 'Currency of the modification does not match');
    if (amount.value! > payment.amount.value - payment.refundedCents)
      throw new Fail(422, '137', 'Refund amount exceeds the remaining amount');
    payment.refundedCents += switches.failRefunds ? 0 : amount.value!;
    notify(
      fakeItem({
        eventCode: 'REFUND',
        success: switches.failRefunds ? 'false' : 'true',
        pspReference: ref,
        originalReference: pspRef,
        merchantAccountCode: creds.merchantAccount,
        merchantReference: String(body.reference ?? ''),
        amount: { value: amount.value!, currency: amount.currency! },
        ...(switches.failRefunds ? { reason: 'Insufficient balance on payment' } : {}),
      }),
    );
    return {
      merchantAccount: creds.merchantAccount,
      paymentPspReference: pspRef,
      pspReference: ref,
      reference: body.reference,
      status: 'received',
      amount,
    };
  }

  async function route(req: IncomingMessage, text: string): Promise<{ status: number; answer: unknown }> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const door = /^\/fake\/pay\/([^/]+)$/.exec(url.pathname);
    if (door && req.method === 'POST') {
      const outcome = body.outcome === 'refused' ? 'refused' : body.outcome === 'authorised' ? 'authorised' : undefined;
      return { status: 200, answer: pay(decodeURIComponent(door[1]!), outcome) };
    }
    if (!url.pathname.startsWith('/v71/')) throw new Fail(404, '000', 'Not found');
    if (switches.down) throw new Fail(503, '000', 'Service Unavailable', 'internal');
    if (req.headers['x-api-key'] !== creds.apiKey)
      throw new Fail(401, '000', 'HTTP Status Response - Unauthorized', 'security');
    const key = req.headers['idempotency-key'];
    requests.push({
      method: req.method!,
      path: url.pathname,
      ...(typeof key === 'string' ? { idempotencyKey: key } : {}),
      body,
    });
    if (req.method === 'POST' && typeof key === 'string') {
      const earlier = replies.get(key);
      if (earlier && earlier.body !== text) throw new Fail(422, '704', 'Idempotency key reused with another request');
      if (earlier) return earlier;
    }
    let answer: { status: number; answer: unknown };
    const get = /^\/v71\/sessions\/([^/]+)$/.exec(url.pathname);
    const mod = /^\/v71\/payments\/([^/]+)\/(refunds|reversals)$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === '/v71/sessions')
      answer = { status: 201, answer: createSession(body) };
    else if (req.method === 'GET' && get) {
      const session = sessions.get(decodeURIComponent(get[1]!));
      if (!session) throw new Fail(404, '000', 'Session not found');
      answer = {
        status: 200,
        answer: { id: session.id, status: session.status === 'refused' ? 'active' : session.status },
      };
    } else if (req.method === 'POST' && mod)
      answer = { status: 201, answer: modification(decodeURIComponent(mod[1]!), mod[2] as 'refunds', body) };
    else throw new Fail(404, '000', 'Not found');
    if (req.method === 'POST' && typeof key === 'string') replies.set(key, { body: text, ...answer });
    return answer;
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void readBody(req).then(async (text) => {
      let status: number;
      let answer: unknown;
      try {
        ({ status, answer } = await route(req, text));
      } catch (error) {
        const fail = error instanceof Fail ? error : new Fail(500, '000', String(error), 'internal');
        status = fail.status;
        answer = { status: fail.status, errorCode: fail.errorCode, message: fail.message, errorType: fail.errorType };
      }
      res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: {
      ADYEN_API_KEY: creds.apiKey,
      ADYEN_MERCHANT_ACCOUNT: creds.merchantAccount,
      ADYEN_HMAC_KEY: creds.hmacKey,
      ADYEN_CLIENT_KEY: creds.clientKey,
      ADYEN_API_BASE: url,
    },
    sessions,
    payments,
    requests,
    notifications,
    deliveries,
    pay: (sessionId: string, outcome?: 'authorised' | 'refused') => pay(sessionId, outcome),
    decline: () => void (switches.decline = true),
    setDown: (down: boolean) => void (switches.down = down),
    tamperAmount: (value: number | null) => void (switches.tamper = value),
    failRefunds: (fail: boolean) => void (switches.failRefunds = fail),
    setWebhookUrl: (webhookUrl: string | undefined) => void (state.webhookUrl = webhookUrl),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeAdyen = Awaited<ReturnType<typeof startFakeAdyen>>;
