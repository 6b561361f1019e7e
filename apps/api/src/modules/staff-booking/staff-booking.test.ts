import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { buildTestApp } from '../../../test/helper';
import { createDynamicSlot } from '../dynamic-slot/dynamic-slot.service';
import type { TestContext } from '../../../test/helper';

let t: TestContext;
let venue: DemoVenue;
let staff: LoggedIn;
let customer: LoggedIn;
const day = quietDay(2);
const at = (time: string) => zonedInstant(day, time, 'Europe/Berlin').toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  staff = await loginAs(t.app, 'staff@example.com');
  customer = await loginAs(t.app, 'customer@example.com');
});
afterAll(async () => t?.close());

async function desk(payload: Record<string, unknown>, who = staff) {
  return t.app.inject({ method: 'POST', url: '/api/v1/staff/bookings', headers: who.headers, payload });
}
const walkIn = { name: 'Walk In', email: 'walk.in@example.net', phone: '+49 221 000' };

describe('desk bookings', () => {
  it('books a walk-in paying cash: booking upcoming, order completed, invoice paid', async () => {
    const res = await desk({
      contact: walkIn,
      paymentMethod: 'cash',
      items: [{ resourceId: venue.court(1).id, start: at('10:00'), end: at('11:00') }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ orderStatus: 'completed', paymentMethod: 'cash', paymentStatus: 'succeeded' });
    expect(body.bookingIds).toHaveLength(1);
    expect(body.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/dashboard/bookings/${body.bookingIds[0]}`,
        headers: staff.headers,
      })
    ).json();
    expect(detail.booking).toMatchObject({
      status: 'upcoming',
      customerName: 'Walk In',
      isGuest: true,
      resourceName: 'Court 1',
    });
    expect(detail.invoices[0]).toMatchObject({ status: 'paid' });
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(
      expect.arrayContaining(['hold', 'confirm', 'booking.desk_created']),
    );
  });

  it('records the card terminal as credit_card on order, payment and invoice', async () => {
    const res = await desk({
      userId: venue.customerId,
      paymentMethod: 'card_terminal',
      items: [{ resourceId: venue.court(2).id, start: at('10:00'), end: at('11:00') }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ paymentMethod: 'credit_card', paymentStatus: 'succeeded' });
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/dashboard/bookings/${res.json().bookingIds[0]}`,
        headers: staff.headers,
      })
    ).json();
    expect(detail.payments[0]).toMatchObject({ method: 'credit_card', status: 'succeeded' });
    expect(detail.booking).toMatchObject({
      userId: venue.customerId,
      customerName: 'Clara Kundin',
      paymentMethod: 'credit_card',
    });
  });

  it('keeps a bank transfer booked with a pending payment', async () => {
    const res = await desk({
      userId: venue.customer2Id,
      paymentMethod: 'bank_transfer',
      items: [{ resourceId: venue.court(3).id, start: at('10:00'), end: at('11:00') }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ paymentMethod: 'bank_transfer', paymentStatus: 'pending' });
  });

  it('refuses a taken court, both userId and contact, and customers', async () => {
    expect(
      (
        await desk({
          contact: walkIn,
          paymentMethod: 'cash',
          items: [{ resourceId: venue.court(1).id, start: at('10:00'), end: at('11:00') }],
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await desk({
          userId: venue.customerId,
          contact: walkIn,
          paymentMethod: 'cash',
          items: [{ resourceId: venue.court(4).id, start: at('10:00'), end: at('11:00') }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await desk(
          {
            contact: walkIn,
            paymentMethod: 'cash',
            items: [{ resourceId: venue.court(4).id, start: at('10:00'), end: at('11:00') }],
          },
          customer,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('books an abo at the desk: every free weekly date, paid together by cash, abo active', async () => {
    const res = await desk({
      userId: venue.customerId,
      paymentMethod: 'cash',
      items: [{ resourceId: venue.court(3).id, start: at('19:00'), end: at('20:00'), type: 'abo' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.bookingIds.length).toBeGreaterThan(1);
    expect(body).toMatchObject({ orderStatus: 'completed', paymentMethod: 'cash' });
    const rows = (
      await t.database.query(
        `select s.status, b.type, count(*)::int as n from bookings b join subscriptions s on s.id = b.subscription_id where b.id = any($1::uuid[]) and b.status = 'upcoming' group by s.status, b.type`,
        [body.bookingIds],
      )
    ).rows;
    expect(rows).toEqual([{ status: 'active', type: 'abo', n: body.bookingIds.length }]);
  });

  it('books come-together places for a walk-in in an open session', async () => {
    const session = await createDynamicSlot(t.app.db, {
      organizationId: venue.organizationId,
      resourceId: venue.court(5).id,
      kind: 'come_together',
      start: new Date(at('18:00')),
      end: new Date(at('20:00')),
      title: 'Desk open play',
      priceCents: 900,
      capacity: 8,
      createdBy: venue.staffId,
    });
    const res = await desk({
      contact: walkIn,
      paymentMethod: 'card_terminal',
      items: [
        {
          resourceId: venue.court(5).id,
          start: session.startsAt.toISOString(),
          end: session.endsAt.toISOString(),
          type: 'come_together',
          places: 2,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/dashboard/bookings/${res.json().bookingIds[0]}`,
        headers: staff.headers,
      })
    ).json();
    expect(detail.booking).toMatchObject({ type: 'come_together', places: 2, status: 'upcoming', priceCents: 1800 });
  });

  it('creates a customer once; the same email again is 409', async () => {
    const payload = { name: 'Phone Caller', email: 'caller@example.net', phone: '0221 123' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/customers',
      headers: staff.headers,
      payload,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().user).toMatchObject({ role: 'customer', email: 'caller@example.net' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/customers',
      headers: staff.headers,
      payload: { ...payload, email: 'CALLER@example.net' },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('move', () => {
  let bookingId: string;
  beforeAll(async () => {
    bookingId = (
      await desk({
        contact: walkIn,
        paymentMethod: 'cash',
        items: [{ resourceId: venue.court(5).id, start: at('12:00'), end: at('13:00') }],
      })
    ).json().bookingIds[0];
  });
  const move = (payload: Record<string, unknown>, id = bookingId) =>
    t.app.inject({ method: 'POST', url: `/api/v1/staff/bookings/${id}/move`, headers: staff.headers, payload });

  it('moves to another court and time, keeping the length, and writes history', async () => {
    const res = await move({ resourceId: venue.court(6).id, start: at('14:00'), reason: 'customer asked' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      resourceId: venue.court(6).id,
      start: at('14:00'),
      end: at('15:00'),
      status: 'upcoming',
    });
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/v1/dashboard/bookings/${bookingId}`, headers: staff.headers })
    ).json();
    const moved = detail.history.find((h: { action: string }) => h.action === 'move');
    expect(moved).toMatchObject({ actorName: 'Sina Staff', reason: 'customer asked' });
    expect(detail.history.some((h: { action: string }) => h.action === 'booking.moved')).toBe(true);
  });

  it('the order lines follow the move; prices and the issued invoice stay as they were', async () => {
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/v1/dashboard/bookings/${bookingId}`, headers: staff.headers })
    ).json();
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/v1/orders/${detail.order.id}`, headers: staff.headers })
    ).json();
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({
      resourceId: venue.court(6).id,
      resourceName: 'Court 6',
      start: at('14:00'),
      end: at('15:00'),
    });
    expect(order.totalCents).toBe(detail.order.totalCents);
    const invoice = (
      await t.app.inject({ method: 'GET', url: `/api/v1/invoices/${detail.invoices[0].id}`, headers: staff.headers })
    ).json();
    expect(invoice.number).toBe(detail.invoices[0].number);
    expect(JSON.stringify(invoice.lines)).toContain('Court 5');
    const lineMoved = detail.history.find((h: { action: string }) => h.action === 'order.line_moved');
    expect(lineMoved).toMatchObject({ actorName: 'Sina Staff' });
  });

  it('refuses a taken slot with 409 SLOT_TAKEN and keeps the booking where it was', async () => {
    const res = await move({ resourceId: venue.court(1).id, start: at('10:00') });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SLOT_TAKEN');
    const row = (
      await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${bookingId}`, headers: staff.headers })
    ).json();
    expect(row).toMatchObject({ resourceId: venue.court(6).id, start: at('14:00') });
  });

  it('refuses a time off the grid (outside opening hours) with 422', async () => {
    const res = await move({ start: at('03:00') });
    expect(res.statusCode).toBe(422);
  });

  it('is not for customers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/bookings/${bookingId}/move`,
      headers: customer.headers,
      payload: { start: at('16:00') },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('cancel, check-in, no-show', () => {
  it('cancels with a full refund: money goes back and the history says who', async () => {
    const booked = (
      await desk({
        userId: venue.customerId,
        paymentMethod: 'cash',
        items: [{ resourceId: venue.court(4).id, start: at('16:00'), end: at('17:00') }],
      })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/bookings/${booked.bookingIds[0]}/cancel`,
      headers: staff.headers,
      payload: { refund: 'full', reason: 'rain' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refund: 'full', booking: { status: 'cancelled' } });
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/dashboard/bookings/${booked.bookingIds[0]}`,
        headers: staff.headers,
      })
    ).json();
    expect(detail.refunds).toHaveLength(1);
    expect(detail.refunds[0]).toMatchObject({ kind: 'money', amountCents: booked.totalCents, status: 'succeeded' });
    expect(detail.history.find((h: { action: string }) => h.action === 'booking.cancelled')).toMatchObject({
      actorName: 'Sina Staff',
      reason: 'rain',
    });
  });

  it('cancels without refund when staff say none', async () => {
    const booked = (
      await desk({
        contact: walkIn,
        paymentMethod: 'cash',
        items: [{ resourceId: venue.court(4).id, start: at('18:00'), end: at('19:00') }],
      })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/bookings/${booked.bookingIds[0]}/cancel`,
      headers: staff.headers,
      payload: { refund: 'none' },
    });
    expect(res.json().refund).toBe('none');
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/dashboard/bookings/${booked.bookingIds[0]}`,
        headers: staff.headers,
      })
    ).json();
    expect(detail.refunds).toHaveLength(0);
  });

  it('checks in an upcoming booking; a future booking cannot be a no-show', async () => {
    const booked = (
      await desk({
        contact: walkIn,
        paymentMethod: 'cash',
        items: [{ resourceId: venue.court(2).id, start: at('18:00'), end: at('19:00') }],
      })
    ).json();
    const id = booked.bookingIds[0];
    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/bookings/${id}/check-in`,
      headers: staff.headers,
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    expect(checkIn.json().checkedInAt).not.toBeNull();
    const noShow = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/bookings/${id}/no-show`,
      headers: staff.headers,
    });
    expect(noShow.statusCode).toBe(409);
  });
});
