import { describe, expect, it } from 'vitest';
import { invoiceDisplayNumber } from './invoices';

// A stand-in for i18next with the English and German draft titles.
const titles: Record<string, string> = { en: 'Draft {{number}}', de: 'Entwurf {{number}}' };
const tIn = (lng: string) => (_key: string, options: Record<string, unknown>) =>
  titles[lng]!.replace('{{number}}', String(options.number));

describe('invoiceDisplayNumber', () => {
  it('shows a draft by its draft sequence in the page language, never the stored placeholder', () => {
    expect(invoiceDisplayNumber({ number: 'ENTWURF-7', status: 'draft' }, tIn('en'))).toBe('Draft 7');
    expect(invoiceDisplayNumber({ number: 'ENTWURF-7', status: 'draft' }, tIn('de'))).toBe('Entwurf 7');
  });
  it('keeps an issued number as it is', () => {
    expect(invoiceDisplayNumber({ number: 'RE-2026-00042', status: 'pending' }, tIn('en'))).toBe('RE-2026-00042');
  });
});
