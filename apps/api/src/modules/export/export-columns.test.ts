import { describe, expect, it } from 'vitest';
import type { StaffBookingRow } from '@courtside/core/dashboard-schemas';
import { EXPORT_LANGS, bookingColumns, customerColumns, words } from './export-columns';
import type { Lang } from './export-columns';
import { tableToCsv } from './export.service';

const row = {
  id: '00000000-0000-4000-8000-000000000001',
  start: '2026-12-05T09:00:00.000Z',
  end: '2026-12-05T10:00:00.000Z',
  type: 'come_together',
  status: 'cancelled',
  places: 1,
  priceCents: 2800,
  resourceName: 'Court 1',
  customerName: 'Lena',
  customerEmail: 'lena@example.org',
  customerPhone: null,
  paymentMethod: 'bank_transfer',
  checkedInAt: null,
  noShow: false,
  createdAt: '2026-12-01T09:00:00.000Z',
} as unknown as StaffBookingRow;

describe('booking export columns', () => {
  it.each([
    ['de', ['Storniert', 'Come-together', 'Überweisung']],
    ['en', ['Cancelled', 'Come-together', 'Bank transfer']],
  ] as const)('writes statuses, kinds and payment methods in %s, never the raw values', (lang, words) => {
    const csv = tableToCsv({ sheetName: 'x', columns: bookingColumns(lang, 'Europe/Berlin'), rows: [row] });
    for (const word of words) expect(csv).toContain(word);
    for (const raw of ['cancelled', 'come_together', 'bank_transfer']) expect(csv).not.toContain(`,${raw},`);
  });
});

describe('export words in every staff language', () => {
  const leaves = (table: object, prefix = ''): [string, string][] =>
    Object.entries(table).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value] as [string, string]]
        : leaves(value as object, `${prefix}${key}.`),
    );
  const english = new Map(leaves(words.en));
  // Words that are genuinely the same as in English (product names, loanwords, "Status").
  const same: Partial<Record<Lang, string[]>> = {
    de: ['status', 'name', 'bookingType.come_together', 'method.online', 'method.Sofort', 'method.paypal'],
    fr: ['date', 'type', 'places', 'bookingType.come_together', 'method.Sofort', 'method.paypal'],
    it: ['no', 'bookingType.come_together', 'method.online', 'method.Sofort', 'method.paypal'],
    tr: ['bookingType.come_together', 'method.Sofort', 'method.paypal'],
    ar: ['method.Sofort', 'method.paypal'],
    zh: ['method.Sofort', 'method.paypal'],
    vi: ['email', 'method.Sofort', 'method.paypal'],
  };

  it.each(EXPORT_LANGS.filter((lang) => lang !== 'en'))('%s has every word, each translated', (lang) => {
    const table = new Map(leaves(words[lang]));
    expect([...table.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of table) {
      expect(value.trim(), `${lang}.${key}`).not.toBe('');
      if (!same[lang]?.includes(key)) expect(value, `${lang}.${key}`).not.toBe(english.get(key));
    }
  });

  it.each(['fr', 'zh', 'ar', 'de'] as const)('the header rows in %s differ from English', (lang) => {
    const header = (l: Lang) => tableToCsv({ sheetName: 'x', columns: bookingColumns(l, 'Europe/Berlin'), rows: [] });
    const customers = (l: Lang) => customerColumns(l, 'Europe/Berlin').map((c) => c.header);
    expect(header(lang)).not.toBe(header('en'));
    expect(customers(lang)).not.toEqual(customers('en'));
  });

  it('writes French and Chinese labels and venue-time dates', () => {
    const fr = tableToCsv({ sheetName: 'x', columns: bookingColumns('fr', 'Europe/Berlin'), rows: [row] });
    expect(fr).toContain('ID de réservation');
    for (const word of ['Annulée', 'Virement', 'non', '05/12/2026', '10:00']) expect(fr).toContain(word);
    const zh = tableToCsv({ sheetName: 'x', columns: bookingColumns('zh', 'Europe/Berlin'), rows: [row] });
    for (const word of ['预订编号', '已取消', '约球', '银行转账', '否']) expect(zh).toContain(word);
  });
});
