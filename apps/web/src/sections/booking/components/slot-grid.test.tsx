import { useMemo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { AvailabilityAnswer } from '@courtside/core/booking-schemas';
import { i18next } from '../../../locales/i18n';
import { renderWithProviders } from '../../../test/render';
import { createFormatters } from '../../cart/format';
import { buildGrid } from '../slot-model';
import type { GridSlot } from '../slot-model';
import { useRovingGrid } from '../use-roving-grid';
import { SlotGrid } from './slot-grid';
import { SlotList } from './slot-list';

const answer: AvailabilityAnswer = {
  date: '2026-11-23',
  timezone: 'Europe/Berlin',
  count: 2,
  rows: [
    {
      resourceId: 'c1',
      name: 'Court 1',
      category: 'beach_volleyball',
      spaceType: 'outdoor',
      locationId: 'l1',
      slots: [
        {
          start: '2026-11-23T16:00:00.000Z',
          end: '2026-11-23T17:00:00.000Z',
          state: 'available',
          price: 2800,
          bookable: true,
        },
        {
          start: '2026-11-23T17:00:00.000Z',
          end: '2026-11-23T18:00:00.000Z',
          state: 'booked',
          price: 2800,
          bookable: false,
        },
      ],
    },
    {
      resourceId: 'c2',
      name: 'Court 2',
      category: 'beach_volleyball',
      spaceType: 'indoor',
      locationId: 'l1',
      slots: [
        {
          start: '2026-11-23T16:00:00.000Z',
          end: '2026-11-23T17:00:00.000Z',
          state: 'come_together',
          price: 800,
          bookable: true,
          placesLeft: 3,
          capacity: 8,
        },
        {
          start: '2026-11-23T17:00:00.000Z',
          end: '2026-11-23T18:00:00.000Z',
          state: 'available',
          price: 3600,
          bookable: true,
        },
      ],
    },
  ],
};

function Harness({ variant, onActivate }: { variant: 'grid' | 'list'; onActivate: (slot: GridSlot) => void }) {
  const model = useMemo(
    () => buildGrid(answer, [], { category: null, spaceType: 'all', dayPart: 'all', isOnlyFree: false }),
    [],
  );
  const roving = useRovingGrid(model, onActivate);
  const View = variant === 'grid' ? SlotGrid : SlotList;
  return (
    <View model={model} f={createFormatters('en', 'Europe/Berlin')} label="Courts" busyKey={null} roving={roving} />
  );
}

async function setup(variant: 'grid' | 'list') {
  await i18next.loadNamespaces(['booking']);
  const onActivate = vi.fn();
  await renderWithProviders(<Harness variant={variant} onActivate={onActivate} />);
  return onActivate;
}

describe.each(['grid', 'list'] as const)('slot %s', (variant) => {
  it('announces state and price of each slot and keeps one slot in the tab order', async () => {
    await setup(variant);
    const grid = await screen.findByRole('grid', { name: 'Courts' });
    expect(grid).toBeTruthy();
    const free = screen.getByRole('button', {
      name:
        variant === 'grid'
          ? '€28, Court 1, Mon 23 Nov, 17:00–18:00, free, €28.00, press Enter to hold it'
          : '17:00 €28, Court 1, Mon 23 Nov, 17:00–18:00, free, €28.00, press Enter to hold it',
    });
    // The name starts with what the cell shows (WCAG 2.5.3).
    expect(free.getAttribute('aria-label')!.startsWith(free.textContent!.trim())).toBe(true);
    expect(free.getAttribute('tabindex')).toBe('0');
    expect(
      screen.getByRole('button', { name: /Court 1, Mon 23 Nov, 18:00–19:00, booked/ }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(
      screen.getByRole('button', { name: /Court 2, .*come-together session, 3 places left, €8\.00 per place/ }),
    ).toBeTruthy();
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('tabindex') === '0')).toHaveLength(1);
  });

  it('arrow keys move between slots; Enter activates, not on a booked slot', async () => {
    const onActivate = await setup(variant);
    const first = await screen.findByRole('button', { name: /Court 1, Mon 23 Nov, 17:00–18:00/ });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const booked = screen.getByRole('button', { name: /Court 1, Mon 23 Nov, 18:00–19:00/ });
    expect(document.activeElement).toBe(booked);
    fireEvent.click(booked);
    expect(onActivate).not.toHaveBeenCalled();
    fireEvent.keyDown(booked, { key: 'ArrowDown' });
    const court2 = screen.getByRole('button', { name: /Court 2, Mon 23 Nov, 18:00–19:00, free, €36\.00/ });
    expect(document.activeElement).toBe(court2);
    expect(court2.getAttribute('tabindex')).toBe('0');
    fireEvent.click(court2);
    expect(onActivate).toHaveBeenCalledWith(
      expect.objectContaining({ resourceId: 'c2', display: 'available', price: 3600 }),
    );
  });
});
