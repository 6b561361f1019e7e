import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingDtoSchema,
  bookingEventDtoSchema,
  bookingListQuerySchema,
  cancelBodySchema,
  holdBodySchema,
  quoteAnswerSchema,
  quoteBodySchema,
  uuidSchema,
} from '@courtside/core/booking-schemas';
import { refundKinds } from '@courtside/core/slots/cancellation';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { hasPermission, requireAuth } from '../../plugins/auth';
import { canRead, requestOwner } from './booking-request';
import { bookingDto, bookingEventDto, cancellationFields } from './booking.dto';
import { settingsOf } from './booking-context';
import { listBookings } from './booking-list.repository';
import { bookingRepository } from './booking.repository';
import { announcementsSent } from './hold-announce';
import { extendHold, releaseHold } from './hold-changes';
import { holdSlot, quoteSlot } from './hold.service';
import { cancelBooking, checkIn, markNoShow } from './lifecycle.service';
// Registers the booking jobs with the runner (started by server.ts).

const idParams = z.object({ id: uuidSchema });
const list = <T extends z.ZodType>(item: T) => z.object({ rows: z.array(item), count: z.number().int() });

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  // A hold's answer does not wait for its slot's announcement: shutdown does, so none is lost to
  // a closing pool (docs/decisions/031-hold-answered-before-its-announcement.md).
  app.addHook('onClose', async () => announcementsSent(app.db));
  const staffHold = holdBodySchema.extend({
    /** Staff at the desk: book for a walk-in, outside the lead time and notice, at this price. */
    asStaff: z.boolean().optional(),
    priceCents: z.number().int().min(0).optional(),
  });

  app.post(
    '/api/v1/holds',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Hold a slot (or come-together places) for 7 minutes',
        body: staffHold,
        response: { 201: bookingDtoSchema },
      },
      // A hot route: its answer is built by typed code (bookingDto), so it is not checked against
      // the schema on every hold; the schema still documents it and the tests check it
      // (booking.routes.test.ts; docs/decisions/026-hot-path-requests.md).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const owner = requestOwner(request);
      const { asStaff, priceCents, start, end, ...rest } = request.body;
      if ((asStaff || priceCents !== undefined) && !hasPermission(request.auth, 'booking.write.any')) {
        throw new AppError('FORBIDDEN', 'Only staff may book outside the booking window or set a price');
      }
      // holdSlot runs its own transaction (lock, checks, insert, history, announcement).
      const booking = await holdSlot(app.db, {
        organizationId,
        owner,
        ...rest,
        start: new Date(start),
        end: new Date(end),
        ...(asStaff || priceCents !== undefined ? { createdBy: request.auth!.userId, priceCents } : {}),
      });
      return reply.status(201).send(bookingDto(booking));
    },
  );

  app.patch(
    '/api/v1/holds/:id/extend',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Extend a hold (at most 3 times)',
        params: idParams,
        response: { 200: list(bookingDtoSchema) },
      },
    },
    async (request) => {
      const rows = await extendHold(app.db, request.params.id, requestOwner(request));
      return { rows: rows.map(bookingDto), count: rows.length };
    },
  );

  app.delete(
    '/api/v1/holds/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Give a hold back',
        params: idParams,
        response: { 200: list(bookingDtoSchema) },
      },
    },
    async (request) => {
      const rows = await releaseHold(app.db, request.params.id, requestOwner(request));
      return { rows: rows.map(bookingDto), count: rows.length };
    },
  );

  app.post(
    '/api/v1/bookings/quote',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The price of a slot or of come-together places',
        body: quoteBodySchema,
        response: { 200: quoteAnswerSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const { start, end, ...rest } = request.body;
      return quoteSlot(app.db, { organizationId, ...rest, start: new Date(start), end: new Date(end) });
    },
  );

  app.get(
    '/api/v1/bookings',
    {
      preHandler: app.requirePermission('booking.read.own', 'booking.read.any'),
      schema: {
        tags: ['bookings'],
        summary: 'Bookings: your own, or (staff) all of the venue',
        querystring: bookingListQuerySchema,
        response: { 200: list(bookingDtoSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const organizationId = await requestOrganizationId(app, request);
      const q = request.query;
      const any = hasPermission(auth, 'booking.read.any') && q.mine !== 'true';
      const { rows, count } = await listBookings(app.db, {
        organizationId,
        userId: any ? q.userId : auth.userId,
        resourceId: q.resourceId,
        status: q.status,
        type: q.type,
        subscriptionId: q.subscriptionId,
        sessionId: q.sessionId,
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
        limit: q.limit,
        offset: q.offset,
      });
      // Whether the caller may cancel each one, and until when (docs/product.md#cancellation).
      const { settings } = await settingsOf(app.db, organizationId);
      const byStaff = hasPermission(auth, 'booking.write.any');
      const returned = new Map<string, number>();
      if (!byStaff) {
        const abos = new Set(rows.filter((b) => b.type === 'abo' && b.subscriptionId).map((b) => b.subscriptionId!));
        for (const id of abos) returned.set(id, await bookingRepository.countCustomerReturns(app.db, id));
      }
      const context = {
        policy: settings.cancellation,
        now: new Date(),
        byStaff,
        aboReturnsLeft: (b: { subscriptionId: string | null }) =>
          (returned.get(b.subscriptionId ?? '') ?? 0) < settings.cancellation.aboReturnsPerSeason,
      };
      return { rows: rows.map((b) => ({ ...bookingDto(b), ...cancellationFields(b, context) })), count };
    },
  );

  const readable = async (request: Parameters<typeof requestOrganizationId>[1], id: string) => {
    const organizationId = await requestOrganizationId(app, request);
    const booking = await bookingRepository.findById(app.db, id);
    if (!booking || !canRead(request, booking, organizationId)) throw new AppError('NOT_FOUND', 'Booking not found');
    return booking;
  };

  app.get(
    '/api/v1/bookings/:id',
    {
      preHandler: app.requirePermission('booking.read.own', 'booking.read.any'),
      schema: { tags: ['bookings'], summary: 'One booking', params: idParams, response: { 200: bookingDtoSchema } },
    },
    async (request) => bookingDto(await readable(request, request.params.id)),
  );

  app.get(
    '/api/v1/bookings/:id/history',
    {
      preHandler: app.requirePermission('booking.read.own', 'booking.read.any'),
      schema: {
        tags: ['bookings'],
        summary: 'Every state change of a booking',
        params: idParams,
        response: { 200: list(bookingEventDtoSchema) },
      },
    },
    async (request) => {
      const booking = await readable(request, request.params.id);
      const rows = await bookingRepository.eventsOf(app.db, booking.id);
      return { rows: rows.map(bookingEventDto), count: rows.length };
    },
  );

  app.post(
    '/api/v1/bookings/:id/cancel',
    {
      preHandler: app.requirePermission('booking.write.own', 'booking.write.any'),
      schema: {
        tags: ['bookings'],
        summary: 'Cancel a booking (customers within the deadline, staff any time)',
        params: idParams,
        body: cancelBodySchema.nullish(),
        response: { 200: z.object({ booking: bookingDtoSchema, refund: z.enum(refundKinds) }) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const booking = await readable(request, request.params.id);
      const isStaff = hasPermission(auth, 'booking.write.any');
      if (!isStaff && request.body?.refund) throw new AppError('FORBIDDEN', 'Only staff may choose the refund');
      const result = await cancelBooking(app.db, booking.id, {
        by: { userId: auth.userId, isStaff },
        reason: request.body?.reason,
        refund: request.body?.refund,
      });
      return { booking: bookingDto(result.booking), refund: result.refund };
    },
  );

  for (const [path, action, summary] of [
    ['check-in', checkIn, 'Players arrived'],
    ['no-show', markNoShow, 'Nobody came'],
  ] as const) {
    app.post(
      `/api/v1/bookings/:id/${path}`,
      {
        preHandler: app.requirePermission('booking.checkin'),
        schema: { tags: ['bookings'], summary, params: idParams, response: { 200: bookingDtoSchema } },
      },
      async (request) => {
        const booking = await readable(request, request.params.id);
        return bookingDto(await action(app.db, booking.id, requireAuth(request).userId));
      },
    );
  }
};
