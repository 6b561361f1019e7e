import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelBodySchema,
  preferredSlotsBodySchema,
  subscriptionAddBodySchema,
  subscriptionDateSchema,
  subscriptionDtoSchema,
  uuidSchema,
} from '@courtside/core/booking-schemas';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { hasPermission, requireAuth } from '../../plugins/auth';
import { subscriptionRepository } from './subscription.repository';
import type { SubscriptionRow } from './subscription.repository';
import { cancelSubscription, createSubscription, planSubscription } from './subscription.service';
import { requestOwner } from '../booking';
import type { BookingRow } from '../booking';

const list = <T extends z.ZodType>(item: T) => z.object({ rows: z.array(item), count: z.number().int() });

function toDto(s: SubscriptionRow, bookings: BookingRow[]) {
  const mine = bookings.filter((b) => b.subscriptionId === s.id);
  const open = mine.filter((b) => b.status === 'reserved' || b.status === 'pending');
  const expiresAt = open.length ? new Date(Math.min(...open.map((b) => b.expiresAt?.getTime() ?? Infinity))) : null;
  return {
    id: s.id,
    resourceId: s.resourceId,
    userId: s.userId,
    weekday: s.weekday,
    startTime: s.startTime,
    minutes: s.minutes,
    subStartDate: s.subStartDate,
    subEndDate: s.subEndDate,
    status: s.status,
    priceCents: s.priceCents,
    skippedDates: s.skippedDates,
    orderId: s.orderId,
    bookingIds: mine.filter((b) => b.status !== 'cancelled').map((b) => b.id),
    expiresAt: expiresAt && Number.isFinite(expiresAt.getTime()) ? expiresAt.toISOString() : null,
  };
}

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  // docs/product.md#abo: POST /api/v1/subscrptions with preferred slots → rows (the path's typo is kept).
  app.post(
    '/api/v1/subscrptions',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Which weekly dates of preferred abo slots are free',
        body: preferredSlotsBodySchema,
        response: { 200: list(subscriptionDateSchema) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const rows = [];
      for (const slot of request.body) {
        const plan = await planSubscription(app.db, organizationId, slot);
        rows.push(
          ...plan.dates.map((d) => ({
            resourceId: d.resourceId,
            date: d.date,
            start: d.start.toISOString(),
            end: d.end.toISOString(),
            state: d.state,
            priceCents: d.priceCents,
            ...(d.reason ? { reason: d.reason } : {}),
            ...(d.closedLabel ? { closedLabel: d.closedLabel } : {}),
          })),
        );
      }
      return { rows, count: rows.length };
    },
  );

  // docs/product.md#abo: POST /api/v1/subscrptions/add with subscription details → rows[0].id.
  app.post(
    '/api/v1/subscrptions/add',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Create abos and hold all their free dates',
        body: subscriptionAddBodySchema,
        response: { 200: list(subscriptionDtoSchema) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const owner = requestOwner(request);
      const created = await app.db.transaction(async (tx) => {
        const out = [];
        for (const slot of request.body) out.push(await createSubscription(tx, { organizationId, owner, slot }));
        return out;
      });
      const rows = created.map((c) => toDto(c.subscription, c.bookings));
      return { rows, count: rows.length };
    },
  );

  app.get(
    '/api/v1/subscrptions',
    {
      preHandler: app.requirePermission('booking.read.own', 'booking.read.any'),
      schema: {
        tags: ['subscriptions'],
        summary: 'Abos: your own, or (staff) all of the venue',
        querystring: z.object({
          status: z.string().optional(),
          mine: z.enum(['true', 'false']).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: list(subscriptionDtoSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const organizationId = await requestOrganizationId(app, request);
      const any = hasPermission(auth, 'booking.read.any') && request.query.mine !== 'true';
      const { rows, count } = await subscriptionRepository.list(app.db, {
        organizationId,
        userId: any ? undefined : auth.userId,
        ...request.query,
      });
      const bookings = await subscriptionRepository.bookingsOf(
        app.db,
        rows.map((r) => r.id),
      );
      return { rows: rows.map((r) => toDto(r, bookings)), count };
    },
  );

  app.get(
    '/api/v1/subscrptions/:id',
    {
      preHandler: app.requirePermission('booking.read.own', 'booking.read.any'),
      schema: {
        tags: ['subscriptions'],
        summary: 'One abo',
        params: z.object({ id: uuidSchema }),
        response: { 200: subscriptionDtoSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const organizationId = await requestOrganizationId(app, request);
      const row = await subscriptionRepository.findInOrganization(app.db, organizationId, request.params.id);
      if (!row || (!hasPermission(auth, 'booking.read.any') && row.userId !== auth.userId))
        throw new AppError('NOT_FOUND', 'Subscription not found');
      return toDto(row, await subscriptionRepository.bookingsOf(app.db, [row.id]));
    },
  );

  app.post(
    '/api/v1/subscrptions/:id/cancel',
    {
      preHandler: app.requirePermission('subscription.write.any'),
      schema: {
        tags: ['subscriptions'],
        summary: 'Staff: cancel every remaining date of an abo',
        params: z.object({ id: uuidSchema }),
        body: cancelBodySchema.nullish(),
        response: { 200: z.object({ subscription: subscriptionDtoSchema, cancelledDates: z.number().int() }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const result = await cancelSubscription(app.db, organizationId, request.params.id, {
        byUserId: requireAuth(request).userId,
        reason: request.body?.reason,
        refund: request.body?.refund,
      });
      return {
        subscription: toDto(
          result.subscription,
          await subscriptionRepository.bookingsOf(app.db, [result.subscription.id]),
        ),
        cancelledDates: result.cancelled,
      };
    },
  );
};
