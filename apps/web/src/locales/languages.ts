// docs/product.md#languages: supported languages en, de, fr, it, tr, ar, zh, vi; default and fallback en.
// `intl` is the locale dates, times and numbers are formatted in (Intl.DateTimeFormat, NumberFormat).
export const LANGUAGES = [
  { value: 'en', label: 'English', countryCode: 'GB', dir: 'ltr', intl: 'en-GB' },
  { value: 'de', label: 'Deutsch', countryCode: 'DE', dir: 'ltr', intl: 'de-DE' },
  { value: 'fr', label: 'Français', countryCode: 'FR', dir: 'ltr', intl: 'fr-FR' },
  { value: 'it', label: 'Italiano', countryCode: 'IT', dir: 'ltr', intl: 'it-IT' },
  { value: 'tr', label: 'Türkçe', countryCode: 'TR', dir: 'ltr', intl: 'tr-TR' },
  { value: 'ar', label: 'العربية', countryCode: 'SA', dir: 'rtl', intl: 'ar' },
  { value: 'zh', label: '简体中文', countryCode: 'CN', dir: 'ltr', intl: 'zh-CN' },
  { value: 'vi', label: 'Tiếng Việt', countryCode: 'VN', dir: 'ltr', intl: 'vi-VN' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['value'];
export type Language = (typeof LANGUAGES)[number];

export const FALLBACK_LANGUAGE: LanguageCode = 'en';
export const NAMESPACES = ['common', 'navbar'] as const;

export function isSupportedLanguage(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.value === value);
}

/**
 * The language to show: the visitor's stored choice, else the first of their preferred languages
 * (the browser's list, or a request's Accept-Language) that we have, else en. The browser app
 * (i18n.ts) and the server's first paint (entry-server.tsx) pick with this one rule.
 */
export function chooseLanguage(stored: unknown, preferred: readonly (string | undefined)[]): LanguageCode {
  if (isSupportedLanguage(stored)) return stored;
  for (const candidate of preferred) {
    const base = candidate?.trim().toLowerCase().split('-')[0];
    if (isSupportedLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

export function findLanguage(code: string | undefined): Language {
  const base = code?.toLowerCase().split('-')[0];
  return LANGUAGES.find((language) => language.value === base) ?? LANGUAGES[0];
}

/** The Intl locale for a language code such as 'de' or 'de-AT' (en-GB for anything unknown). */
export function intlLocaleOf(code: string | undefined): string {
  return findLanguage(code).intl;
}

export function directionOf(code: string | undefined): 'ltr' | 'rtl' {
  return findLanguage(code).dir;
}

/**
 * Keeps a left-to-right run (a time range such as "07:00–16:00") in its order on a right-to-left page:
 * isolated (LRI … PDI, invisible) in a right-to-left language, unchanged in the others.
 */
export function leftToRightIn(code: string | undefined): (text: string) => string {
  return directionOf(code) === 'rtl' ? (text) => `\u2066${text}\u2069` : (text) => text;
}

/** Flag images are bundled under public/assets/flags, named by lower-cased country code. */
export function flagUrl(countryCode: string): string {
  return `/assets/flags/${countryCode.toLowerCase()}.svg`;
}
