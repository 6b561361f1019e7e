import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('config', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.seedDemo).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
  });
  it('turns the demo seed off for a server database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect((e as Error).message).toContain('PORT');
      expect((e as Error).message).toContain('DATABASE_URL');
    }
  });
  it('reads Adyen’s settings: the test Checkout API by default, the HMAC key only as hex', () => {
    expect(loadConfig({}).adyen.apiBase).toBe('https://checkout-test.adyen.com');
    const c = loadConfig({
      ADYEN_HMAC_KEY: 'AB12',
      ADYEN_API_BASE: 'https://x-checkout-live.adyenpayments.com/checkout/',
    });
    expect(c.adyen).toMatchObject({ hmacKey: 'AB12', apiBase: 'https://x-checkout-live.adyenpayments.com/checkout' });
    expect(loadConfig({ ADYEN_HMAC_KEY: '' }).adyen.hmacKey).toBeUndefined();
    expect(() => loadConfig({ ADYEN_HMAC_KEY: 'not-hex' })).toThrowError(/ADYEN_HMAC_KEY/);
  });
});
