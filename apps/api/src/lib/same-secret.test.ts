import { describe, expect, it } from 'vitest';
import { sameSecret } from './same-secret';

describe('sameSecret', () => {
  it('matches equal secrets only', () => {
    expect(sameSecret('guest-token-0001', 'guest-token-0001')).toBe(true);
    expect(sameSecret('guest-token-0001', 'guest-token-0002')).toBe(false);
    expect(sameSecret('guest-token-0001', 'guest-token-00011')).toBe(false);
    expect(sameSecret('Ärger', 'Ärger')).toBe(true);
  });

  it('never matches a missing value, not even two missing ones', () => {
    expect(sameSecret(undefined, undefined)).toBe(false);
    expect(sameSecret(null, null)).toBe(false);
    expect(sameSecret('', '')).toBe(false);
    expect(sameSecret('token', null)).toBe(false);
    expect(sameSecret(undefined, 'token')).toBe(false);
  });
});
