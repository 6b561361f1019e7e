// What a slot shows and what a screen reader announces (the state and price of each
// slot). The announced name starts with the visible text, so voice control users can say what they
// see (WCAG 2.5.3 label in name), then gives court, date, time, state and price.
import type { TFunction } from 'i18next';
import type { Formatters } from '../cart/format';
import type { GridSlot } from './slot-model';

export function slotStateText(t: TFunction, slot: GridSlot): string {
  switch (slot.display) {
    case 'selected':
      return t('slot.state.selected');
    case 'available':
      return t('slot.state.available');
    case 'booked':
      return t('slot.state.booked');
    case 'abo':
      return t('slot.state.abo');
    case 'come_together':
      return slot.availability === 'full'
        ? t('slot.state.full')
        : t('slot.state.comeTogether', { count: slot.placesLeft ?? 0 }) +
            (slot.availability === 'caution' ? `, ${t('slot.state.caution')}` : '');
    default:
      return t('slot.state.closed');
  }
}

/** The short texts shown in the cell: [time (list only), price or state, "filling up"?]. */
export function slotVisibleParts(t: TFunction, f: Formatters, slot: GridSlot, variant: 'grid' | 'list'): string[] {
  const detail = (() => {
    switch (slot.display) {
      case 'available':
        return f.shortMoney(slot.price);
      case 'selected':
        return f.shortMoney(slot.cartItem?.unitPrice ?? slot.price);
      case 'booked':
        return t('slot.short.booked');
      case 'abo':
        return t('slot.short.abo');
      case 'come_together':
        return slot.availability === 'full'
          ? t('slot.short.full')
          : t('slot.short.placesLeft', { count: slot.placesLeft ?? 0 });
      default:
        return '—';
    }
  })();
  return [
    ...(variant === 'list' ? [slot.column] : []),
    detail,
    ...(slot.display === 'come_together' && slot.availability === 'caution' ? [t('slot.short.caution')] : []),
  ];
}

export function slotLabel(t: TFunction, f: Formatters, slot: GridSlot, visible: string[]): string {
  const when = `${f.date(slot.start)}, ${f.timeRange(slot.start, slot.end)}`;
  const price =
    slot.display === 'come_together'
      ? t('slot.pricePerPlace', { price: f.money(slot.price) })
      : slot.display === 'available' || slot.display === 'selected'
        ? f.money(slot.cartItem?.unitPrice ?? slot.price)
        : '';
  const action =
    slot.display === 'selected'
      ? t('slot.action.remove')
      : slot.display === 'available'
        ? t('slot.action.hold')
        : slot.isActionable
          ? t('slot.action.join')
          : '';
  // The dash of a closed slot says nothing; it is left out of the name.
  const shown = visible.filter((part) => part !== '—').join(' ');
  return [shown, slot.resourceName, when, slotStateText(t, slot), price, action].filter(Boolean).join(', ');
}
