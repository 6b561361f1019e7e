// Adyen's Checkout API v71 over fetch (docs/product.md#payments): JSON calls with the API key in
// `X-API-Key` and our idempotency key in `Idempotency-Key` on every POST. ADYEN_API_BASE is the URL
// prefix without the version: https://checkout-test.adyen.com by default, the live prefix
// (https://{PREFIX}-checkout-live.adyenpayments.com/checkout), or the fake server in tests.
import type { Config } from '../../../config/env';

export type AdyenConfig = Config['adyen'];
export const adyenApiVersion = 'v71';

/** Adyen answered with an error status (its `errorCode`, e.g. "14_030" or "704", and `message`). */
export class AdyenApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string | undefined,
    readonly errorType: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'AdyenApiError';
  }
}

/** Adyen itself is down or unreachable (network error, timeout, 5xx, 429): try again later. */
export const isAdyenOutage = (error: unknown): boolean =>
  !(error instanceof AdyenApiError) || error.status >= 500 || error.status === 429;

export interface AdyenRequest {
  method: 'GET' | 'POST';
  /** The path after the version, e.g. `/sessions`. */
  path: string;
  body?: unknown;
  idempotencyKey?: string;
}

export interface AdyenClient {
  call: <T>(request: AdyenRequest) => Promise<T>;
}

export function createAdyenClient(config: AdyenConfig, fetchImpl: typeof fetch = fetch): AdyenClient {
  return {
    call: async <T>(request: AdyenRequest): Promise<T> => {
      const headers: Record<string, string> = { 'X-API-Key': config.apiKey ?? '', Accept: 'application/json' };
      if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetchImpl(`${config.apiBase}/${adyenApiVersion}${request.path}`, {
        method: request.method,
        headers,
        body,
        signal: AbortSignal.timeout(20_000),
      });
      const text = await res.text();
      let json: Record<string, unknown> = {};
      try {
        json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      if (res.status >= 400) {
        const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
        throw new AdyenApiError(
          res.status,
          str(json.errorCode),
          str(json.errorType),
          str(json.message) ?? `Adyen answered ${res.status}`,
        );
      }
      return json as T;
    },
  };
}
