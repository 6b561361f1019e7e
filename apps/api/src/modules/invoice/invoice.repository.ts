import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { invoiceCounters, invoices } from '../../db/schema/invoices';
import { invoiceCounts } from '../../db/schema/reports';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

// Read on every checkout and its confirmation mail: built once (db/built-once.ts).
const invoiceById = builtOnce('courtside_invoice_by_id', (db) =>
  db
    .select()
    .from(invoices)
    .where(and(eq(invoices.organizationId, sql.placeholder('org')), eq(invoices.id, sql.placeholder('id')))),
);
// A split order has one invoice per payer (docs/product/split-payment.md): the first one.
const invoiceOfOrderLocked = builtOnce('courtside_invoice_of_order_lock', (db) =>
  db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, sql.placeholder('order')), eq(invoices.kind, 'invoice')))
    .orderBy(asc(invoices.year), asc(invoices.sequence))
    .limit(1)
    .for('update'),
);

// The invoices list (see list below): built once per process (db/built-once.ts).
const byOrg = eq(invoices.organizationId, sql.placeholder('org'));
const byUser = eq(invoices.userId, sql.placeholder('user'));
const pageOf = (name: string, where: SQL) =>
  builtOnce(name, (db) =>
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.year), desc(invoices.sequence))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
const invoicesPage = pageOf('courtside_invoices_page', byOrg);
const invoicesPageOfUser = pageOf('courtside_invoices_page_user', and(byOrg, byUser)!);
const invoicesCounted = builtOnce('courtside_invoices_counted', (db) =>
  db
    .select({ n: sql<string | null>`sum(${invoiceCounts.n})` })
    .from(invoiceCounts)
    .where(eq(invoiceCounts.organizationId, sql.placeholder('org'))),
);
const invoicesOfUserCounted = builtOnce('courtside_invoices_of_user_counted', (db) =>
  db.select({ n: count() }).from(invoices).where(and(byOrg, byUser)),
);

export const invoiceRepository = {
  /**
   * The next number of an organization and year, in one statement: the counter row is created or
   * incremented and stays locked until the caller's transaction ends, so numbers are gapless (a
   * rollback gives the number back) and unique. Callers draw it as late as they can (the lock
   * queues every other invoice of the organization).
   */
  async nextSequence(tx: DbOrTx, organizationId: string, year: number): Promise<number> {
    const [counter] = await tx
      .insert(invoiceCounters)
      .values({ organizationId, year, lastSequence: 1 })
      .onConflictDoUpdate({
        target: [invoiceCounters.organizationId, invoiceCounters.year],
        set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
      })
      .returning({ lastSequence: invoiceCounters.lastSequence });
    return counter!.lastSequence;
  },
  /**
   * Draws the next number (as nextSequence) and writes the invoice with it in one statement: the
   * counter row is then locked for that statement and the COMMIT, not for a round trip to the API
   * and back in between (docs/decisions/023-checkout-waits.md). The number is invoiceNumber()'s
   * format, in SQL.
   */
  async insertNumbered(tx: DbOrTx, values: Omit<NewInvoice, 'number' | 'sequence'>): Promise<InvoiceRow> {
    const counter = tx.$with('invoice_counter').as(
      tx
        .insert(invoiceCounters)
        .values({ organizationId: values.organizationId, year: values.year, lastSequence: 1 })
        .onConflictDoUpdate({
          target: [invoiceCounters.organizationId, invoiceCounters.year],
          set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
        })
        .returning({ lastSequence: invoiceCounters.lastSequence }),
    );
    const drawn = sql`(select last_sequence from invoice_counter)`;
    const [row] = await tx
      .with(counter)
      .insert(invoices)
      .values({
        ...values,
        sequence: drawn,
        number: sql`${String(values.year)} || '-' || lpad(${drawn}::text, greatest(6, length(${drawn}::text)), '0')`,
      })
      .returning();
    return row!;
  },
  async insert(tx: DbOrTx, values: NewInvoice): Promise<InvoiceRow> {
    const [row] = await tx.insert(invoices).values(values).returning();
    return row!;
  },
  async update(tx: DbOrTx, id: string, values: Partial<NewInvoice>): Promise<InvoiceRow> {
    const [row] = await tx.update(invoices).set(values).where(eq(invoices.id, id)).returning();
    return row!;
  },
  async findById(db: DbOrTx, organizationId: string, id: string): Promise<InvoiceRow | undefined> {
    return (await invoiceById(db, { org: organizationId, id }))[0];
  },
  async lockInvoiceOfOrder(tx: DbOrTx, orderId: string): Promise<InvoiceRow | undefined> {
    return (await invoiceOfOrderLocked(tx, { order: orderId }))[0];
  },
  async lockById(tx: DbOrTx, id: string): Promise<InvoiceRow | undefined> {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
    return row;
  },
  /**
   * A page, newest first; the exact count of a customer's own live (invoices_org_user_idx), the
   * venue's from the counters the database keeps (invoice_counts, drizzle/0046_invoice_list.sql).
   */
  async list(
    db: DbOrTx,
    f: { organizationId: string; userId?: string; limit: number; offset: number },
  ): Promise<{ rows: InvoiceRow[]; count: number }> {
    const page = { org: f.organizationId, limit: f.limit, offset: f.offset };
    if (f.userId) {
      const user = f.userId;
      const [rows, [total]] = await Promise.all([
        invoicesPageOfUser(db, { ...page, user }),
        invoicesOfUserCounted(db, { org: f.organizationId, user }),
      ]);
      return { rows, count: total?.n ?? 0 };
    }
    const [rows, [total]] = await Promise.all([invoicesPage(db, page), invoicesCounted(db, { org: f.organizationId })]);
    return { rows, count: Number(total?.n ?? 0) };
  },
  async numbersOfYear(db: DbOrTx, organizationId: string, year: number): Promise<number[]> {
    const rows = await db
      .select({ sequence: invoices.sequence })
      .from(invoices)
      .where(and(eq(invoices.organizationId, organizationId), eq(invoices.year, year)))
      .orderBy(asc(invoices.sequence));
    return rows.map((r) => r.sequence);
  },
  async addRefunded(tx: DbOrTx, id: string, amountCents: number): Promise<InvoiceRow> {
    const [row] = await tx
      .update(invoices)
      .set({ refundedCents: sql`${invoices.refundedCents} + ${amountCents}` })
      .where(eq(invoices.id, id))
      .returning();
    return row!;
  },
};
