// Manual invoices: draft → pending (issued, numbered) → paid, and credit notes.
// A draft is stored in the invoices table with a placeholder number of year 0 ("ENTWURF-7"):
// drafts may be deleted, so they must not use the gapless yearly numbers (docs/product.md#invoices). Issuing
// takes the next real number of the year. Paying uses the invoice module's mark-paid.
import { computeManualInvoice } from '@courtside/core/manual-invoice';
import type { ManualInvoiceBody } from '@courtside/core/manual-invoice';
import { allocate, netFromGross } from '@courtside/core/money';
import { organizationSettings } from '@courtside/core/organization';
import type { DbOrTx } from '../../db/client';
import type { InvoiceLine, InvoiceParty } from '../../db/schema/invoices';
import { AppError, notFound } from '../../lib/app-error';
import { manualInvoiceRepository as repo } from './manual-invoice.repository';
import { auditSetup } from '../venue-setup';
import type { SetupActor } from '../venue-setup';
import { invoiceNumber, invoiceRepository, yearIn } from '../checkout';
import type { InvoiceRow } from '../checkout';
import { organizationRepository } from '../organization';

const DRAFT_YEAR = 0;

async function seller(db: DbOrTx, organizationId: string) {
  const org = await organizationRepository.findById(db, organizationId);
  if (!org) throw notFound('Organization');
  const l = org.legal;
  const party: InvoiceParty = {
    name: l.companyName,
    street: l.street,
    postalCode: l.postalCode,
    city: l.city,
    country: l.country,
    email: l.email,
    phone: l.phone,
    managingDirector: l.managingDirector,
    ...(l.vatId ? { vatId: l.vatId } : {}),
  };
  return { org, party };
}

function contents(body: Pick<ManualInvoiceBody, 'buyer' | 'lines'>) {
  const { lines, totals } = computeManualInvoice(body.lines);
  // The stored line kinds are the invoice module's; a manual line is a plain service line.
  return {
    buyer: body.buyer as InvoiceParty,
    lines: lines.map((l) => ({ ...l, kind: 'booking', bookingId: null })) as InvoiceLine[],
    totals,
    totalCents: totals.grossCents,
  };
}

async function assertUser(db: DbOrTx, organizationId: string, userId: string | null | undefined): Promise<void> {
  if (userId && !(await repo.userInOrganization(db, organizationId, userId)))
    throw new AppError('VALIDATION_FAILED', 'The customer account does not exist', { reason: 'unknown_user' });
}

async function lockManual(tx: DbOrTx, organizationId: string, id: string): Promise<InvoiceRow> {
  const row = await repo.lock(tx, organizationId, id);
  if (!row) throw notFound('Invoice');
  return row;
}

function assertDraft(row: InvoiceRow): void {
  if (row.status !== 'draft')
    throw new AppError('INVALID_TRANSITION', `Invoice ${row.number} is ${row.status}: only drafts can be changed`, {
      reason: 'not_draft',
    });
}

export async function createDraft(
  db: DbOrTx,
  actor: SetupActor,
  body: ManualInvoiceBody,
  now = new Date(),
): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    await assertUser(tx, actor.organizationId, body.userId);
    const { party } = await seller(tx, actor.organizationId);
    const sequence = await invoiceRepository.nextSequence(tx, actor.organizationId, DRAFT_YEAR);
    const row = await invoiceRepository.insert(tx, {
      organizationId: actor.organizationId,
      orderId: null,
      userId: body.userId ?? null,
      kind: 'invoice',
      number: `ENTWURF-${sequence}`,
      year: DRAFT_YEAR,
      sequence,
      status: 'draft',
      seller: party,
      ...contents(body),
      paymentMethod: body.paymentMethod ?? null,
      issuedAt: now,
    });
    await auditSetup(tx, actor, 'invoice.draft_created', 'invoice', row.id, { totalCents: row.totalCents });
    return row;
  });
}

export async function updateDraft(
  db: DbOrTx,
  actor: SetupActor,
  id: string,
  patch: Partial<ManualInvoiceBody>,
): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const row = await lockManual(tx, actor.organizationId, id);
    assertDraft(row);
    await assertUser(tx, actor.organizationId, patch.userId);
    const next = contents({
      buyer: patch.buyer ?? (row.buyer as ManualInvoiceBody['buyer']),
      lines: patch.lines ?? row.lines,
    });
    const updated = await invoiceRepository.update(tx, id, {
      ...next,
      ...(patch.userId !== undefined ? { userId: patch.userId ?? null } : {}),
      ...(patch.paymentMethod !== undefined ? { paymentMethod: patch.paymentMethod ?? null } : {}),
    });
    await auditSetup(tx, actor, 'invoice.draft_updated', 'invoice', id, {
      fields: Object.keys(patch),
      totalCents: updated.totalCents,
    });
    return updated;
  });
}

export async function deleteDraft(db: DbOrTx, actor: SetupActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockManual(tx, actor.organizationId, id);
    assertDraft(row);
    await repo.deleteDraft(tx, id);
    await auditSetup(tx, actor, 'invoice.draft_deleted', 'invoice', id, { number: row.number });
  });
}

