// The cookie-consent record (docs/product.md#public-site): cookie `cookieConsents`, 365 days. Necessary is always
// on; every other category is off until the visitor says yes.
import { readCookie, writeCookie } from '../../lib/cookie';

export const CONSENT_COOKIE = 'cookieConsents';
export const CONSENT_MAX_AGE_DAYS = 365;
/** Raised when the categories change, so earlier choices are asked again. */
export const CONSENT_VERSION = 1;

export const consentCategories = ['necessary', 'functional', 'analytics', 'marketing', 'social'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;

export type ConsentChoices = Record<ConsentCategory, boolean>;

export interface ConsentRecord extends ConsentChoices {
  version: number;
  updatedAt: string;
}

export const NOTHING_OPTIONAL: ConsentChoices = {
  necessary: true,
  functional: false,
  analytics: false,
  marketing: false,
  social: false,
};
export const EVERYTHING: ConsentChoices = {
  necessary: true,
  functional: true,
  analytics: true,
  marketing: true,
  social: true,
};

/** The stored choice, or null when the visitor has not decided (or decided on older categories). */
export function readConsent(): ConsentRecord | null {
  const raw = readCookie(CONSENT_COOKIE);
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<ConsentRecord>;
    if (value.version !== CONSENT_VERSION) return null;
    const record = {
      ...NOTHING_OPTIONAL,
      version: CONSENT_VERSION,
      updatedAt: String(value.updatedAt ?? ''),
    } as ConsentRecord;
    for (const category of consentCategories)
      record[category] = category === 'necessary' ? true : value[category] === true;
    return record;
  } catch {
    return null;
  }
}

export function writeConsent(choices: ConsentChoices, now = new Date()): ConsentRecord {
  const record: ConsentRecord = { ...choices, necessary: true, version: CONSENT_VERSION, updatedAt: now.toISOString() };
  writeCookie(CONSENT_COOKIE, JSON.stringify(record), CONSENT_MAX_AGE_DAYS);
  return record;
}
