// Pass types and the punches of customers' passes (docs/product/passes.md). Every change of a
// pass's units takes the pass's row lock and one conditional UPDATE, and writes a history row.
import { localized } from '@courtside/core/shop';
import { passOutstandingCents, passValidUntil } from '@courtside/core/passes';
import type { PassDto, PassTypeDto, PassTypeInput } from '@courtside/core/passes';
import { passTypeInputSchema } from '@courtside/core/passes';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { passRepository } from './pass.repository';
import type { PassRow, PassTransactionRow, PassTypeRow } from './pass.repository';

export function passTypeToDto(row: PassTypeRow, language?: string): PassTypeDto {
  return {
    id: row.id,
    name: row.name,
    displayName: localized(row.name, language),
    unit: row.unit,
    units: row.units,
    bookingTypes: row.bookingTypes.filter((t): t is 'normal' | 'come_together' => t !== 'abo'),
    windows: row.windows,
    validityMonths: row.validityMonths,
    priceCents: row.priceCents,
    vatPercent: row.vatBasisPoints / 100,
    active: row.active,
  };
}

export function passToDto(row: PassRow, history?: PassTransactionRow[]): PassDto {
  return {
    id: row.id,
    passTypeId: row.passTypeId,
    name: row.name,
    unit: row.unit,
    bookingTypes: row.bookingTypes,
    windows: row.windows,
    unitsTotal: row.unitsTotal,
    unitsRemaining: row.unitsRemaining,
    status: row.status,
    source: row.source,
    grossCents: row.grossCents,
    outstandingCents: row.status === 'active' ? passOutstandingCents(row) : 0,
    validUntil: row.validUntil?.toISOString() ?? null,
    userId: row.userId,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    ...(history
      ? {
          history: history
            .filter((h) => h.passId === row.id)
            .map((h) => ({
              id: h.id,
              kind: h.kind,
              units: h.units,
              remainingAfter: h.remainingAfter,
              orderId: h.orderId,
              bookingId: h.bookingId,
              note: h.note,
              createdAt: h.createdAt.toISOString(),
            })),
        }
      : {}),
  };
}

function typeValues(input: PassTypeInput) {
  const parsed = passTypeInputSchema.parse(input);
  return {
    name: parsed.name,
    unit: parsed.unit,
    units: parsed.units,
    bookingTypes: parsed.bookingTypes,
    windows: parsed.windows,
    validityMonths: parsed.validityMonths,
    priceCents: parsed.priceCents,
    vatBasisPoints: Math.round(parsed.vatPercent * 100),
    active: parsed.active,
  };
}

export async function createPassType(db: DbOrTx, organizationId: string, input: PassTypeInput): Promise<PassTypeRow> {
  return passRepository.insertType(db, { organizationId, ...typeValues(input) });
}

/** Changes apply to passes sold from now on; a sold pass keeps the rules it was sold with. */
export async function updatePassType(
  db: DbOrTx,
  organizationId: string,
  id: string,
  input: PassTypeInput,
): Promise<PassTypeRow> {
  if (!(await passRepository.findType(db, organizationId, id))) throw notFound('Pass type');
  return passRepository.updateType(db, id, typeValues(input));
}

/** A customer's passes (active and expired) with their history, newest first. */
export async function passesOfUser(db: DbOrTx, organizationId: string, userId: string): Promise<PassDto[]> {
  const rows = await passRepository.ofUser(db, organizationId, userId);
  const history = await passRepository.history(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => passToDto(r, history));
}

/** The sale is paid: the pass starts, valid for its months from now, with every punch. */
export async function activatePass(tx: DbOrTx, pass: PassRow, now: Date, createdBy: string | null): Promise<PassRow> {
  if (pass.status !== 'pending') return pass;
  const row = (await passRepository.update(tx, pass.id, {
    status: 'active',
    activatedAt: now,
    validUntil: passValidUntil(now, pass.validityMonths),
    unitsRemaining: pass.unitsTotal,
  }))!;
  await passRepository.insertTransaction(tx, {
    organizationId: pass.organizationId,
    passId: pass.id,
    kind: 'issue',
    units: pass.unitsTotal,
    remainingAfter: pass.unitsTotal,
    orderId: pass.orderId,
    createdBy,
  });
  return row;
}

/**
 * Takes `units` punches for a booking of an order. The row lock orders concurrent checkouts; the
 * conditional UPDATE is what guarantees no punch is spent twice.
 */
