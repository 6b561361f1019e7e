// Manual invoices for staff. The invoice module answers lists, details, the PDF
// and mark-paid; these routes draft, edit, issue, delete drafts and credit manual invoices.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceStatuses } from '@courtside/core/enums';
import {
  creditNoteBodySchema,
  manualInvoiceBodySchema,
  manualInvoicePatchSchema,
} from '@courtside/core/manual-invoice';
import { requestOrganizationId } from '../../lib/tenant';
import { notFound } from '../../lib/app-error';
import { createDraft, creditManualInvoice, deleteDraft, issueDraft, updateDraft } from './manual-invoice.service';
import { invoiceRepository } from '../checkout';
import type { InvoiceRow } from '../checkout';
import { setupActor } from '../venue-setup';

const tags = ['invoices'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid() });
const cents = z.number().int();

const manualInvoiceSchema = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  status: z.enum(invoiceStatuses),
  userId: z.string().nullable(),
  creditedInvoiceId: z.string().nullable(),
  buyer: z.record(z.string(), z.string().optional()),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number().int(),
      unitPriceCents: cents,
      netCents: cents,
      vatCents: cents,
      grossCents: cents,
      vatPercent: z.number(),
    }),
  ),
  totals: z.object({ netCents: cents, vatCents: cents, grossCents: cents }),
  totalCents: cents,
  refundedCents: cents,
  paymentMethod: z.string().nullable(),
  issuedAt: z.string(),
});

const dto = (r: InvoiceRow): z.infer<typeof manualInvoiceSchema> => ({
  id: r.id,
  kind: r.kind,
  number: r.number,
  status: r.status,
  userId: r.userId,
  creditedInvoiceId: r.creditedInvoiceId,
  buyer: r.buyer,
  lines: r.lines.map((l) => ({
    description: l.description,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    netCents: l.netCents,
    vatCents: l.vatCents,
    grossCents: l.grossCents,
    vatPercent: l.vatPercent,
  })),
  totals: { netCents: r.totals.netCents, vatCents: r.totals.vatCents, grossCents: r.totals.grossCents },
  totalCents: r.totalCents,
  refundedCents: r.refundedCents,
  paymentMethod: r.paymentMethod,
  issuedAt: r.issuedAt.toISOString(),
});

export const manualInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const writer = app.requirePermission('invoice.write');
  const actorOf = async (request: Parameters<typeof requestOrganizationId>[1]) =>
    setupActor(request, await requestOrganizationId(app, request));

  app.get(
    '/api/v1/invoices/manual/:id',
    {
      preHandler: writer,
      schema: {
        tags,
        security,
        summary: 'A manual invoice with its customer account, for the edit form',
        params: idParams,
        response: { 200: manualInvoiceSchema },
      },
    },
    async (request) => {
      const row = await invoiceRepository.findById(
        app.db,
        await requestOrganizationId(app, request),
        request.params.id,
      );
      if (!row || row.orderId) throw notFound('Manual invoice');
      return dto(row);
    },
  );

  app.post(
    '/api/v1/invoices/manual',
    {
      preHandler: writer,
      schema: {
        tags,
        security,
        summary: 'Draft a manual invoice (VAT-inclusive unit prices)',
        body: manualInvoiceBodySchema,
        response: { 201: manualInvoiceSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(dto(await createDraft(app.db, await actorOf(request), request.body))),
  );

  app.patch(
    '/api/v1/invoices/manual/:id',
    {
      preHandler: writer,
      schema: {
        tags,
        security,
        summary: 'Change a draft',
        params: idParams,
        body: manualInvoicePatchSchema,
        response: { 200: manualInvoiceSchema },
      },
    },
    async (request) => dto(await updateDraft(app.db, await actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/v1/invoices/manual/:id',
    {
      preHandler: writer,
      schema: {
        tags,
        security,
        summary: 'Delete a draft (issued invoices are credited instead)',
        params: idParams,
        response: { 200: z.object({ status: z.number(), message: z.string() }) },
      },
    },
    async (request) => {
      await deleteDraft(app.db, await actorOf(request), request.params.id);
      return { status: 200, message: 'Draft deleted' };
    },
  );

  app.post(
    '/api/v1/invoices/manual/:id/issue',
    {
      preHandler: writer,
      schema: {
        tags,
        security,
        summary: 'Issue a draft: it gets the next invoice number and is pending until paid',
        params: idParams,
        response: { 200: manualInvoiceSchema },
      },
    },
    async (request) => dto(await issueDraft(app.db, await actorOf(request), request.params.id)),
  );

  app.post(
    '/api/v1/invoices/manual/:id/credit-note',
    {
      preHandler: app.requirePermission('invoice.refund'),
      schema: {
        tags,
        security,
        summary: 'Credit part or all of an issued manual invoice',
        params: idParams,
        body: creditNoteBodySchema,
        response: { 201: manualInvoiceSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(dto(await creditManualInvoice(app.db, await actorOf(request), request.params.id, request.body))),
  );
};
