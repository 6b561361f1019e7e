// PayPal's REST API over fetch (docs/product.md#payments): an OAuth2 client-credentials token, cached
// until shortly before it expires, and JSON calls with PayPal-Request-Id as the idempotency key.
// PAYPAL_API_BASE points it at the sandbox (default), live, or the fake server in tests.
import type { Config } from '../../../config/env';

export type PayPalConfig = Config['paypal'];

/** PayPal answered with an error status; `issue` is the first details[].issue (e.g. INSTRUMENT_DECLINED). */
export class PayPalApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    readonly issue: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'PayPalApiError';
  }
}

/** PayPal itself is down or unreachable (network error, timeout, 5xx): try again later. */
export const isPayPalOutage = (error: unknown): boolean =>
  !(error instanceof PayPalApiError) || error.status >= 500 || error.status === 429;

/** Integer cents as PayPal's decimal string (1234 → "12.34"); EUR has two decimals. */
export function centsToValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`Not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** PayPal's decimal string back to cents, exactly (no floating point); null when it is not one. */
export function valueToCents(value: string | undefined): number | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value ?? '');
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export interface PayPalRequest {
  method: 'GET' | 'POST';
  path: string;
  /** JSON body, or an already serialised one (a webhook event must reach PayPal byte for byte). */
  body?: unknown;
  rawBody?: string;
  requestId?: string;
}

export interface PayPalClient {
  call: <T>(request: PayPalRequest) => Promise<T>;
}

export function createPayPalClient(config: PayPalConfig, fetchImpl: typeof fetch = fetch): PayPalClient {
  let token: { value: string; expiresAt: number } | null = null;

  async function send(url: string, init: RequestInit): Promise<{ status: number; json: Record<string, unknown> }> {
    const res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(20_000) });
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // A proxy's HTML error page: the status says enough.
    }
    if (res.status >= 400) {
      const details = Array.isArray(json.details) ? (json.details as { issue?: string; description?: string }[]) : [];
      const name = typeof json.name === 'string' ? json.name : typeof json.error === 'string' ? json.error : 'ERROR';
      const message =
        details[0]?.description ?? (typeof json.message === 'string' ? json.message : `PayPal answered ${res.status}`);
      throw new PayPalApiError(res.status, name, details[0]?.issue, message);
    }
    return { status: res.status, json };
  }

  async function accessToken(now = Date.now()): Promise<string> {
    if (token && token.expiresAt > now) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const { json } = await send(`${config.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const expiresIn = Number(json.expires_in ?? 0);
    // A minute's margin, so a token never runs out between our check and PayPal's.
    token = { value: String(json.access_token), expiresAt: now + Math.max(0, expiresIn - 60) * 1000 };
    return token.value;
  }

  async function call<T>(request: PayPalRequest, retried = false): Promise<T> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${await accessToken()}`,
      Accept: 'application/json',
      Prefer: 'return=representation',
    };
    if (request.requestId) headers['PayPal-Request-Id'] = request.requestId;
    const body = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      return (await send(`${config.apiBase}${request.path}`, { method: request.method, headers, body })).json as T;
    } catch (error) {
      // A token PayPal revoked before its time: fetch a new one, once.
      if (!retried && error instanceof PayPalApiError && error.status === 401) {
        token = null;
        return call<T>(request, true);
      }
      throw error;
    }
  }

  return { call };
}
