import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { uuidSchema } from '@courtside/core/booking-schemas';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { hasPermission, requireAuth } from '../../plugins/auth';
import { bookingCalendar, feedCalendar, feedOfUser, resetFeed } from './calendar-feed.service';
import { publicBaseUrl } from '../sitemap';

const feedAnswer = z.object({
  /** https URL for calendar apps that subscribe over http(s). */
  url: z.string(),
  /** The same address with webcal://, which opens the calendar app directly. */
  webcalUrl: z.string(),
  createdAt: z.string(),
  lastFetchedAt: z.string().nullable(),
});

export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = (request: FastifyRequest, feed: { token: string; createdAt: Date; lastFetchedAt: Date | null }) => {
    const url = `${publicBaseUrl(app, request)}/api/v1/calendar/${feed.token}.ics`;
    return {
      url,
      webcalUrl: url.replace(/^https?:/, 'webcal:'),
      createdAt: feed.createdAt.toISOString(),
      lastFetchedAt: feed.lastFetchedAt?.toISOString() ?? null,
    };
  };

  app.get(
    '/api/v1/calendar/feed',
    {
      preHandler: app.requirePermission('booking.read.own'),
      schema: {
        tags: ['calendar'],
        summary: 'Your personal iCal feed address (created on first call)',
        response: { 200: feedAnswer },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      void reply.header('Cache-Control', 'no-store');
      return answer(request, await feedOfUser(app.db, { userId: auth.userId, organizationId: auth.organizationId }));
    },
  );

  app.post(
    '/api/v1/calendar/feed/reset',
    {
      preHandler: app.requirePermission('booking.read.own'),
      schema: {
        tags: ['calendar'],
        summary: 'Replace your feed address; the old one stops working',
        response: { 200: feedAnswer },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      void reply.header('Cache-Control', 'no-store');
      return answer(request, await resetFeed(app.db, { userId: auth.userId, organizationId: auth.organizationId }));
    },
  );

  // Calendar apps poll this address without any header: the token is the credential.
  app.get(
    '/api/v1/calendar/:token.ics',
    {
      schema: {
        tags: ['calendar'],
        summary: 'A personal iCal feed (text/calendar)',
        params: z.object({ token: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const ics = await feedCalendar(app.db, request.params.token, { baseUrl: publicBaseUrl(app, request) });
      return reply.header('Cache-Control', 'private, no-cache').type('text/calendar; charset=utf-8').send(ics);
    },
  );

  app.get(
    '/api/v1/calendar/bookings/:id.ics',
    {
      preHandler: app.requirePermission('booking.read.own', 'booking.read.any'),
      schema: {
        tags: ['calendar'],
        summary: 'One booking as an .ics file',
        params: z.object({ id: uuidSchema }),
        querystring: z.object({ lang: z.enum(['de', 'en']).optional() }),
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const organizationId = await requestOrganizationId(app, request);
      const { row, ics } = await bookingCalendar(app.db, {
        organizationId,
        bookingId: request.params.id,
        locale: request.query.lang,
        viewerId: auth.userId,
        baseUrl: publicBaseUrl(app, request),
      });
      // Customers download their own bookings only; staff any booking of their venue.
      if (row.userId !== auth.userId && !hasPermission(auth, 'booking.read.any'))
        throw new AppError('NOT_FOUND', 'Booking not found');
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="booking-${row.id.slice(0, 8)}.ics"`)
        .type('text/calendar; charset=utf-8')
        .send(ics);
    },
  );
};
