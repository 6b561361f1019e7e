import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, setUnauthorizedHandler } from './api-client';

function respond(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(null);
  });

  it('on 401 asks the auth layer once and retries with the new token', async () => {
    window.localStorage.setItem('access_token', 'old');
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ status: 401, code: 'TOKEN_EXPIRED', message: 'expired' }), {
          status: 401,
        }),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify({ rows: [], count: 0 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const handler = vi.fn(async () => {
      window.localStorage.setItem('access_token', 'new');
      return true;
    });
    setUnauthorizedHandler(handler);
    await expect(api.get('/bookings')).resolves.toEqual({ rows: [], count: 0 });
    expect(handler).toHaveBeenCalledTimes(1);
    const retried = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect((retried[1].headers as Record<string, string>).Authorization).toBe('Bearer new');
  });

  it('gives the 401 to the screen when the refresh fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              status: 401,
              code: 'UNAUTHENTICATED',
              message: 'Please sign in again',
            }),
            { status: 401 },
          ),
      ),
    );
    setUnauthorizedHandler(async () => false);
    await expect(api.get('/bookings')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it('calls /api/v1 with the bearer token from access_token', async () => {
    window.localStorage.setItem('access_token', 'abc');
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.get('/organizations/current', { query: { tenantId: 't1', empty: undefined } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/organizations/current?tenantId=t1');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('throws ApiError with status, message and code from the error body', async () => {
    vi.stubGlobal('fetch', respond(409, { status: 409, code: 'SLOT_TAKEN', message: 'This slot was just taken.' }));
    const error = await api.post('/cart', { items: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'SLOT_TAKEN',
      message: 'This slot was just taken.',
    });
  });

  it("falls back to 'Something went wrong!' without a usable body", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    await expect(api.get('/x')).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong!',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(api.get('/x')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Something went wrong!',
    });
  });

  it('reports a body that never arrives after its headers as no answer (NETWORK_ERROR)', async () => {
    const broken = () =>
      new ReadableStream({ start: (controller) => controller.error(new TypeError('network error')) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(broken(), { status: 200 })),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
