import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from './auth-store';
import { makeToken } from '../test/tokens';

const user = {
  id: 'u1',
  email: 'customer@example.com',
  name: 'Clara Kundin',
  phone: null,
  locale: 'de',
  role: 'customer',
  isSuperadmin: false,
  organizationId: 'o1',
  emailVerified: true,
  serviceFeeWaiver: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  permissions: ['booking.read.own'],
};
const fresh = () => makeToken({ exp: Date.now() / 1000 + 900 });
const expired = () => makeToken({ exp: Date.now() / 1000 - 10 });

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fake API answering by path; records every call. */
function fakeApi(routes: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.replace('/api/v1', '');
      calls.push(path);
      const answer = routes[path];
      return answer ? answer() : json(404, { status: 404, code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
  return calls;
}

/** No answer at all: offline, or the page left while the request ran. */
function unreachableApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

describe('auth store', () => {
  beforeEach(() => useAuthStore.setState({ status: 'loading', user: null }));
  afterEach(() => vi.unstubAllGlobals());

  it('a guest without a token is unauthenticated without any request', async () => {
    const calls = fakeApi({});
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState().status).toBe('unauthenticated');
    expect(calls).toEqual([]);
  });

  it('a valid token and a working /auth/me authenticate', async () => {
    localStorage.setItem('access_token', fresh());
    fakeApi({ '/auth/me': () => json(200, { user }) });
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState()).toMatchObject({
      status: 'authenticated',
      user: { email: 'customer@example.com' },
    });
  });

  it('an expired token is refreshed once, then the profile is loaded', async () => {
    localStorage.setItem('access_token', expired());
    const newToken = fresh();
    const calls = fakeApi({
      '/auth/refresh-tokens': () => json(200, { accessToken: newToken, expiresIn: 900, user }),
      '/auth/me': () => json(200, { user }),
    });
    await useAuthStore.getState().initialize();
    expect(calls).toEqual(['/auth/refresh-tokens', '/auth/me']);
    expect(localStorage.getItem('access_token')).toBe(newToken);
    expect(useAuthStore.getState().status).toBe('authenticated');
  });

  it('an expired token whose refresh fails is removed', async () => {
    localStorage.setItem('access_token', expired());
    fakeApi({
      '/auth/refresh-tokens': () => json(401, { status: 401, code: 'UNAUTHENTICATED', message: 'No session' }),
    });
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState().status).toBe('unauthenticated');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('a profile request that gets no answer (offline, page left) keeps the token for the next start', async () => {
    const token = fresh();
    localStorage.setItem('access_token', token);
    unreachableApi();
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState().status).toBe('unauthenticated');
    expect(localStorage.getItem('access_token')).toBe(token);
  });

  it('an expired token whose refresh gets no answer stays, so the next start can refresh', async () => {
    const token = expired();
    localStorage.setItem('access_token', token);
    unreachableApi();
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState().status).toBe('unauthenticated');
    expect(localStorage.getItem('access_token')).toBe(token);
  });

  it('a token the server refuses (/auth/me fails) ends unauthenticated', async () => {
    localStorage.setItem('access_token', fresh());
    fakeApi({
      '/auth/me': () => json(401, { status: 401, code: 'UNAUTHENTICATED', message: 'bad token' }),
    });
    await useAuthStore.getState().initialize();
    expect(useAuthStore.getState().status).toBe('unauthenticated');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('signs in, stores the token, and signs out', async () => {
    const token = fresh();
    const calls = fakeApi({
      '/auth/login': () => json(200, { accessToken: token, expiresIn: 900, user }),
      '/auth/me': () => json(200, { user }),
      '/auth/logout': () => json(200, { message: 'Signed out' }),
    });
    await useAuthStore.getState().signIn('customer@example.com', 'courtside-demo');
    expect(localStorage.getItem('access_token')).toBe(token);
    expect(useAuthStore.getState().status).toBe('authenticated');
    await useAuthStore.getState().signOut();
    expect(useAuthStore.getState()).toMatchObject({ status: 'unauthenticated', user: null });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(calls).toEqual(['/auth/login', '/auth/me', '/auth/logout']);
  });

  it('wrong credentials reject with the API error and keep the visitor signed out', async () => {
    fakeApi({
      '/auth/login': () =>
        json(401, {
          status: 401,
          code: 'INVALID_CREDENTIALS',
          message: 'The email address or the password is wrong',
        }),
    });
    await expect(useAuthStore.getState().signIn('a@b.de', 'nope')).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('parallel refreshes share one request (the refresh token rotates)', async () => {
    localStorage.setItem('access_token', expired());
    const calls = fakeApi({
      '/auth/refresh-tokens': () => json(200, { accessToken: fresh(), expiresIn: 900, user }),
    });
    const results = await Promise.all([useAuthStore.getState().refresh(), useAuthStore.getState().refresh()]);
    expect(results).toEqual([true, true]);
    expect(calls).toEqual(['/auth/refresh-tokens']);
  });
});
