import { describe, expect, it } from 'vitest';
import { makeToken } from '../test/tokens';
import { decodeJwt, isValidToken, tokenExpiresAt } from './jwt';

describe('jwt', () => {
  const now = Date.UTC(2026, 5, 1, 12);

  it('decodes the payload, including non-ASCII claims', () => {
    expect(decodeJwt(makeToken({ sub: 'u1', exp: 1 }))).toEqual({ sub: 'u1', exp: 1 });
    const utf8 = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ name: 'Köln' }))));
    expect(decodeJwt(`x.${utf8.replace(/=+$/, '')}.y`)).toEqual({ name: 'Köln' });
  });

  it('is valid only when it decodes and exp is in the future (docs/product.md#roles)', () => {
    expect(isValidToken(makeToken({ exp: now / 1000 + 60 }), now)).toBe(true);
    expect(isValidToken(makeToken({ exp: now / 1000 - 1 }), now)).toBe(false);
    expect(isValidToken(makeToken({ exp: now / 1000 }), now)).toBe(false);
    expect(isValidToken(makeToken({ sub: 'no-exp' }), now)).toBe(false);
    expect(isValidToken('not-a-jwt', now)).toBe(false);
    expect(isValidToken('a.%%%.c', now)).toBe(false);
    expect(isValidToken(null, now)).toBe(false);
    expect(tokenExpiresAt(makeToken({ exp: 10 }))).toBe(10_000);
  });
});
