// The words of the staff exports in German, the default language (docs/product.md#languages), and
// the type every other language must match: a language missing a word is a type error.

/** The languages a staff export can be written in; the first is the default. */
export const EXPORT_LANGS = ['de', 'en', 'fr', 'it', 'tr', 'ar', 'zh', 'vi'] as const;
export type Lang = (typeof EXPORT_LANGS)[number];

/** The Intl locale of each language; Arabic keeps Latin digits so spreadsheets read the dates. */
export const intlLocale: Record<Lang, string> = {
  de: 'de-DE',
  en: 'en-GB',
  fr: 'fr-FR',
  it: 'it-IT',
  tr: 'tr-TR',
  ar: 'ar-u-nu-latn',
  zh: 'zh-CN',
  vi: 'vi-VN',
};

export const de = {
  sheets: { bookings: 'Buchungen', customers: 'Kunden' },
  id: 'Buchungs-ID',
  date: 'Datum',
  start: 'Beginn',
  end: 'Ende',
  court: 'Platz',
  type: 'Art',
  status: 'Status',
  customer: 'Kunde',
  email: 'E-Mail',
  phone: 'Telefon',
  price: 'Preis (EUR)',
  payment: 'Zahlungsart',
  places: 'Plätze',
  checkedIn: 'Eingecheckt',
  noShow: 'Nicht erschienen',
  created: 'Angelegt',
  name: 'Name',
  bookings: 'Buchungen',
  upcoming: 'Anstehend',
  spend: 'Umsatz (EUR)',
  credit: 'Guthaben (EUR)',
  last: 'Letzte Buchung',
  yes: 'ja',
  no: 'nein',
  statuses: {
    reserved: 'Gehalten',
    pending: 'Zahlung läuft',
    upcoming: 'Anstehend',
    completed: 'Gespielt',
    cancelled: 'Storniert',
  },
  bookingType: { normal: 'Einzelbuchung', abo: 'Abo', come_together: 'Come-together' },
  method: {
    credit_card: 'Karte',
    bank_transfer: 'Überweisung',
    cash: 'Bar',
    coupon: 'Gutschein',
    online: 'Online',
    Sofort: 'Sofort',
    paypal: 'PayPal',
  },
};

/** Every word of the exports; a language missing one is a type error. */
export type Words = {
  [K in keyof typeof de]: (typeof de)[K] extends string ? string : { [J in keyof (typeof de)[K]]: string };
};
