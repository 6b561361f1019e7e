// Money for the payment link page; its dates come from lib/format-date (the venue's zone and locale).
import { intlLocale } from '../../../lib/format-date';

export const money = (cents: number, language: string, currency = 'EUR') =>
  new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(cents / 100);
