import { beforeEach, describe, expect, it } from 'vitest';
import type { CartItemDto } from '@courtside/core/cart-schemas';
import { cartSignature, earliestExpiry, initialCheckout, useCheckoutStore } from '../../stores/checkout-store';
import { initialBooking, useBookingStore } from '../../stores/booking-store';
import { parseStep } from './use-checkout-steps';

const item = (id: string, bookingType: CartItemDto['bookingType'] = 'normal'): CartItemDto => ({
  id,
  bookingId: `b-${id}`,
  quantity: 1,
  unitPrice: 2800,
  subTotalPrice: 2800,
  resourceId: 'r',
  resourceName: 'Court 1',
  start: '2026-11-23T17:00:00.000Z',
  end: '2026-11-23T18:00:00.000Z',
  bookingType,
  expiryTime: '2026-11-22T10:07:00.000Z',
  subscriptionId: bookingType === 'abo' ? 's' : null,
  sessionId: null,
  status: 'reserved',
});

describe('checkout store (app-checkout)', () => {
  beforeEach(() => useCheckoutStore.setState({ ...initialCheckout }));

  it('persists the cart and totals under app-checkout', () => {
    useCheckoutStore.getState().syncItems([item('a')], 'guest');
    const stored = JSON.parse(window.localStorage.getItem('app-checkout') ?? '{}') as {
      state: { items: CartItemDto[]; owner: string };
    };
    expect(stored.state.items.map((i) => i.id)).toEqual(['a']);
    expect(stored.state.owner).toBe('guest');
  });

  it('an empty cart resets discount, vat and fees; no non-abo item resets the discount (docs/product.md#checkout)', () => {
    const store = useCheckoutStore.getState();
    useCheckoutStore.setState({ discount: 500, vat: 100, serviceFee: 300, couponCode: 'X' });
    store.syncItems([item('abo', 'abo')], 'user');
    expect(useCheckoutStore.getState()).toMatchObject({ discount: 0, couponCode: null, vat: 100 });
    store.syncItems([], 'user');
    expect(useCheckoutStore.getState()).toMatchObject({ discount: 0, vat: 0, serviceFee: 0, total: 0 });
  });

  it('keeps the client secret under its own key and forgets it after the order', () => {
    const store = useCheckoutStore.getState();
    store.prepareOrder('key-12345678', 'sig');
    store.startOrder({ orderId: 'o1', clientSecret: 'secret' });
    expect(window.localStorage.getItem('clientSecret')).toBe('secret');
    store.setFailedPayment(true);
    expect(useCheckoutStore.getState().failedPaymentStatus).toBe(true);
    useCheckoutStore.getState().completeOrder();
    expect(useCheckoutStore.getState()).toMatchObject({
      orderId: null,
      clientSecret: null,
      failedPaymentStatus: false,
      items: [],
    });
    expect(window.localStorage.getItem('clientSecret')).toBeNull();
  });

  it('a cart signature changes with items and quantities only', () => {
    expect(cartSignature([item('b'), item('a')])).toBe(cartSignature([item('a'), item('b')]));
    expect(cartSignature([item('a')])).not.toBe(cartSignature([{ ...item('a'), quantity: 2 }]));
    expect(earliestExpiry([item('a'), { ...item('b'), expiryTime: '2026-11-22T10:01:00.000Z' }])).toBe(
      Date.parse('2026-11-22T10:01:00.000Z'),
    );
  });
});

describe('booking store (app-booking)', () => {
  beforeEach(() => useBookingStore.setState({ ...initialBooking }));

  it('defaults to the normal tab and remembers the previous one', () => {
    expect(useBookingStore.getState().tabName).toBe('normal');
    useBookingStore.getState().setTab('abo');
    expect(useBookingStore.getState()).toMatchObject({ tabName: 'abo', prevtabName: 'normal', tab: 1 });
    const stored = JSON.parse(window.localStorage.getItem('app-booking') ?? '{}') as { state: Record<string, unknown> };
    expect(stored.state).toMatchObject({ tabName: 'abo', cardInfo: null });
    expect(Object.keys(stored.state)).toEqual(
      expect.arrayContaining(['bookingDate', 'activeStep', 'reservedSlots', 'groupId', 'billingAddress', 'toggle']),
    );
  });
});

describe('checkout steps', () => {
  it('reads the step query parameter, anything else is step 0', () => {
    expect([parseStep('0'), parseStep('1'), parseStep('2'), parseStep('-1'), parseStep('x'), parseStep(null)]).toEqual([
      0, 1, 0, 0, 0, 0,
    ]);
  });
});
