// The cancellation quote: what cancelling a booking would give back, before the
// customer confirms. The cancel itself is the booking engine's POST /bookings/{id}/cancel, whose
// hook (refund-cancellation.ts) pays the refund.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancellationQuoteAnswerSchema } from '@courtside/core/booking-schemas';
import { notFound } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { hasPermission, requireAuth } from '../../plugins/auth';
import { quoteCancellation } from './refund-cancellation';
import { refundRepository } from './refund.repository';

export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/bookings/:id/cancellation-quote',
    {
      preHandler: app.requirePermission('booking.write.own', 'booking.write.any'),
      schema: {
        tags: ['bookings'],
        summary: 'What cancelling this booking gives back (refund, voucher credit or nothing), in cents',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.string().uuid() }),
        response: {
          200: cancellationQuoteAnswerSchema,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const organizationId = await requestOrganizationId(app, request);
      const booking = await refundRepository.bookingById(app.db, request.params.id);
      const isStaff = hasPermission(auth, 'booking.write.any');
      if (
        !booking ||
        booking.organizationId !== organizationId ||
        booking.dynamicSlotId ||
        (!isStaff && booking.userId !== auth.userId)
      )
        throw notFound('Booking');
      const q = await quoteCancellation(app.db, booking, { byStaff: isStaff, now: new Date() });
      return {
        bookingId: booking.id,
        cancellable: q.cancellable,
        outcome: q.outcome,
        amountCents: q.amountCents,
        paidCents: q.paidCents,
        reason: q.reason,
        refundUntil: q.refundUntil?.toISOString() ?? null,
        creditUntil: q.creditUntil?.toISOString() ?? null,
      };
    },
  );
};
