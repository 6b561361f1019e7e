// Vouchers (gift cards): a code with a balance, partial redemption and a history. A voucher pays
// alone or together with another provider (docs/product.md#payments). The balance never goes below zero: every
// change is a conditional UPDATE under the row lock, and a CHECK constraint backs it.
import { randomInt } from 'node:crypto';
import type { VoucherDto } from '@courtside/core/checkout-schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { voucherRepository } from './voucher.repository';
import type { VoucherRow, VoucherTransactionRow } from './voucher.repository';

// No 0/O, 1/I/L: codes are read out at the desk and typed from paper.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function generateVoucherCode(prefix = 'GC'): string {
  const block = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${prefix}-${block()}-${block()}-${block()}`;
}

export function voucherToDto(row: VoucherRow, history?: VoucherTransactionRow[]): VoucherDto {
  return {
    id: row.id,
    code: row.code,
    initialCents: row.initialCents,
    balanceCents: row.balanceCents,
    validUntil: row.validUntil?.toISOString() ?? null,
    active: row.active,
    source: row.source,
    email: row.email,
    userId: row.userId,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    ...(history
      ? {
          history: history.map((h) => ({
            id: h.id,
            kind: h.kind,
            amountCents: h.amountCents,
            balanceAfterCents: h.balanceAfterCents,
            orderId: h.orderId,
            note: h.note,
            createdAt: h.createdAt.toISOString(),
          })),
        }
      : {}),
  };
}

export interface IssueVoucher {
  organizationId: string;
  amountCents: number;
  source: 'sale' | 'credit' | 'manual';
  code?: string;
  email?: string | null;
  userId?: string | null;
  validUntil?: Date | null;
  note?: string | null;
  createdBy?: string | null;
  orderId?: string | null;
  /** A sold gift card: the order product line and unit it was issued for (unique). */
  orderProductLineId?: string | null;
  lineUnit?: number | null;
}

export async function issueVoucher(tx: DbOrTx, input: IssueVoucher): Promise<VoucherRow> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    throw new AppError('VALIDATION_FAILED', 'A voucher needs a positive amount');
  let code = input.code;
  if (code) {
    if (await voucherRepository.findByCode(tx, input.organizationId, code))
      throw new AppError('ALREADY_EXISTS', `A voucher with the code ${code} exists already`);
  } else {
    // 31^12 codes: a clash is practically impossible, but checking costs one query.
    do code = generateVoucherCode();
    while (await voucherRepository.findByCode(tx, input.organizationId, code));
  }
  const row = await voucherRepository.insert(tx, {
    organizationId: input.organizationId,
    code,
    initialCents: input.amountCents,
    balanceCents: input.amountCents,
    source: input.source,
    email: input.email ?? null,
    userId: input.userId ?? null,
    validUntil: input.validUntil ?? null,
    note: input.note ?? null,
    orderProductLineId: input.orderProductLineId ?? null,
    lineUnit: input.lineUnit ?? null,
  });
  await voucherRepository.insertTransaction(tx, {
    organizationId: input.organizationId,
    voucherId: row.id,
    orderId: input.orderId ?? null,
    kind: 'issue',
    amountCents: input.amountCents,
    balanceAfterCents: input.amountCents,
    note: input.note ?? null,
    createdBy: input.createdBy ?? null,
  });
  return row;
}

function assertUsable(voucher: VoucherRow, now: Date): void {
  if (!voucher.active)
    throw new AppError('VOUCHER_INVALID', 'This voucher is no longer active', { reason: 'inactive' });
  if (voucher.validUntil && now >= voucher.validUntil)
    throw new AppError('VOUCHER_INVALID', 'This voucher has expired', { reason: 'expired' });
  if (voucher.balanceCents <= 0)
    throw new AppError('VOUCHER_INVALID', 'This voucher has no balance left', { reason: 'empty' });
}

export async function findUsableVoucher(
  db: DbOrTx,
  organizationId: string,
  code: string,
  now: Date,
): Promise<VoucherRow> {
  const voucher = await voucherRepository.findByCode(db, organizationId, code.trim());
  if (!voucher) throw new AppError('VOUCHER_INVALID', 'This voucher code does not exist', { reason: 'unknown' });
  assertUsable(voucher, now);
  return voucher;
}

/**
 * Takes up to `wantedCents` from the voucher for an order (partial redemption); answers what was
 * taken. Runs under the voucher's row lock inside the order's transaction.
 */
export async function redeemVoucher(
  tx: DbOrTx,
  input: { voucherId: string; orderId: string; wantedCents: number; now: Date },
): Promise<number> {
  const voucher = await voucherRepository.lockById(tx, input.voucherId);
  if (!voucher) throw new AppError('VOUCHER_INVALID', 'This voucher no longer exists', { reason: 'unknown' });
  assertUsable(voucher, input.now);
  const amount = Math.min(voucher.balanceCents, Math.max(0, input.wantedCents));
  if (amount === 0) return 0;
  const balance = await voucherRepository.changeBalance(tx, voucher.id, -amount);
  if (balance === undefined)
    throw new AppError('VOUCHER_INVALID', 'This voucher has no balance left', { reason: 'empty' });
  await voucherRepository.insertTransaction(tx, {
    organizationId: voucher.organizationId,
    voucherId: voucher.id,
    orderId: input.orderId,
    kind: 'redeem',
    amountCents: -amount,
    balanceAfterCents: balance,
  });
  return amount;
}

async function credit(
  tx: DbOrTx,
  voucherId: string,
  orderId: string | null,
  amountCents: number,
  kind: 'release' | 'refund' | 'adjust',
  note: string | null,
  createdBy: string | null,
): Promise<number> {
  const voucher = await voucherRepository.lockById(tx, voucherId);
  if (!voucher) throw new AppError('NOT_FOUND', 'Voucher not found');
  const balance = await voucherRepository.changeBalance(tx, voucherId, amountCents);
  if (balance === undefined)
    throw new AppError('VALIDATION_FAILED', `The balance of ${voucher.code} cannot go below zero`);
  await voucherRepository.insertTransaction(tx, {
    organizationId: voucher.organizationId,
    voucherId,
    orderId,
    kind,
    amountCents,
    balanceAfterCents: balance,
    note,
    createdBy,
  });
  return balance;
}

/** Gives back everything an unpaid (failed or cancelled) order took from vouchers. */
export async function releaseVouchersForOrder(tx: DbOrTx, orderId: string): Promise<number> {
  let total = 0;
  for (const held of await voucherRepository.heldByOrder(tx, orderId)) {
    await credit(tx, held.voucherId, orderId, held.heldCents, 'release', 'order not paid', null);
    total += held.heldCents;
  }
  return total;
}

/**
 * Refunds up to `amountCents` of what an order paid by voucher back onto those vouchers; only onto
 * `voucherId` when given (a split share's own voucher, docs/product/split-payment.md#vouchers-and-punch-cards).
 */
export async function refundToVouchers(
  tx: DbOrTx,
  orderId: string,
  amountCents: number,
  note: string,
  voucherId?: string,
): Promise<number> {
  let left = amountCents;
  const all = await voucherRepository.heldByOrder(tx, orderId);
  for (const held of all.filter((v) => !voucherId || v.voucherId === voucherId)) {
    if (left <= 0) break;
    const part = Math.min(left, held.heldCents);
    await credit(tx, held.voucherId, orderId, part, 'refund', note, null);
    left -= part;
  }
  return amountCents - left;
}

export async function adjustVoucher(
  tx: DbOrTx,
  voucherId: string,
  deltaCents: number,
  note: string | null,
  createdBy: string | null,
): Promise<number> {
  return credit(tx, voucherId, null, deltaCents, 'adjust', note, createdBy);
}

/**
 * Voids an untouched voucher (a refunded gift card, docs/product/shop.md#gift-cards): inactive, balance
 * taken to zero with an `adjust` entry. False when it was redeemed, even partly, or is already void.
 */
export async function voidUnusedVoucher(
  tx: DbOrTx,
  voucherId: string,
  note: string,
  createdBy: string | null,
): Promise<boolean> {
  const voucher = await voucherRepository.lockById(tx, voucherId);
  if (!voucher || !voucher.active || voucher.balanceCents !== voucher.initialCents) return false;
  if (await voucherRepository.wasRedeemed(tx, voucherId)) return false;
  await credit(tx, voucherId, null, -voucher.balanceCents, 'adjust', note, createdBy);
  await voucherRepository.update(tx, voucherId, { active: false });
  return true;
}
