// Texts of a mail per language: staff-facing mails and account mails exist in every account language
// (docs/product.md#languages); a language without its own text gets the English one.
import type { SupportedLocale } from '@courtside/core/auth-schemas';

export type MailWords<T> = { en: T } & Partial<Record<SupportedLocale, T>>;

export function wordsFor<T>(locale: string, table: MailWords<T>): T {
  return table[locale as SupportedLocale] ?? table.en;
}
