import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, EVERYTHING, NOTHING_OPTIONAL, readConsent, writeConsent } from './consent-cookie';

const clear = () => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
};

describe('cookieConsents', () => {
  afterEach(clear);

  it('is undecided until written, then reads back what was chosen', () => {
    expect(readConsent()).toBeNull();
    writeConsent({ ...NOTHING_OPTIONAL, functional: true }, new Date('2026-05-01T10:00:00Z'));
    expect(readConsent()).toEqual({
      ...NOTHING_OPTIONAL,
      functional: true,
      version: 1,
      updatedAt: '2026-05-01T10:00:00.000Z',
    });
  });

  it('always keeps necessary on, even when asked otherwise', () => {
    writeConsent({ ...EVERYTHING, necessary: false });
    expect(readConsent()?.necessary).toBe(true);
  });

  it('ignores a damaged cookie or one from an older set of categories', () => {
    document.cookie = `${CONSENT_COOKIE}=not-json; Path=/`;
    expect(readConsent()).toBeNull();
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ ...EVERYTHING, version: 0 }))}; Path=/`;
    expect(readConsent()).toBeNull();
  });

  it('treats anything but true as no', () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ version: 1, functional: 'yes', analytics: 1 }))}; Path=/`;
    expect(readConsent()).toMatchObject({ functional: false, analytics: false, necessary: true });
  });
});
