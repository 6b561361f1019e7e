// Invoices for customers (their own) and staff (invoice.read.any), the PDF, and staff marking a
// bank transfer as received.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { invoiceStatuses } from '@courtside/core/enums';
import { listQuerySchema } from '@courtside/core/checkout-schemas';
import { notFound } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';
import { hasPermission, requireAuth } from '../../plugins/auth';
import { guestTokenOf } from '../cart/cart-owner';
import { orderRepository } from '../order/order.repository';
import { sameSecret } from '../../lib/same-secret';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceRepository } from './invoice.repository';
import type { InvoiceRow } from './invoice.repository';
import { markInvoicePaid } from './invoice.service';
import { audit, auditActor } from '../audit';
import { issueOrderGiftCards } from '../shop';

const tags = ['invoices'];

const idParams = z.object({ id: z.string().uuid() });
const cents = z.number().int();
const lineSchema = z.object({
  kind: z.string(),
  description: z.string(),
  bookingId: z.string().nullish(),
  quantity: z.number().int(),
  unitPriceCents: cents,
  subtotalCents: cents,
  discountCents: cents,
  netCents: cents,
  vatCents: cents,
  grossCents: cents,
  vatPercent: z.number(),
});
export const invoiceSchema = z.object({
  id: z.string().uuid(),
  orderId: z.string().uuid().nullable(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string().describe('gapless per organization and year: 2026-000123'),
  status: z.enum(invoiceStatuses),
  creditedInvoiceId: z.string().uuid().nullable(),
  seller: z.record(z.string(), z.string().optional()),
  buyer: z.record(z.string(), z.string().optional()),
  lines: z.array(lineSchema),
  totals: z.object({
    subtotalCents: cents,
    discountCents: cents,
    netCents: cents,
    vatCents: cents,
    grossCents: cents,
    voucherCents: cents,
    amountDueCents: cents,
  }),
  totalCents: cents,
  refundedCents: cents,
  currency: z.string(),
  paymentMethod: z.string().nullable(),
  issuedAt: z.string(),
  paidAt: z.string().nullable(),
});

function toDto(i: InvoiceRow): z.infer<typeof invoiceSchema> {
  return {
    id: i.id,
    orderId: i.orderId,
    kind: i.kind,
    number: i.number,
    status: i.status,
    creditedInvoiceId: i.creditedInvoiceId,
    seller: i.seller,
    buyer: i.buyer,
    lines: i.lines,
    totals: i.totals,
    totalCents: i.totalCents,
    refundedCents: i.refundedCents,
    currency: i.currency,
    paymentMethod: i.paymentMethod,
    issuedAt: i.issuedAt.toISOString(),
    paidAt: i.paidAt?.toISOString() ?? null,
  };
}

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Owner or staff only; anyone else gets a 404, so ids reveal nothing. */
  async function readable(request: FastifyRequest, id: string): Promise<InvoiceRow> {
    const auth = requireAuth(request);
    const organizationId = await requestOrganizationId(app, request);
    const invoice = await invoiceRepository.findById(app.db, organizationId, id);
    if (!invoice || (invoice.userId !== auth.userId && !hasPermission(auth, 'invoice.read.any', 'order.read.any')))
      throw notFound('Invoice');
    return invoice;
  }

  /**
   * The PDF is also readable by the guest who placed the order: the request carries the httpOnly
   * cart cookie whose token the order recorded (the same proof GET /orders/{id} accepts), so the
   * success page can offer the download. Anyone else still gets a 404.
   */
  async function readableByOwnerStaffOrGuest(request: FastifyRequest, id: string): Promise<InvoiceRow> {
    if (request.auth) return readable(request, id);
    const guestToken = guestTokenOf(request);
    const organizationId = await requestOrganizationId(app, request);
    const invoice = guestToken ? await invoiceRepository.findById(app.db, organizationId, id) : undefined;
    const order = invoice?.orderId ? await orderRepository.findById(app.db, invoice.orderId) : undefined;
    if (!invoice || !order || !sameSecret(guestToken, order.guestToken)) throw notFound('Invoice');
    return invoice;
  }

  app.get(
    '/api/v1/invoices',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Invoices and credit notes: your own, or all with invoice.read.any',
        security: [{ bearerAuth: [] }],
        querystring: listQuerySchema,
        response: { 200: z.object({ rows: z.array(invoiceSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const organizationId = await requestOrganizationId(app, request);
      const all = hasPermission(auth, 'invoice.read.any', 'order.read.any');
      const { page, pageSize } = request.query;
      const { rows, count } = await invoiceRepository.list(app.db, {
        organizationId,
        ...(all ? {} : { userId: auth.userId }),
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { rows: rows.map(toDto), count };
    },
  );

  app.get(
    '/api/v1/invoices/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'One invoice',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: invoiceSchema },
      },
    },
    async (request) => toDto(await readable(request, request.params.id)),
  );

  app.get(
    '/api/v1/invoices/:id/pdf',
    {
      schema: {
        tags,
        summary: 'The invoice as PDF: its owner, staff, or the guest whose cart cookie placed the order',
        security: [{ bearerAuth: [] }, {}],
        params: idParams,
      },
    },
    async (request, reply) => {
      const invoice = await readableByOwnerStaffOrGuest(request, request.params.id);
      const order = invoice.orderId ? await orderRepository.findById(app.db, invoice.orderId) : undefined;
      const venue = await orderRepository.venueOf(app.db, invoice.organizationId);
      const pdf = await renderInvoicePdf(invoice, { locale: order?.locale ?? 'de', timeZone: venue.timeZone });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/v1/invoices/:id/mark-paid',
    {
      preHandler: app.requirePermission('invoice.write'),
      schema: {
        tags,
        summary: 'Staff: the bank transfer for this invoice arrived',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: invoiceSchema },
      },
    },
    async (request) => {
      const invoice = await readable(request, request.params.id);
      const now = new Date();
      const updated = await app.db.transaction(async (tx) => {
        const paid = await markInvoicePaid(tx, invoice, now);
        if (invoice.orderId) {
          for (const p of await orderRepository.payments(tx, invoice.orderId)) {
            if (p.provider === 'bank_transfer' && p.status === 'pending')
              await orderRepository.updatePayment(tx, p.id, { status: 'succeeded', succeededAt: now });
          }
          // The transfer arrived: the order's gift cards are issued now (docs/product/shop.md#gift-cards).
          const order = await orderRepository.findById(tx, invoice.orderId);
          if (order?.status === 'completed') await issueOrderGiftCards(tx, order);
        }
        await audit(tx, {
          organizationId: invoice.organizationId,
          ...auditActor(request),
          action: 'invoice.marked_paid',
          entity: 'invoice',
          entityId: invoice.id,
        });
        return paid;
      });
      return toDto(updated);
    },
  );
};
