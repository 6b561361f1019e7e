// The words of the staff exports in each language (docs/product.md#languages); a language missing
// a word is a type error. Dates are written with each language's Intl locale.
import { de } from './export-words-de';
import type { Lang, Words } from './export-words-de';
import { en, fr, it, tr } from './export-words-europe';
import { ar, vi, zh } from './export-words-more';

export { EXPORT_LANGS, intlLocale } from './export-words-de';
export type { Lang, Words } from './export-words-de';

export const words: Record<Lang, Words> = { de, en, fr, it, tr, ar, zh, vi };
