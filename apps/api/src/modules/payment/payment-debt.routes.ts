// Open debts for staff (docs/product/payments.md#open-debts): a SEPA debit that failed after play, or a
// chargeback. Staff list them (newest first) and mark one settled once the money came in another way.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { orders, payments } from '../../db/schema/checkout';
import { paymentDebts, paymentDebtReasons } from '../../db/schema/payment-debts';
import { AppError } from '../../lib/app-error';
import { requestOrganizationId } from '../../lib/tenant';

const tags = ['payments'];
const debtSchema = z.object({
  id: z.string().uuid(),
  orderId: z.string().uuid(),
  reason: z.enum(paymentDebtReasons),
  amountCents: z.number().int(),
  status: z.enum(['open', 'settled']),
  customer: z.object({ name: z.string(), email: z.string() }),
  mandateReference: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});

export const paymentDebtRoutes: FastifyPluginAsyncZod = async (app) => {
  const columns = {
    debt: paymentDebts,
    customer: orders.customer,
    mandateReference: payments.mandateReference,
  };
  const dto = (
    row: { debt: typeof paymentDebts.$inferSelect; customer: { name: string; email: string } } & {
      mandateReference: string | null;
    },
  ) => ({
    id: row.debt.id,
    orderId: row.debt.orderId,
    reason: row.debt.reason,
    amountCents: row.debt.amountCents,
    status: row.debt.status,
    customer: { name: row.customer.name, email: row.customer.email },
    mandateReference: row.mandateReference,
    note: row.debt.note,
    createdAt: row.debt.createdAt.toISOString(),
    settledAt: row.debt.settledAt?.toISOString() ?? null,
  });

  app.get(
    '/api/v1/staff/payment-debts',
    {
      preHandler: app.requirePermission('order.read.any'),
      schema: {
        tags,
        summary: 'Open debts from failed direct debits and chargebacks (status=settled for the settled ones)',
        querystring: z.object({ status: z.enum(['open', 'settled']).default('open') }),
        response: { 200: z.object({ rows: z.array(debtSchema), count: z.number().int() }) },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const rows = await app.db
        .select(columns)
        .from(paymentDebts)
        .innerJoin(orders, eq(orders.id, paymentDebts.orderId))
        .innerJoin(payments, eq(payments.id, paymentDebts.paymentId))
        .where(and(eq(paymentDebts.organizationId, organizationId), eq(paymentDebts.status, request.query.status)))
        .orderBy(desc(paymentDebts.createdAt))
        .limit(200);
      return { rows: rows.map(dto), count: rows.length };
    },
  );

  app.post(
    '/api/v1/staff/payment-debts/:id/settle',
    {
      preHandler: app.requirePermission('order.write.any'),
      schema: {
        tags,
        summary: 'Mark an open debt settled (paid at the desk, by transfer, or written off), with a note',
        params: z.object({ id: z.uuid('This is not a debt id') }),
        body: z.object({ note: z.string().trim().min(1).max(500) }),
        response: { 200: debtSchema },
      },
    },
    async (request) => {
      const organizationId = await requestOrganizationId(app, request);
      const [updated] = await app.db
        .update(paymentDebts)
        .set({ status: 'settled', note: request.body.note, settledAt: new Date() })
        .where(
          and(
            eq(paymentDebts.id, request.params.id),
            eq(paymentDebts.organizationId, organizationId),
            eq(paymentDebts.status, 'open'),
          ),
        )
        .returning({ id: paymentDebts.id });
      const [row] = await app.db
        .select(columns)
        .from(paymentDebts)
        .innerJoin(orders, eq(orders.id, paymentDebts.orderId))
        .innerJoin(payments, eq(payments.id, paymentDebts.paymentId))
        .where(and(eq(paymentDebts.id, request.params.id), eq(paymentDebts.organizationId, organizationId)));
      if (!row) throw new AppError('NOT_FOUND', 'Debt not found');
      if (!updated) throw new AppError('CONFLICT', 'This debt is already settled');
      return dto(row);
    },
  );
};
