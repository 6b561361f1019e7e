// The cookie in which the web app keeps the visitor's display settings for the server, so a page
// the server renders (apps/api/src/plugins/first-paint.ts) carries the same <html> attributes as the
// app sets (apps/web/src/theme/settings-sync.ts): colour scheme, contrast, accent colour, font.
// Both sides read and write it here: "scheme|contrast|primary|font".
export const DISPLAY_COOKIE = 'cs-display';

export interface DisplayCookie {
  colorScheme: 'light' | 'dark';
  contrast: string;
  primaryColor: string;
  fontFamily: string;
}

/**
 * The display a visitor without the cookie gets (docs/product.md#public-site's defaults, the web app's
 * DEFAULT_SETTINGS): the server puts these attributes on a first visit's page, so the app finds
 * <html> as it would set it and changes nothing (a change restyles and re-lays out the whole page).
 */
export const DEFAULT_DISPLAY: DisplayCookie = {
  colorScheme: 'light',
  contrast: 'default',
  primaryColor: 'default',
  fontFamily: 'Inter Variable',
};

export function encodeDisplayCookie(settings: DisplayCookie): string {
  return [settings.colorScheme, settings.contrast, settings.primaryColor, settings.fontFamily].join('|');
}

/** The settings in a cookie value, or null for anything else (a forged or an older value). */
export function parseDisplayCookie(value: string | undefined): DisplayCookie | null {
  const parts = (value ?? '').split('|');
  if (parts.length !== 4 || !parts.every((part) => /^[A-Za-z][\w -]{0,30}$/.test(part))) return null;
  const [colorScheme, contrast, primaryColor, fontFamily] = parts as [string, string, string, string];
  if (colorScheme !== 'light' && colorScheme !== 'dark') return null;
  return { colorScheme, contrast, primaryColor, fontFamily };
}
