// /api/v1/staff: what front-desk staff do to bookings: book at the desk, create a
// customer, move (one booking, or a come-together session with all its bookings), cancel (with or
// without refund), check in, mark a no-show. Every action is audited and shows in the booking's history (GET /api/v1/dashboard/bookings/:id).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authUserSchema } from '@courtside/core/auth-schemas';
import { bookingDtoSchema } from '@courtside/core/booking-schemas';
import { dynamicSlotDtoSchema } from '@courtside/core/dynamic-slot-schemas';
import {
  deskBookingAnswerSchema,
  deskBookingBodySchema,
  deskQuoteBodySchema,
  deskQuoteSchema,
  moveBookingBodySchema,
  staffCancelBodySchema,
  staffCustomerCreateSchema,
} from '@courtside/core/dashboard-schemas';
import { refundKinds } from '@courtside/core/slots/cancellation';
import type { FastifyRequest } from 'fastify';
import { requestOrganizationId } from '../../lib/tenant';
import { requireAuth } from '../../plugins/auth';
import { createDeskBooking, createDeskCustomer, quoteDeskBooking } from './desk-booking.service';
import { moveBooking } from './move.service';
import { moveSession } from './session-move.service';
import { staffCancel, staffCheckIn } from './staff-actions.service';
import type { StaffActor } from './staff-actions.service';
import { toAuthUser } from '../auth';
import { bookingDto } from '../booking';
import { dynamicSlotDtos } from '../dynamic-slot';

const tags = ['staff'];
const idParams = z.object({ id: z.uuid() });

export const staffBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = async (request: FastifyRequest): Promise<StaffActor> => ({
    userId: requireAuth(request).userId,
    organizationId: await requestOrganizationId(app, request),
    ip: request.ip,
  });

  app.post(
    '/api/v1/staff/bookings',
    {
      preHandler: app.requirePermission('order.write.any'),
      schema: {
        tags,
        summary: 'Book at the desk and take cash, card (terminal) or a bank transfer',
        body: deskBookingBodySchema,
        response: { 201: deskBookingAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createDeskBooking(app, await actorOf(request), request.body)),
  );

  app.post(
    '/api/v1/staff/bookings/quote',
    {
      preHandler: app.requirePermission('order.write.any'),
      schema: {
        tags,
        summary: 'The total to collect for a desk booking, before booking (nothing is held or saved)',
        body: deskQuoteBodySchema,
        response: { 200: deskQuoteSchema },
      },
    },
    async (request) => quoteDeskBooking(app, await actorOf(request), request.body),
  );

  app.post(
    '/api/v1/staff/customers',
    {
      preHandler: app.requirePermission('booking.write.any'),
      schema: {
        tags,
        summary: 'Create a customer account for a walk-in or phone customer (no password, no mail)',
        body: staffCustomerCreateSchema,
        response: { 201: z.object({ user: authUserSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ user: toAuthUser(await createDeskCustomer(app, await actorOf(request), request.body)) }),
  );

  app.post(
    '/api/v1/staff/bookings/:id/move',
    {
      preHandler: app.requirePermission('booking.write.any'),
      schema: {
        tags,
        summary: 'Move a booking to another court or time (checked by the engine)',
        params: idParams,
        body: moveBookingBodySchema,
        response: { 200: bookingDtoSchema },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { resourceId, start, end, reason } = request.body;
      const row = await moveBooking(app.db, {
        organizationId: actor.organizationId,
        bookingId: request.params.id,
        resourceId,
        start: new Date(start),
        end: end ? new Date(end) : undefined,
        reason,
        actorUserId: actor.userId,
        ip: actor.ip,
      });
      return bookingDto(row);
    },
  );

  app.post(
    '/api/v1/staff/sessions/:id/move',
    {
      preHandler: app.requirePermission('booking.write.any'),
      schema: {
        tags,
        summary: 'Move a come-together session with every booking in it to another court or time (players are mailed)',
        params: idParams,
        body: moveBookingBodySchema,
        response: {
          200: z.object({ slot: dynamicSlotDtoSchema, bookingIds: z.array(z.uuid()), mailed: z.number().int() }),
        },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { resourceId, start, end, reason } = request.body;
      const moved = await moveSession(app.db, {
        organizationId: actor.organizationId,
        sessionId: request.params.id,
        resourceId,
        start: new Date(start),
        end: end ? new Date(end) : undefined,
        reason,
        actorUserId: actor.userId,
        ip: actor.ip,
      });
      return {
        slot: (await dynamicSlotDtos(app.db, [moved.slot]))[0]!,
        bookingIds: moved.bookingIds,
        mailed: moved.mailed,
      };
    },
  );

  app.post(
    '/api/v1/staff/bookings/:id/cancel',
    {
      preHandler: app.requirePermission('booking.write.any'),
      schema: {
        tags,
        summary: 'Cancel a booking any time, with the policy refund or full / credit / none',
        params: idParams,
        body: staffCancelBodySchema,
        response: { 200: z.object({ booking: bookingDtoSchema, refund: z.enum(refundKinds) }) },
      },
    },
    async (request) => {
      const result = await staffCancel(app, await actorOf(request), request.params.id, request.body);
      return { booking: bookingDto(result.booking), refund: result.refund };
    },
  );

  for (const [path, kind, summary] of [
    ['check-in', 'check_in', 'The players arrived'],
    ['no-show', 'no_show', 'Nobody came'],
  ] as const) {
    app.post(
      `/api/v1/staff/bookings/:id/${path}`,
      {
        preHandler: app.requirePermission('booking.checkin'),
        schema: { tags, summary, params: idParams, response: { 200: bookingDtoSchema } },
      },
      async (request) => bookingDto(await staffCheckIn(app, await actorOf(request), request.params.id, kind)),
    );
  }
};
