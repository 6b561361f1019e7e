// The attached pass's chip in checkout: "being applied" until the summary includes the pass, the
// punches it pays, or why it pays nothing (docs/product/passes.md).
import { beforeAll, describe, expect, it } from 'vitest';
import type { SummaryRow } from '@courtside/core/cart-schemas';
import type { PassDto } from '@courtside/core/passes';
import { i18next } from '../../../locales/i18n';
import { createFormatters } from '../../cart/format';
import { attachedChip } from './pass-picker';

const f = createFormatters('en', 'Europe/Berlin');
const t = i18next.getFixedT('en', 'passes');

const pass = {
  id: 'p1',
  name: '10-hour card (off-peak)',
  windows: [{ days: [1, 2, 3, 4, 5], from: '07:00', to: '16:00' }],
} as PassDto;

const summary = (over: Partial<SummaryRow>) =>
  ({ passId: 'p1', passUnits: 0, passProblem: null, ...over }) as SummaryRow;

beforeAll(async () => {
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces(['passes']);
  await i18next.loadLanguages(['ar']);
});

describe('attached pass chip', () => {
  it('says the pass is being applied while the summary does not include it yet', () => {
    expect(attachedChip(summary({ passId: null }), pass, f, t)).toEqual({
      label: 'Applying 10-hour card (off-peak)…',
      color: 'default',
    });
    expect(attachedChip(undefined, pass, f, t).color).toBe('default');
  });

  it('counts the punches it pays', () => {
    expect(attachedChip(summary({ passUnits: 2 }), pass, f, t)).toEqual({
      label: 'Paid with 10-hour card (off-peak): 2 punches',
      color: 'success',
    });
  });

  it('says why it pays nothing', () => {
    expect(attachedChip(summary({ passProblem: 'time' }), pass, f, t)).toEqual({
      label: '10-hour card (off-peak) does not cover the bookings in your cart: it is valid Mon–Fri 07:00–16:00',
      color: 'warning',
    });
    expect(attachedChip(summary({ passProblem: 'empty' }), pass, f, t).label).toContain('not enough punches left');
    expect(attachedChip(summary({ passProblem: 'booking_type' }), pass, f, t).label).toContain(
      'not for this kind of booking',
    );
    // Right to left, the hours stay "07:00–16:00" (isolated left to right), not "16:00–07:00".
    const ar = createFormatters('ar', 'Europe/Berlin');
    expect(attachedChip(summary({ passProblem: 'time' }), pass, ar, i18next.getFixedT('ar', 'passes')).label).toContain(
      '\u206607:00–16:00\u2069',
    );
    // A reason the screen has no words for: the plain warning.
    expect(attachedChip(summary({ passProblem: 'void' }), pass, f, t).label).toBe(
      '10-hour card (off-peak) does not cover the bookings in your cart',
    );
  });
});
