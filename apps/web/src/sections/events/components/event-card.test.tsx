// Event cards on the light layer: images keep their size (no layout shift), only the first one is
// loaded at once, a broken image shows the placeholder; the tickets button says when it is full.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18next } from '../../../locales/i18n';
import { renderWithProviders } from '../../../test/render';
import { createFormatters } from '../../cart/format';
import type { EventDto } from '../api/get-events';
import { EventCard } from './event-card';
import { EventTicketsButton } from './event-tickets-button';

const f = createFormatters('en', 'Europe/Berlin');

const event = (over: Partial<EventDto> = {}): EventDto => ({
  id: 'e1',
  slug: 'beach-cup',
  title: { de: 'Beach-Cup', en: 'Beach Cup' },
  description: { de: 'Turnier', en: 'Tournament\nmore' },
  start: '2026-12-03T11:00:00.000Z',
  end: '2026-12-03T15:00:00.000Z',
  locationId: null,
  image: '/images/events/beach-cup.jpg',
  sessionId: 's1',
  published: true,
  tickets: { capacity: 16, placesLeft: 11, priceCents: 1500, resourceId: 'r1' },
  ...over,
});

async function renderCards(ui: React.ReactElement) {
  const result = await renderWithProviders(ui);
  await i18next.loadNamespaces(['events']);
  return result;
}

describe('event card', () => {
  it('links to the event; the first image loads at once with its size, the others lazily', async () => {
    await renderCards(
      <>
        <EventCard event={event()} f={f} isFirst />
        <EventCard event={event({ id: 'e2', slug: 'party' })} f={f} />
      </>,
    );
    const cards = await screen.findAllByTestId('event-card');
    expect(cards).toHaveLength(2);
    expect(screen.getAllByRole('link')[0]?.getAttribute('href')).toBe('/events/beach-cup');
    const [first, second] = cards.map((card) => card.querySelector('img')!) as [HTMLImageElement, HTMLImageElement];
    expect(first.getAttribute('width')).toBe('800');
    expect(first.getAttribute('height')).toBe('450');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(screen.getAllByText('11 tickets left · €15.00')).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 2, name: 'Beach Cup' })).toHaveLength(2);
  });

  it('shows the placeholder when the image is missing', async () => {
    await renderCards(
      <EventCard
        event={event({ tickets: { capacity: 16, placesLeft: 0, priceCents: 1500, resourceId: 'r1' } })}
        f={f}
      />,
    );
    const card = await screen.findByTestId('event-card');
    fireEvent.error(card.querySelector('img')!);
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('.ev-card-placeholder')).not.toBeNull();
    expect(screen.getByText('Sold out')).toBeTruthy();
  });
});

describe('tickets button', () => {
  const session = {
    sessionId: 's1',
    resourceId: 'r1',
    start: event().start,
    end: event().end,
    title: 'Beach Cup',
    placesLeft: 0,
    priceCents: 1500,
  };

  it('is a plain button, disabled when the event is full', async () => {
    await renderCards(<EventTicketsButton session={session} f={f} label="Get tickets" />);
    const button = await screen.findByTestId('join-session');
    expect(button.className).toContain('cs-btn-contained');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.textContent).toBe('Full');
  });
});