export async function redeemPass(
  tx: DbOrTx,
  input: { passId: string; units: number; orderId: string; bookingId: string | null; now: Date },
): Promise<number> {
  const pass = await passRepository.lock(tx, input.passId);
  if (!pass) throw new AppError('PASS_INVALID', 'This pass does not exist', { reason: 'unknown' });
  const left = await passRepository.take(tx, pass.id, input.units, input.now);
  if (left === undefined)
    throw new AppError('PASS_USED_UP', 'This pass has not enough punches left or is no longer valid', {
      passId: pass.id,
      remaining: pass.unitsRemaining,
    });
  await passRepository.insertTransaction(tx, {
    organizationId: pass.organizationId,
    passId: pass.id,
    kind: 'redeem',
    units: -input.units,
    remainingAfter: left,
    orderId: input.orderId,
    bookingId: input.bookingId,
  });
  return left;
}

async function giveBack(
  tx: DbOrTx,
  held: { passId: string; units: number },
  refs: { orderId: string | null; bookingId: string | null; note: string; createdBy: string | null },
): Promise<void> {
  const pass = await passRepository.lock(tx, held.passId);
  if (!pass) return;
  const left = await passRepository.giveBack(tx, pass.id, held.units);
  await passRepository.insertTransaction(tx, {
    organizationId: pass.organizationId,
    passId: pass.id,
    kind: 'return',
    units: held.units,
    remainingAfter: left ?? pass.unitsRemaining,
    orderId: refs.orderId,
    bookingId: refs.bookingId,
    note: refs.note,
    createdBy: refs.createdBy,
  });
}

/** An unpaid order is given up: its punches come back and the passes it would have sold are void. */
export async function releasePassesForOrder(tx: DbOrTx, orderId: string): Promise<void> {
  for (const held of await passRepository.heldByOrder(tx, orderId))
    await giveBack(tx, held, { orderId, bookingId: held.bookingId, note: 'order not paid', createdBy: null });
  for (const pass of await passRepository.ofOrder(tx, orderId))
    if (pass.status === 'pending') await passRepository.update(tx, pass.id, { status: 'void' });
}

/** A booking paid with punches was cancelled under the policy: the punches come back. */
export async function returnPunchesForBooking(
  tx: DbOrTx,
  bookingId: string,
  note: string,
  createdBy: string | null,
): Promise<number> {
  let total = 0;
  for (const held of await passRepository.heldByBooking(tx, bookingId)) {
    await giveBack(tx, held, { orderId: held.orderId, bookingId, note, createdBy });
    total += held.units;
  }
  return total;
}

/** Staff correct a pass by hand (a punch given as goodwill, one taken for a no-show). */
export async function adjustPass(
  tx: DbOrTx,
  organizationId: string,
  passId: string,
  delta: number,
  note: string | null,
  createdBy: string | null,
): Promise<PassRow> {
  const pass = await passRepository.lock(tx, passId);
  if (!pass || pass.organizationId !== organizationId) throw notFound('Pass');
  if (pass.status !== 'active')
    throw new AppError('PASS_INVALID', 'Only an active pass can be adjusted', { reason: pass.status });
  const left =
    delta < 0
      ? await passRepository.take(tx, pass.id, -delta, new Date(0))
      : await passRepository.giveBack(tx, pass.id, delta);
  if (left === undefined || (delta > 0 && left !== pass.unitsRemaining + delta))
    throw new AppError('VALIDATION_FAILED', `The pass has ${pass.unitsRemaining} of ${pass.unitsTotal} punches`);
  await passRepository.insertTransaction(tx, {
    organizationId,
    passId,
    kind: 'adjust',
    units: delta,
    remainingAfter: left,
    note,
    createdBy,
  });
  return (await passRepository.find(tx, organizationId, passId))!;
}

/** The pass's validity ended: what was left expires (recorded), and the pass can pay no more. */
export async function expirePass(tx: DbOrTx, pass: PassRow): Promise<void> {
  await passRepository.update(tx, pass.id, { status: 'expired', unitsRemaining: 0 });
  await passRepository.insertTransaction(tx, {
    organizationId: pass.organizationId,
    passId: pass.id,
    kind: 'expire',
    units: -pass.unitsRemaining,
    remainingAfter: 0,
    note: 'validity ended',
  });
}
