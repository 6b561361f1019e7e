// localStorage that never throws: private mode, quota or disabled storage must not break the app
// (docs/product.md#public-site: storage failures are ignored).

/** Storage keys of docs/product.md#public-site, plus the display-settings record's own key. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  themeMode: 'theme-mode',
  language: 'i18nextLng',
  settings: 'app-settings',
  checkout: 'app-checkout',
  booking: 'app-booking',
  clientSecret: 'clientSecret',
  performanceAlertDismissed: 'performance-alert-dismissed',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Ignored on purpose (docs/product.md#public-site).
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Ignored on purpose (docs/product.md#public-site).
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readStorage(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
