// A court category as people read it: the translated name of a known category (booking:category.*),
// otherwise the key made readable ("beach_soccer" → "Beach soccer"), never the raw key.
import type { TFunction } from 'i18next';

export function humanizeCategory(category: string): string {
  const words = category.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : category;
}

export function categoryLabel(t: TFunction, category: string): string {
  return t(`booking:category.${category}`, { defaultValue: humanizeCategory(category) });
}
