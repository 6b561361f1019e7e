// docs/product.md#languages: supported languages de, en, fr, it, tr, ar; default and fallback en.
export const LANGUAGES = [
  { value: 'en', label: 'English', countryCode: 'GB', dir: 'ltr' },
  { value: 'de', label: 'Deutsch', countryCode: 'DE', dir: 'ltr' },
  { value: 'fr', label: 'Français', countryCode: 'FR', dir: 'ltr' },
  { value: 'it', label: 'Italiano', countryCode: 'IT', dir: 'ltr' },
  { value: 'tr', label: 'Türkçe', countryCode: 'TR', dir: 'ltr' },
  { value: 'ar', label: 'العربية', countryCode: 'SA', dir: 'rtl' },
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

export function directionOf(code: string | undefined): 'ltr' | 'rtl' {
  return findLanguage(code).dir;
}

/** Flag images are bundled under public/assets/flags, named by lower-cased country code. */
export function flagUrl(countryCode: string): string {
  return `/assets/flags/${countryCode.toLowerCase()}.svg`;
}
