// The cookie-consent record (SPEC.md §3, §9): cookie `cookieConsents`, 365 days. Necessary is always
// on; every other category is off until the visitor says yes.
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

export const NOTHING_OPTIONAL: ConsentChoices = { necessary: true, functional: false, analytics: false, marketing: false, social: false };
export const EVERYTHING: ConsentChoices = { necessary: true, functional: true, analytics: true, marketing: true, social: true };

/** The request's Cookie header while the server renders a page (entry-server.tsx). */
let serverCookies = '';

export function setServerCookies(header: string): void {
  serverCookies = header;
}

function readCookie(name: string): string | null {
  const cookies = typeof document === 'undefined' ? serverCookies : document.cookie;
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** The stored choice, or null when the visitor has not decided (or decided on older categories). */
export function readConsent(): ConsentRecord | null {
  const raw = readCookie(CONSENT_COOKIE);
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<ConsentRecord>;
    if (value.version !== CONSENT_VERSION) return null;
    const record = { ...NOTHING_OPTIONAL, version: CONSENT_VERSION, updatedAt: String(value.updatedAt ?? '') } as ConsentRecord;
    for (const category of consentCategories) record[category] = category === 'necessary' ? true : value[category] === true;
    return record;
  } catch {
    return null;
  }
}

export function writeConsent(choices: ConsentChoices, now = new Date()): ConsentRecord {
  const record: ConsentRecord = { ...choices, necessary: true, version: CONSENT_VERSION, updatedAt: now.toISOString() };
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(record))}; Max-Age=${CONSENT_MAX_AGE_DAYS * 86_400}; Path=/; SameSite=Lax${secure}`;
  return record;
}
