// i18next with namespaces common and navbar (docs/product.md#languages). Resources are bundled JSON files loaded
// per language on demand; the choice is stored under 'i18nextLng' and drives <html lang dir>.
import i18next from 'i18next';
import type { BackendModule, PostProcessorModule, ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeCookie } from '../lib/cookie';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';
import { useSettingsStore } from '../settings/settings-store';
import {
  chooseLanguage,
  directionOf,
  FALLBACK_LANGUAGE,
  isSupportedLanguage,
  LANGUAGES,
  NAMESPACES,
} from './languages';
import type { LanguageCode } from './languages';

/** Namespaces a layout loads for its screens; common falls back to them (see fallbackNS). */
export const LAYOUT_NAMESPACES = ['home', 'account', 'dashboard', 'dashboard-more'] as const;

/**
 * Texts of the dashboard's screens other than its first (the overview, ADR 024): their page titles
 * and descriptions, the bookings, desk, calendar and payment-link texts (dashboard-more), and the
 * account texts. The overview and the frame need only `dashboard` (and navbar).
 */
export const DASHBOARD_SCREEN_NAMESPACES = ['dashboard-more', 'account'] as const;

type TextFiles = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

/**
 * Each language's list of text files is a module of its own (locales/files/): the start-up carries
 * no map of all eight languages' 240-odd files (17 KB of the entry), only what to load per
 * language; a visitor downloads the list of the language shown (and of en, its fallback).
 */
const FILE_LISTS: Record<LanguageCode, () => Promise<{ default: TextFiles }>> = {
  en: () => import('./files/en'),
  de: () => import('./files/de'),
  fr: () => import('./files/fr'),
  it: () => import('./files/it'),
  tr: () => import('./files/tr'),
  ar: () => import('./files/ar'),
  zh: () => import('./files/zh'),
  vi: () => import('./files/vi'),
};
const fileLists = new Map<string, Promise<TextFiles>>();

function textFilesOf(language: LanguageCode): Promise<TextFiles> {
  let list = fileLists.get(language);
  if (!list) {
    list = FILE_LISTS[language]().then((module) => module.default);
    // A failed download (offline) is tried again at the next request.
    list.catch(() => fileLists.delete(language));
    fileLists.set(language, list);
  }
  return list;
}

const bundledBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const fail = (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false);
    if (!isSupportedLanguage(language)) return callback(null, {});
    textFilesOf(language).then((files) => {
      const load = files[`../${language}/${namespace}.json`];
      // A namespace a language does not translate falls back to en key by key.
      if (!load) return callback(null, {});
      load().then((module) => callback(null, module.default), fail);
    }, fail);
  },
};

/**
 * A text the visitor's right-to-left language does not translate comes in English (ar translates
 * the public site; the staff dashboard's texts fall back). Set inside a right-to-left paragraph, an
 * English sentence's full stop and dashes would jump to its left end; wrapped in a left-to-right
 * isolate (LRI … PDI, invisible) it reads as written while the page stays right to left.
 */
const isolateFallback: PostProcessorModule = {
  type: 'postProcessor',
  name: 'isolate-fallback',
  process(value, _key, options, translator: { language?: string }) {
    const usedLng = (options as { i18nResolved?: { usedLng?: string } }).i18nResolved?.usedLng;
    const language = (options.lng as string | undefined) ?? translator.language;
    if (typeof value !== 'string' || !usedLng || directionOf(language) !== 'rtl' || directionOf(usedLng) === 'rtl')
      return value;
    return `\u2066${value}\u2069`;
  },
};

/** Stored choice first, then the browser's languages, then en (chooseLanguage). */
export function detectLanguage(): LanguageCode {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return chooseLanguage(readStorage(STORAGE_KEYS.language), preferred);
}

/**
 * The post-processor runs only while a right-to-left language is shown: with it, i18next also
 * gathers the resolution details of every text, work the other languages need not do (a day's
 * booking grid asks for some six hundred texts).
 */
function isolateFallbacksFor(language: string): void {
  const isRtl = directionOf(language) === 'rtl';
  i18next.options.postProcess = isRtl ? [isolateFallback.name] : false;
  i18next.options.postProcessPassResolved = isRtl;
}

function applyLanguage(language: string): void {
  const code = isSupportedLanguage(language) ? language : FALLBACK_LANGUAGE;
  isolateFallbacksFor(code);
  // On the server (entry-server.tsx) the language comes with the request and <html> is a string.
  if (typeof document === 'undefined') return;
  writeStorage(STORAGE_KEYS.language, code);
  // The server renders public pages in the same language (apps/api/src/plugins/first-paint.ts).
  writeCookie(STORAGE_KEYS.language, code, 365);
  // Written only when it changes: a new lang attribute, even the same, restyles the whole page.
  if (document.documentElement.lang !== code) document.documentElement.lang = code;
  // The direction follows the language until the visitor sets it in the settings drawer; their
  // stored choice then holds on every page (docs/product.md#languages).
  const direction = directionOf(code);
  const settings = useSettingsStore.getState();
  if (!settings.directionChosen && settings.direction !== direction) settings.setField('direction', direction);
}

export const i18nReady = i18next
  .use(bundledBackend)
  .use(isolateFallback)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    // German is complete (locale-keys.test.ts keeps de and en key for key), so a German visitor
    // does not download the English files as a fallback; the partial languages still fall back.
    fallbackLng: { de: [], default: [FALLBACK_LANGUAGE] },
    supportedLngs: LANGUAGES.map((language) => language.value),
    load: 'languageOnly',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    // Texts moved out of common so the public pages' start-up stays small: the home page's, the
    // sign-in and account screens' and the dashboard's (first screen, then the others' page titles). Components keep asking common;
    // a key not found there is looked up in these once their layout has loaded them
    // (pages/home.tsx, layouts/auth, layouts/dashboard).
    fallbackNS: [...LAYOUT_NAMESPACES],
    interpolation: { escapeValue: false },
    // Set per language by isolateFallbacksFor.
    postProcess: false,
    returnNull: false,
    react: { useSuspense: true },
    showSupportNotice: false,
  });

i18next.on('languageChanged', applyLanguage);
applyLanguage(detectLanguage());

/**
 * Namespaces the first screen of a public page asks for (the consent banner and the page itself;
 * the header's cart button uses common), by path. Requested right away, next to the start-up ones, instead of after the
 * page's code has arrived and rendered: one round trip less before the page can paint.
 */
export function firstScreenNamespaces(pathname: string): string[] {
  if (/^\/dashboard\/?$/.test(pathname)) return ['dashboard'];
  if (/^\/dashboard\//.test(pathname)) return ['dashboard', ...DASHBOARD_SCREEN_NAMESPACES];
  if (/^\/auth(?:\/|$)/.test(pathname)) return ['home', 'account'];
  if (pathname === '/') return ['consent', 'home'];
  const shared = ['consent'];
  if (/^\/booking\/?$/.test(pathname)) return [...shared, 'booking'];
  if (/^\/(?:booking\/checkout|payment|pay)(?:\/|$)/.test(pathname)) return [...shared, 'checkout'];
  if (/^\/events(?:\/|$)/.test(pathname)) return [...shared, 'events'];
  return shared;
}

if (typeof window !== 'undefined') {
  const namespaces = firstScreenNamespaces(window.location.pathname);
  if (namespaces.length) void i18next.loadNamespaces(namespaces);
}

export { i18next };
