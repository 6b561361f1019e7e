// "My bookings" on the light layer: the tabs are a WAI-ARIA tablist (arrow keys move), each card says
// what it may do, the passes show their balance as a progress bar, and the cancel dialog (MUI) loads
// on the first "Cancel booking" and shows the server's quote (docs/product.md#cancellation).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { BookingDto } from '@courtside/core/booking-schemas';
import type { PassDto } from '@courtside/core/passes';
import { useAuthStore } from '../../../auth/auth-store';
import { i18next } from '../../../locales/i18n';
import { renderWithProviders } from '../../../test/render';
import { MyBookingsView } from './my-bookings-view';

const day = 86_400_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const booking = (id: string, start: number, over: Partial<BookingDto> = {}): BookingDto => ({
  id,
  organizationId: 'o1',
  resourceId: 'c1',
  start: at(start),
  end: at(start + 3_600_000),
  type: 'normal',
  status: 'upcoming',
  places: 1,
  priceCents: 2800,
  userId: 'u1',
  guestContact: null,
  orderId: `order-${id}`,
  subscriptionId: null,
  sessionId: null,
  expiresAt: null,
  extensions: 0,
  createdBy: null,
  checkedInAt: null,
  noShow: false,
  cancelledAt: null,
  cancelReason: null,
  createdAt: at(-10 * day),
  cancellable: true,
  cancelDeadline: at(start - day),
  ...over,
});
const pass: PassDto = {
  id: 'p1',
  passTypeId: 'pt1',
  name: '10-hour card',
  unit: 'court_hour',
  bookingTypes: ['normal'],
  windows: [],
  unitsTotal: 10,
  unitsRemaining: 9,
  status: 'active',
  source: 'online',
  grossCents: 25000,
  outstandingCents: 0,
  validUntil: null,
  userId: 'u1',
  orderId: null,
  createdAt: at(-5 * day),
  history: [
    {
      id: 'h1',
      kind: 'redeem',
      units: -1,
      remainingAfter: 9,
      orderId: null,
      bookingId: 'b1',
      note: null,
      createdAt: at(-day),
    },
  ],
};

const answers: Record<string, unknown> = {
  '/bookings': {
    rows: [
      booking('b1', 10 * day),
      booking('late', 3_600_000, { cancellable: false, cancelDeadline: at(-day) }),
      booking('old', -3 * day, { status: 'completed' }),
      booking('gone', 5 * day, { status: 'cancelled', cancelledAt: at(-day) }),
    ],
    count: 4,
  },
  '/bookings/b1/cancellation-quote': {
    bookingId: 'b1',
    cancellable: true,
    outcome: 'full',
    amountCents: 2800,
    paidCents: 2800,
    reason: 'FULL_REFUND_WINDOW',
    refundUntil: null,
    creditUntil: null,
  },
  '/invoices': { rows: [], count: 0 },
  '/calendar/feed': {
    url: 'https://venue.example/api/v1/calendar/abc.ics',
    webcalUrl: 'webcal://venue.example/api/v1/calendar/abc.ics',
    createdAt: at(-day),
    lastFetchedAt: null,
  },
  '/passes/mine': { rows: [pass], count: 1 },
  '/resources': { rows: [{ id: 'c1', name: 'Court 1' }], count: 1 },
};

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input instanceof Request ? input.url : input), 'http://x').pathname.replace(
        /^\/api\/v1/,
        '',
      );
      const body = answers[path];
      return body === undefined
        ? new Response(JSON.stringify({ message: 'not here' }), { status: 404 })
        : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

async function renderSignedIn() {
  stubApi();
  useAuthStore.setState({ status: 'authenticated' });
  await i18next.loadNamespaces(['mybookings', 'passes']);
  return renderWithProviders(<MyBookingsView />, { path: '/customers-bookings' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ status: 'loading', user: null });
});

describe('my bookings', () => {
  it('groups the bookings in a tablist the arrow keys walk through', async () => {
    await renderSignedIn();
    const tabs = screen.getByRole('tablist', { name: 'Bookings' });
    const upcoming = await within(tabs).findByRole('tab', { name: 'Upcoming (2)' });
    expect(upcoming.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('tab-upcoming');
    const cards = await screen.findAllByTestId('my-booking');
    expect(cards.map((c) => c.getAttribute('data-booking-id'))).toEqual(['late', 'b1']);
    // Past the deadline: the reason instead of the button; in time: the button.
    expect(within(cards[0]!).queryByTestId('cancel-booking')).toBeNull();
    expect(within(cards[0]!).getByTestId('cancel-closed').textContent).toContain('Free cancellation ended on');
    expect(within(cards[1]!).getByTestId('booking-status').textContent).toContain('Confirmed');
    expect(within(cards[1]!).getByTestId('add-to-calendar')).toBeTruthy();

    fireEvent.keyDown(upcoming, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Past (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Past (1)' }));
    const past = screen.getByTestId('my-booking');
    expect(past.getAttribute('data-booking-id')).toBe('old');
    expect(within(past).queryByTestId('add-to-calendar')).toBeNull();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Past (1)' }), { key: 'End' });
    expect(within(screen.getByTestId('my-booking')).getByTestId('booking-status').textContent).toContain('Cancelled');
  });

  it('shows the passes with their balance and the calendar feed address', async () => {
    await renderSignedIn();
    const passes = screen.getByTestId('my-passes');
    expect((await within(passes).findByTestId('pass-balance')).textContent).toContain('9 of 10 left');
    const meter = within(passes).getByRole('progressbar', { name: '9 of 10 left' });
    expect(meter.getAttribute('aria-valuenow')).toBe('90');
    const history = within(passes).getByRole('button', { name: 'History' });
    expect(history.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(history);
    expect(history.getAttribute('aria-expanded')).toBe('true');
    expect(within(passes).getByText('Used')).toBeTruthy();
    expect(((await screen.findByTestId('feed-url')) as HTMLInputElement).value).toBe(
      'https://venue.example/api/v1/calendar/abc.ics',
    );
    expect(screen.getByRole('textbox', { name: 'Your calendar address' }).hasAttribute('readonly')).toBe(true);
  });

  it('loads the cancel dialog on the first Cancel and shows what cancelling gives back', async () => {
    await renderSignedIn();
    expect(screen.queryByTestId('cancel-dialog')).toBeNull();
    fireEvent.click(await screen.findByTestId('cancel-booking'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' }, { timeout: 5000 });
    expect((await within(dialog).findByTestId('cancel-outcome')).textContent).toContain(
      'You get €28.00 back to your payment method.',
    );
    expect((within(dialog).getByTestId('cancel-confirm') as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks a visitor to sign in', async () => {
    stubApi();
    useAuthStore.setState({ status: 'unauthenticated' });
    await i18next.loadNamespaces(['mybookings']);
    await renderWithProviders(<MyBookingsView />, { path: '/customers-bookings' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth/jwt/sign-in?returnTo=%2Fcustomers-bookings',
    );
  });
});
