// Downloads of the dashboard lists as CSV or Excel (.xlsx): every row matching the same filters
// as the list endpoint, not only the page on screen.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerListQuerySchema, staffBookingListQuerySchema } from '@courtside/core/dashboard-schemas';
import { requestOrganizationId } from '../../lib/tenant';
import { EXPORT_LANGS, bookingColumns, customerColumns, words } from './export-columns';
import { sendTable } from './export.service';
import { bookingFilterOf, listCustomers, staffBookingRow, staffBookingsRepository, timeZoneOf } from '../dashboard';

/** More rows than this do not fit a useful spreadsheet; narrow the filters. */
export const EXPORT_ROW_LIMIT = 100_000;

const exportParams = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  lang: z.enum(EXPORT_LANGS).default('de'),
});
const file = z.any().describe('the file (text/csv or .xlsx)');
const today = () => new Date().toISOString().slice(0, 10);

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/export/bookings',
    {
      preHandler: app.requirePermission('booking.read.any'),
      schema: {
        tags: ['dashboard'],
        summary: 'Bookings matching the list filters as CSV or Excel',
        querystring: staffBookingListQuerySchema
          .omit({ page: true, pageSize: true, after: true })
          .extend(exportParams.shape),
        response: { 200: file },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const { format, lang, sort, order, ...filters } = request.query;
      const filter = await bookingFilterOf(app.db, organizationId, filters);
      const { rows } = await staffBookingsRepository.list(app.db, filter, {
        sort,
        order,
        limit: EXPORT_ROW_LIMIT,
        offset: 0,
      });
      const timeZone = await timeZoneOf(app.db, organizationId);
      return sendTable(reply, format, `bookings-${today()}`, {
        sheetName: words[lang].sheets.bookings,
        columns: bookingColumns(lang, timeZone),
        rows: rows.map(staffBookingRow),
      });
    },
  );

  app.get(
    '/api/v1/export/customers',
    {
      preHandler: app.requirePermission('user.read'),
      schema: {
        tags: ['dashboard'],
        summary: 'Customers with bookings, spend and credit as CSV or Excel',
        querystring: customerListQuerySchema.omit({ page: true, pageSize: true }).extend(exportParams.shape),
        response: { 200: file },
      },
    },
    async (request, reply) => {
      const organizationId = await requestOrganizationId(app, request);
      const { format, lang, ...q } = request.query;
      const { rows } = await listCustomers(app.db, organizationId, { ...q, page: 1, pageSize: EXPORT_ROW_LIMIT });
      const timeZone = await timeZoneOf(app.db, organizationId);
      return sendTable(reply, format, `customers-${today()}`, {
        sheetName: words[lang].sheets.customers,
        columns: customerColumns(lang, timeZone),
        rows,
      });
    },
  );
};
