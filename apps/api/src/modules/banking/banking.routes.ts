// /api/v1/banking/*: payments, refunds and balances by provider for managers (report.read or
// payment.refund), and the manual-invoice routes (manual-invoice.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankingListQuerySchema,
  bankingPaymentSchema,
  bankingRefundSchema,
  bankingSummarySchema,
  reportQuerySchema,
} from '@courtside/core/analytics-schemas';
import { requestOrganizationId } from '../../lib/tenant';
import { bankingRepository as repo } from './banking.repository';
import { manualInvoiceRoutes } from './manual-invoice.routes';
import { resolvePeriod } from '../analytics';
import { passLiability } from '../pass';

const tags = ['banking'];
const security = [{ bearerAuth: [] }];
const iso = (v: string | Date) => new Date(v).toISOString();

export const bankingRoutes: FastifyPluginAsyncZod = async (app) => {
  // The shell opens /dashboard/banking with payment.refund; managers hold both by default.
  const reader = app.requirePermission('report.read', 'payment.refund');
  await app.register(manualInvoiceRoutes);

  app.get(
    '/api/v1/banking/summary',
    {
      preHandler: reader,
      schema: {
        tags,
        security,
        summary: 'Paid, pending, refunded money and provider fees per provider; vouchers and passes outstanding',
        querystring: reportQuerySchema.omit({ locationId: true }),
        response: { 200: bankingSummarySchema },
      },
    },
    async (request) => {
      const p = await resolvePeriod(app.db, await requestOrganizationId(app, request), request.query);
      const [providers, vouchers, passes] = await Promise.all([
        repo.byProvider(app.db, p),
        repo.outstandingVouchers(app.db, p.organizationId),
        passLiability(app.db, p.organizationId),
      ]);
      const rows = providers.map((r) => {
        const paidCents = Number(r.paid);
        const refundedCents = Number(r.refunded);
        const feeCents = r.fees === null ? null : Number(r.fees);
        return {
          provider: r.provider,
          payments: r.payments,
          paidCents,
          pendingCents: Number(r.pending),
          failedPayments: r.failed,
          refunds: r.refunds,
          refundedCents,
          balanceCents: paidCents - refundedCents,
          debitPendingCents: Number(r.debiting),
          // docs/product/payments.md#provider-fees: what the provider reported; null = none reported.
          feeCents,
          feesMissing: r.fees_missing,
          netCents: paidCents - refundedCents - (feeCents ?? 0),
        };
      });
      const totals = rows.reduce(
        (t, r) => ({
          paidCents: t.paidCents + r.paidCents,
          refundedCents: t.refundedCents + r.refundedCents,
          balanceCents: t.balanceCents + r.balanceCents,
          pendingCents: t.pendingCents + r.pendingCents,
          debitPendingCents: t.debitPendingCents + r.debitPendingCents,
          feeCents: t.feeCents + (r.feeCents ?? 0),
          netCents: t.netCents + r.netCents,
        }),
        {
          paidCents: 0,
          refundedCents: 0,
          balanceCents: 0,
          pendingCents: 0,
          debitPendingCents: 0,
          feeCents: 0,
          netCents: 0,
        },
      );
      return {
        from: p.fromDate,
        to: p.toDate,
        timezone: p.timeZone,
        rows,
        totals,
        vouchers: { outstandingCents: Number(vouchers.outstanding), active: vouchers.active },
        // Punches sold and not used yet: services the venue still owes (docs/product/passes.md#liability).
        passes,
        count: rows.length,
      };
    },
  );

  app.get(
    '/api/v1/banking/payments',
    {
      preHandler: reader,
      schema: {
        tags,
        security,
        summary: 'Payments of the period, newest first',
        querystring: bankingListQuerySchema,
        response: { 200: z.object({ rows: z.array(bankingPaymentSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const { page, pageSize, provider, status, ...period } = request.query;
      const p = await resolvePeriod(app.db, await requestOrganizationId(app, request), period);
      const { rows, count } = await repo.payments(app.db, {
        ...p,
        provider,
        status,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        rows: rows.map((r) => ({
          id: r.id,
          orderId: r.order_id,
          provider: r.provider,
          method: r.method,
          status: r.status,
          amountCents: r.amount_cents,
          refundedCents: r.refunded_cents,
          customerName: r.customer_name,
          createdAt: iso(r.created_at),
        })),
        count,
      };
    },
  );

  app.get(
    '/api/v1/banking/refunds',
    {
      preHandler: reader,
      schema: {
        tags,
        security,
        summary: 'Refunds of the period, newest first',
        querystring: bankingListQuerySchema,
        response: { 200: z.object({ rows: z.array(bankingRefundSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const { page, pageSize, provider, status, ...period } = request.query;
      const p = await resolvePeriod(app.db, await requestOrganizationId(app, request), period);
      const { rows, count } = await repo.refunds(app.db, {
        ...p,
        provider,
        status,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        rows: rows.map((r) => ({
          id: r.id,
          orderId: r.order_id,
          provider: r.provider,
          kind: r.kind,
          status: r.status,
          amountCents: r.amount_cents,
          reason: r.reason,
          createdAt: iso(r.created_at),
        })),
        count,
      };
    },
  );
};
