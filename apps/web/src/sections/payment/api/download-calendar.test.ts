import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { downloadOrderCalendar } from './download-calendar';

describe('downloadOrderCalendar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it("fetches the order's calendar from the API with the token and cookies, and offers it as booking-….ics", async () => {
    window.localStorage.setItem('access_token', 'tok');
    const fetchMock = vi.fn(
      async () =>
        new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          status: 200,
          headers: { 'Content-Type': 'text/calendar' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    await downloadOrderCalendar('0f3c2a1b-1111-4222-8333-444455556666');
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/orders/0f3c2a1b-1111-4222-8333-444455556666/calendar', {
      headers: { Accept: 'text/calendar, application/json', Authorization: 'Bearer tok' },
      credentials: 'same-origin',
    });
    expect(clicked).toEqual(['booking-0f3c2a1b.ics']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it("answers the server's message as an ApiError (an unpaid order, another browser)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              status: 409,
              code: 'INVALID_TRANSITION',
              message: 'A pending order has no booked dates yet',
            }),
            { status: 409 },
          ),
      ),
    );
    const error = await downloadOrderCalendar('0f3c2a1b-1111-4222-8333-444455556666').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: 'A pending order has no booked dates yet',
    });
  });
});
