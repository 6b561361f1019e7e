// A share of a split court paid with punches (docs/product/split-payment.md#vouchers-and-punch-cards):
// the player's own pass pays their place on the court — one punch per started court hour of every
// court line, the same count a pass takes for a whole booking (docs/product/passes.md#paying-with-punches).
// The punches are taken by the same conditional UPDATE under the pass's row lock (redeemPass).
import { passIneligibility, passUnitsFor } from '@courtside/core/passes';
import type { BookingType } from '@courtside/core/enums';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { organizationRepository } from '../organization';
import { rulesOf, usablePass } from './pass-checkout';
import { passRepository } from './pass.repository';
import type { PassRow } from './pass.repository';
import { redeemPass } from './pass.service';

export interface ShareCourtLine {
  bookingId: string | null;
  bookingType: BookingType;
  startsAt: Date;
  endsAt: Date;
  quantity: number;
}

/** The punches the pass takes for one player's place on these court lines, or why it cannot pay. */
function punchesFor(pass: PassRow, lines: readonly ShareCourtLine[], timeZone: string) {
  const rules = rulesOf(pass);
  let punches = 0;
  for (const line of lines) {
    const why = passIneligibility(rules, line, timeZone);
    if (why) return { punches: 0, problem: why };
    // One player's place: the court's hours, whatever the line's quantity.
    punches += passUnitsFor(rules.unit, { ...line, quantity: 1 });
  }
  return { punches, problem: punches > pass.unitsRemaining ? 'empty' : null };
}

async function timeZoneOf(db: DbOrTx, organizationId: string) {
  return (await organizationRepository.findById(db, organizationId))?.timezone ?? 'Europe/Berlin';
}

/** The signed-in player's passes that can pay this share now, with the punches each would take. */
export async function sharePassOptions(
  db: DbOrTx,
  ctx: { organizationId: string; userId: string; now: Date },
  lines: readonly ShareCourtLine[],
): Promise<{ pass: PassRow; punches: number }[]> {
  const timeZone = await timeZoneOf(db, ctx.organizationId);
  const out: { pass: PassRow; punches: number }[] = [];
  for (const pass of await passRepository.ofUser(db, ctx.organizationId, ctx.userId)) {
    if (usablePass(pass, ctx.userId, ctx.now)) continue;
    const { punches, problem } = punchesFor(pass, lines, timeZone);
    if (!problem && punches > 0) out.push({ pass, punches });
  }
  return out;
}

/** Takes the share's punches from the player's pass (PASS_INVALID, or PASS_USED_UP when a race took them). */
export async function redeemSharePunches(
  tx: DbOrTx,
  input: { organizationId: string; passId: string; userId: string; orderId: string; now: Date },
  lines: readonly ShareCourtLine[],
): Promise<{ pass: PassRow; punches: number }> {
  const pass = await passRepository.find(tx, input.organizationId, input.passId);
  const unusable = usablePass(pass, input.userId, input.now);
  if (unusable === 'unknown') throw new AppError('NOT_FOUND', 'Pass not found');
  if (unusable === 'empty')
    throw new AppError('PASS_USED_UP', 'This pass has no punches left', { passId: input.passId, remaining: 0 });
  if (unusable)
    throw new AppError('PASS_INVALID', `This pass cannot pay right now (${unusable})`, { reason: unusable });
  const timeZone = await timeZoneOf(tx, input.organizationId);
  const { punches, problem } = punchesFor(pass!, lines, timeZone);
  if (problem && problem !== 'empty')
    throw new AppError(
      'PASS_INVALID',
      problem === 'time' ? 'This pass does not cover this time' : 'This pass does not cover this kind of booking',
      { reason: problem },
    );
  // Taken line by line, each under the pass's row lock by the conditional UPDATE: a race for the
  // last punch leaves exactly one winner, the others get PASS_USED_UP and their transaction undone.
  for (const line of lines) {
    const units = passUnitsFor(pass!.unit, { ...line, quantity: 1 });
    await redeemPass(tx, {
      passId: pass!.id,
      units,
      orderId: input.orderId,
      bookingId: line.bookingId,
      now: input.now,
    });
  }
  return { pass: pass!, punches };
}
