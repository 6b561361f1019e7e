// /api/v1/dashboard: what the front desk reads all day: today at the venue, the bookings
// list and detail, the calendar, customers with their bookings, and a live event stream.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarQuerySchema,
  calendarSchema,
  customerListQuerySchema,
  customerListSchema,
  overviewQuerySchema,
  overviewSchema,
  staffBookingDetailSchema,
  staffBookingListQuerySchema,
  staffBookingListSchema,
} from '@courtside/core/dashboard-schemas';
import { requestOrganizationId } from '../../lib/tenant';
import { calendarOf } from './calendar.service';
import { listCustomers } from './customers.service';
import { createLiveHub } from './live';
import { overviewOf } from './overview.service';
import { listStaffBookings, staffBookingDetail } from './staff-bookings.service';

const tags = ['dashboard'];
const idParams = z.object({ id: z.uuid() });

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRead = app.requirePermission('booking.read.any');
  const live = createLiveHub(app);

  app.get(
    '/api/v1/dashboard/overview',
    {
      preHandler: staffRead,
      schema: {
        tags,
        summary: 'Today at the venue: occupancy, arrivals, revenue, unpaid items, sessions at risk',
        querystring: overviewQuerySchema,
        response: { 200: overviewSchema },
      },
    },
    async (request) => overviewOf(app.db, await requestOrganizationId(app, request), request.query.date),
  );

  app.get(
    '/api/v1/dashboard/bookings',
    {
      preHandler: staffRead,
      schema: {
        tags,
        summary: 'Every booking: filters, search, sort and pages (booking.read.any)',
        querystring: staffBookingListQuerySchema,
        response: { 200: staffBookingListSchema },
      },
      // The front desk's hot list (bench/README.md "Dashboard at scale"): the rows are built by
      // typed code (staff-booking.dto.ts), so the answer is not checked against the schema on
      // every request; the schema documents it in OpenAPI and staff-bookings.test.ts checks it.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => listStaffBookings(app.db, await requestOrganizationId(app, request), request.query),
  );

  app.get(
    '/api/v1/dashboard/bookings/:id',
    {
      preHandler: staffRead,
      schema: {
        tags,
        summary: 'One booking with customer, order, payments, invoices, refunds and history',
        params: idParams,
        response: { 200: staffBookingDetailSchema },
      },
    },
    async (request) => staffBookingDetail(app.db, await requestOrganizationId(app, request), request.params.id),
  );

  app.get(
    '/api/v1/dashboard/calendar',
    {
      preHandler: staffRead,
      schema: {
        tags,
        summary: 'Courts × hours of one or more days: bookings, sessions, blocks',
        querystring: calendarQuerySchema,
        response: { 200: calendarSchema },
      },
    },
    async (request) => calendarOf(app.db, await requestOrganizationId(app, request), request.query),
  );

  app.get(
    '/api/v1/dashboard/customers',
    {
      preHandler: app.requirePermission('user.read'),
      schema: {
        tags,
        summary: 'Customers with their bookings, spend and credit (user.read)',
        querystring: customerListQuerySchema,
        response: { 200: customerListSchema },
      },
    },
    async (request) => listCustomers(app.db, await requestOrganizationId(app, request), request.query),
  );

  app.get(
    '/api/v1/dashboard/live',
    {
      preHandler: staffRead,
      schema: { tags, summary: 'Server-sent events: a `slot` event whenever a booking of the venue changes' },
    },
    async (request, reply) => live.subscribe(await requestOrganizationId(app, request), reply),
  );
};