/** draft → pending: the next gapless number of the year, today's date and seller data. */
export async function issueDraft(db: DbOrTx, actor: SetupActor, id: string, now = new Date()): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const row = await lockManual(tx, actor.organizationId, id);
    assertDraft(row);
    if (row.totalCents <= 0)
      throw new AppError('VALIDATION_FAILED', 'An invoice needs a total above zero', { reason: 'empty_invoice' });
    const { org, party } = await seller(tx, actor.organizationId);
    const year = yearIn(now, org.timezone);
    const sequence = await invoiceRepository.nextSequence(tx, actor.organizationId, year);
    const issued = await invoiceRepository.update(tx, id, {
      number: invoiceNumber(year, sequence),
      year,
      sequence,
      status: 'pending',
      seller: party,
      issuedAt: now,
    });
    await auditSetup(tx, actor, 'invoice.issued', 'invoice', id, {
      number: issued.number,
      draft: row.number,
      totalCents: issued.totalCents,
    });
    return issued;
  });
}

/** Credit lines over `amount`, split across the invoice's VAT rates by their share of its gross. */
function creditLines(
  invoiceLines: readonly Pick<InvoiceLine, 'grossCents' | 'vatPercent'>[],
  amount: number,
  reason: string,
): InvoiceLine[] {
  const rates = [...new Set(invoiceLines.map((l) => l.vatPercent))];
  const weights = rates.map((r) =>
    invoiceLines.filter((l) => l.vatPercent === r).reduce((s, l) => s + l.grossCents, 0),
  );
  return allocate(amount, weights)
    .map((part, i) => ({ part, rate: rates[i]! }))
    .filter((x) => x.part > 0)
    .map(({ part, rate }) => {
      const gross = -part;
      const net = netFromGross(gross, rate);
      return {
        kind: 'credit',
        description: reason,
        quantity: 1,
        unitPriceCents: gross,
        subtotalCents: gross,
        discountCents: 0,
        netCents: net,
        vatCents: gross - net,
        grossCents: gross,
        vatPercent: rate,
      };
    });
}

/** A credit note over part or all of an issued manual invoice; fully credited → refunded. */
export async function creditManualInvoice(
  db: DbOrTx,
  actor: SetupActor,
  id: string,
  input: { amountCents?: number; reason: string },
  now = new Date(),
): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const invoice = await lockManual(tx, actor.organizationId, id);
    if (invoice.kind !== 'invoice' || invoice.status === 'draft')
      throw new AppError('INVALID_TRANSITION', 'Only an issued invoice can be credited', { reason: 'not_issued' });
    if (invoice.orderId)
      throw new AppError('INVALID_TRANSITION', 'Invoices of orders are credited by refunding the order', {
        reason: 'order_invoice',
      });
    const open = invoice.totalCents - invoice.refundedCents;
    const amount = input.amountCents ?? open;
    if (amount <= 0 || amount > open)
      throw new AppError('VALIDATION_FAILED', `Up to ${open} cents of this invoice can be credited`, {
        reason: 'credit_amount',
        params: { open },
      });
    const { org, party } = await seller(tx, actor.organizationId);
    const lines = creditLines(
      invoice.lines.length
        ? invoice.lines
        : [{ grossCents: 1, vatPercent: organizationSettings(org.settings).vatPercent }],
      amount,
      input.reason,
    );
    const sum = (k: 'netCents' | 'vatCents' | 'grossCents') => lines.reduce((t, l) => t + l[k], 0);
    const year = yearIn(now, org.timezone);
    const sequence = await invoiceRepository.nextSequence(tx, actor.organizationId, year);
    const note = await invoiceRepository.insert(tx, {
      organizationId: actor.organizationId,
      orderId: null,
      userId: invoice.userId,
      kind: 'credit_note',
      number: invoiceNumber(year, sequence),
      year,
      sequence,
      status: 'refunded',
      creditedInvoiceId: invoice.id,
      seller: party,
      buyer: invoice.buyer,
      lines,
      totals: {
        subtotalCents: sum('grossCents'),
        discountCents: 0,
        netCents: sum('netCents'),
        vatCents: sum('vatCents'),
        grossCents: sum('grossCents'),
        voucherCents: 0,
        amountDueCents: sum('grossCents'),
      },
      totalCents: -amount,
      currency: invoice.currency,
      paymentMethod: invoice.paymentMethod,
      issuedAt: now,
      paidAt: now,
    });
    const updated = await invoiceRepository.addRefunded(tx, invoice.id, amount);
    if (updated.refundedCents >= updated.totalCents)
      await invoiceRepository.update(tx, invoice.id, { status: 'refunded' });
    await auditSetup(tx, actor, 'invoice.credited', 'invoice', invoice.id, {
      creditNote: note.number,
      amountCents: amount,
      reason: input.reason,
    });
    await auditSetup(tx, actor, 'invoice.credit_note_issued', 'invoice', note.id, {
      credits: invoice.number,
      amountCents: amount,
    });
    return note;
  });
}
